import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { COLONY_NOW, databaseDayStart, databaseToday, databaseTodayExpression } from './queries.ts';

/**
 * Colony days: a day runs from `time` on its date in `timeZone` to `time` on the next date, and
 * the daily settlement of a day runs once it has ended. "Now" is always the database's clock, so
 * every server agrees on the day whatever its own clock says; in a demo, the database's clock plus
 * the days its "advance one day" control added ({@link colonyNow}).
 */
export interface SettlementClock {
  /** `HH:MM` */
  time: string;
  /** IANA time zone, e.g. `UTC`. */
  timeZone: string;
}

/** The day `n` days after `day` (`YYYY-MM-DD`, calendar arithmetic). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The colony's "now" as a `timestamptz` expression: the database's clock plus the demo's offset. */
export function colonyNow(): SQL {
  return COLONY_NOW;
}

/** The colony day the colony's clock is in now. */
export function colonyToday(db: Db, clock: SettlementClock): Promise<string> {
  return databaseToday(db, clock);
}

/** The colony day now, as a `date` expression inside another statement (so it shares that statement's clock). */
export function colonyTodayIn(clock: SettlementClock): SQL {
  return databaseTodayExpression(clock);
}

/** When `day` begins (and the day before it ends): its settlement time in the zone, as an instant. */
export function dayStartsAt(db: Db, clock: SettlementClock, day: string): Promise<Date> {
  return databaseDayStart(db, clock, day);
}

/** When the next settlement runs: the start of tomorrow, colony time. */
export async function nextSettlementAt(db: Db, clock: SettlementClock): Promise<Date> {
  return dayStartsAt(db, clock, addDays(await colonyToday(db, clock), 1));
}
