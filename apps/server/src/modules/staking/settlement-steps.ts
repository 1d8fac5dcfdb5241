import { ledgerBatch } from '../../ledger/batch.ts';
import type { SettlementStep, StepFigures } from '../../settlement/runner.ts';
import { accrueStakingIncome, matureOrders, stagedStakingIncome } from './settlement-queries.ts';

/**
 * The staking orders' part of each day's settlement: every order earning on the day is paid its
 * daily income from `emission`, one journal transfer per order whose reference names the day, the
 * step and the order (`settlement:<day>:staking_income:<order>`); then orders whose term ended
 * that day wait to be redeemed.
 */
export const stakingSettlementSteps: SettlementStep[] = [
  {
    name: 'staking_income',
    async run(tx, { day, endsAt }) {
      const accrued = await accrueStakingIncome(tx, day, endsAt);
      const paid = await ledgerBatch.payEach(tx, {
        from: 'emission',
        kind: 'staking_income',
        source: stagedStakingIncome(day),
      });
      const figures: StepFigures = {
        orders: accrued.orders,
        members: accrued.members,
        transfers: paid.transfers,
      };
      for (const [asset, total] of paid.byAsset) figures[asset] = total.toString();
      return figures;
    },
  },
  {
    name: 'staking_maturity',
    async run(tx, { day }) {
      return { matured: await matureOrders(tx, day) };
    },
  },
];
