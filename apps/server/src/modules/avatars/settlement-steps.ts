import { OUTPUT_ASSETS } from '@colony/contract/avatars';
import type { EconomyConfig } from '../../economy/config.ts';
import { ledgerBatch } from '../../ledger/batch.ts';
import { addDays } from '../../settlement/calendar.ts';
import type { SettlementStep } from '../../settlement/runner.ts';
import { creditAccrued } from '../earnings/collection.ts';
import { foldKeepFrom, recordFold } from '../team/queries.ts';
import { holdBuyers, recordSales } from '../team/service.ts';
import {
  burnFuel,
  type CatalogueTerms,
  createServedAvatars,
  expiredPendingTransfers,
  expireQueueEntries,
  failUnpaidWalletOrders,
  lockQueueHeads,
  queuedBuyers,
  recomputeEnergy,
  servedPendingTransfers,
  servedSales,
  serveQueueEntries,
} from './settlement-queries.ts';

/** The catalogue as set-based steps read it; an avatar not for sale serves nobody from the queue. */
function catalogueTerms(economy: EconomyConfig): CatalogueTerms[] {
  return economy.avatars.map((rule) => ({
    avatarId: rule.id,
    dailySupply: rule.forSale ? rule.dailySupply : 0,
    fuelMultiplierBps: rule.fuelMultiplierBps,
    dailyYieldBps: rule.dailyYieldBps,
    shares: rule.outputBps,
  }));
}

/**
 * The avatars' part of each day's settlement, in order: queue entries past their retention leave
 * (price unfrozen), and wallet orders whose payment never arrived within a day fail; the queue is served into the next day's supply (price posted to the treasury,
 * avatar created); every producing avatar burns its fuel and its output is credited to `accrued`
 * from `emission` (its member collects it);
 * energy levels are recomputed for the next day, with every member's team figures folded in the
 * same statement (the `team_figures` step then finds the day folded).
 */
export const avatarSettlementSteps: SettlementStep[] = [
  {
    name: 'expire_queue',
    async run(tx, { day, endsAt }) {
      const expired = await expireQueueEntries(tx, day, endsAt);
      const returned = await ledgerBatch.voidPending(tx, expiredPendingTransfers(day));
      const unpaid = await failUnpaidWalletOrders(tx, endsAt);
      return { expired: expired.expired, returned: returned.total.toString(), unpaidWalletOrders: unpaid };
    },
  },
  {
    name: 'serve_queue',
    async run(tx, { day, economy }) {
      // Sales of a day count against its supply; the queue takes the next day's first.
      const serveDay = addDays(day, 1);
      const terms = catalogueTerms(economy);
      // The entries the room could take, then their buyers, before the supply and the balances
      // their own purchases lock too.
      const heads = await lockQueueHeads(tx, serveDay, terms);
      await holdBuyers(tx, queuedBuyers(heads));
      const served = await serveQueueEntries(tx, day, serveDay, terms, heads);
      await recordSales(tx, servedSales(day));
      const posted = await ledgerBatch.postPending(tx, servedPendingTransfers(day));
      // An avatar produces from the day after the day it counts against.
      const created = await createServedAvatars(tx, day, addDays(serveDay, 1), terms);
      return { served: served.served, avatars: created, paid: posted.total.toString() };
    },
  },
  {
    name: 'avatar_output',
    async run(tx, { day }) {
      const burned = await burnFuel(tx, day);
      const credited = await creditAccrued(tx, {
        day,
        step: 'avatar_output',
        kind: 'avatar_output',
        amounts: OUTPUT_ASSETS.map((asset) => [asset, BigInt(burned[asset])]),
      });
      return { avatars: burned.avatars, boosted: burned.boosted, fuel: burned.fuel, ...credited };
    },
  },
  {
    name: 'energy',
    async run(tx, { day, economy, clock }) {
      // The team figures are folded in the same statement (`team_fold` records it for `team_figures`).
      const energy = await recomputeEnergy(tx, day, economy.energy, foldKeepFrom(day, clock));
      await recordFold(tx, day, energy.fold);
      return { members: energy.members, changed: energy.changed, ...energy.levels };
    },
  },
];
