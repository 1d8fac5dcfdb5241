import { POOL_REWARD_KINDS, POOL_TYPES } from '@colony/contract/pools';
import { ledgerBatch } from '../../ledger/batch.ts';
import type { SettlementStep, StepFigures } from '../../settlement/runner.ts';
import { ensuredPoolStates } from './service.ts';
import {
  returnedPendingTransfers,
  returnPositions,
  sharePoolRewards,
  stagedPoolRewards,
} from './settlement-queries.ts';

/**
 * The pools' part of each day's settlement: each pool paying on the day shares its day's reward
 * among its positions, one journal transfer per position from `emission` of its type's kind
 * (`laser_pool_reward`, `farm_reward`, `mining_reward`) whose reference names the day, the step and
 * the position; then the positions whose unlock day it was get their principal back (the pending
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
      const figures: StepFigures = {
        pools: shared.pools,
        positions: shared.positions,
        members: shared.members,
      };
      for (const type of POOL_TYPES) {
        const paid = await ledgerBatch.payEach(tx, {
          from: 'emission',
          kind: POOL_REWARD_KINDS[type],
          source: stagedPoolRewards(day, type),
        });
        for (const [asset, total] of paid.byAsset)
          figures[`${type}${asset}`] = (BigInt(figures[`${type}${asset}`] ?? 0) + total).toString();
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
