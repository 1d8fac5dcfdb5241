import type { SettlementDayRecord } from '@colony/contract/avatars';
import type { Db } from '../db/database.ts';
import type { EconomyConfig } from '../economy/config.ts';
import { addDays, colonyToday, type SettlementClock } from '../settlement/calendar.ts';
import { settleThrough } from '../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../settlement/steps.ts';

/**
 * The daily settlement job's run: settles every day that has ended and is not settled yet, in
 * order (days missed while no server ran included). Cheap when there is nothing to do.
 */
export async function settleEndedDays(
  db: Db,
  options: { economy: EconomyConfig; clock: SettlementClock },
): Promise<SettlementDayRecord[]> {
  const yesterday = addDays(await colonyToday(db, options.clock), -1);
  return settleThrough(db, { through: yesterday, steps: SETTLEMENT_STEPS, ...options });
}
