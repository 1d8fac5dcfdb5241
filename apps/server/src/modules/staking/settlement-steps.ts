import type { SettlementStep } from '../../settlement/runner.ts';
import { creditAccrued } from '../earnings/collection.ts';
import { lockStakingDays, matureOrders, stakingIncomeOfDay } from './settlement-queries.ts';

/**
 * The staking orders' part of each day's settlement: the day's income of every order earning on it
 * is credited to `accrued` from `emission`, one transfer per received currency
 * (`settlement:<day>:staking_income`), and its members collect it; then orders whose term ended
 * that day wait to be redeemed.
 */
export const stakingSettlementSteps: SettlementStep[] = [
  {
    name: 'staking_income',
    async run(tx, { day }) {
      await lockStakingDays(tx, 'exclusive');
      const income = await stakingIncomeOfDay(tx, day);
      const credited = await creditAccrued(tx, {
        day,
        step: 'staking_income',
        kind: 'staking_income',
        amounts: income.totals,
      });
      return { orders: income.orders, ...credited };
    },
  },
  {
    name: 'staking_maturity',
    async run(tx, { day }) {
      return { matured: await matureOrders(tx, day) };
    },
  },
];
