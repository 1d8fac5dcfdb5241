import { POOL_REWARD_KINDS, POOL_TYPES } from '@colony/contract/pools';
import { ledgerBatch } from '../../ledger/batch.ts';
import type { SettlementStep, StepFigures } from '../../settlement/runner.ts';
import { creditAccrued } from '../earnings/collection.ts';
import { ensuredPoolStates } from './service.ts';
import { returnedPendingTransfers, returnPositions, sharePoolRewards } from './settlement-queries.ts';

/**
 * The pools' part of each day's settlement: each pool paying on the day shares its day's reward
 * among its positions (added to each position's row), and the day's rewards are credited to
 * `accrued` from `emission`, one transfer per reward asset of its type's kind (`laser_pool_reward`,
 * `farm_reward`, `mining_reward`), reference `settlement:<day>:pool_rewards`, for the members to
 * collect; then the positions whose unlock day it was get their principal back (the pending
 * transfer that froze it is voided, once).
 */
export const poolSettlementSteps: SettlementStep[] = [
  {
    name: 'pool_rewards',
    async run(tx, { day, economy, clock }) {
      await ensuredPoolStates(tx, { economy, clock });
      const shared = await sharePoolRewards(
        tx,
        day,
        economy.pools.map((rule) => ({ poolId: rule.id, budget: rule.budget, days: rule.days })),
      );
      const figures: StepFigures = { pools: shared.pools, positions: shared.positions };
      for (const type of POOL_TYPES) {
        const credited = await creditAccrued(tx, {
          day,
          step: 'pool_rewards',
          kind: POOL_REWARD_KINDS[type],
          amounts: shared.rewards.filter((row) => row.poolType === type).map((row) => [row.asset, row.total]),
        });
        for (const [asset, total] of Object.entries(credited)) figures[`${type}${asset}`] = total;
      }
      return figures;
    },
  },
  {
    name: 'pool_expiry',
    async run(tx, { day }) {
      const { returned } = await returnPositions(tx, day);
      const voided = await ledgerBatch.voidPending(tx, returnedPendingTransfers(day));
      return { returned, transfers: voided.transfers };
    },
  },
];
