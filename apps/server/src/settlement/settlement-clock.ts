import type { Db } from '../db/database.ts';
import type { SettlementClock } from './calendar.ts';
import { keepClockOfSettledDays, type StoredSettlementClock, storedSettlementClock } from './queries.ts';

export { storedSettlementClock };

/**
 * SETTLEMENT_TIME or SETTLEMENT_TIME_ZONE differs from the clock the colony's days were settled
 * by. A colony day runs from the settlement time to the next; moving it once days are settled
 * would make the next day overlap the last one or leave hours in none, and the team's folded
 * figures would no longer agree with a walk of the tree (`npm run team:audit`).
 */
export class SettlementClockChanged extends Error {
  constructor(
    readonly stored: StoredSettlementClock,
    readonly configured: SettlementClock,
  ) {
    super(
      `SETTLEMENT_TIME=${configured.time} SETTLEMENT_TIME_ZONE=${configured.timeZone} is not the clock of this ` +
        `colony: its days are settled at ${stored.time} ${stored.timeZone} since ${stored.firstDay}, and a ` +
        `colony day cannot move once days are settled. Set SETTLEMENT_TIME=${stored.time} and ` +
        `SETTLEMENT_TIME_ZONE=${stored.timeZone}.`,
    );
    this.name = 'SettlementClockChanged';
  }
}

/**
 * Refuses a configured settlement clock other than the one the colony's settled days used, before
 * the server starts or anything is settled. Before the first settled day any clock is taken (the
 * first settlement keeps it); a colony settled before the clock was kept keeps the configured one.
 */
export async function requireSettlementClock(db: Db, configured: SettlementClock): Promise<void> {
  let stored = await storedSettlementClock(db);
  if (!stored) {
    await keepClockOfSettledDays(db, configured);
    stored = await storedSettlementClock(db);
  }
  if (stored && (stored.time !== configured.time || stored.timeZone !== configured.timeZone))
    throw new SettlementClockChanged(stored, configured);
}
