import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The settlement time and zone the colony's days are settled by (`SETTLEMENT_TIME`,
 * `SETTLEMENT_TIME_ZONE`), kept with the first settled day that used them. One row at most, none
 * before the first settlement. Settled days, the team's folded figures and the audits are dated by
 * this clock, so a server configured with another one refuses to start rather than settle days
 * that overlap or leave gaps.
 */
export const settlementClock = pgTable(
  'settlement_clock',
  {
    id: boolean('id').primaryKey().default(true),
    /** `HH:MM` */
    time: text('time').notNull(),
    /** IANA time zone, as configured. */
    timeZone: text('time_zone').notNull(),
    /** The first settled day that used it (the earliest one kept, for a colony settled before this record). */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('settlement_clock_one_row', sql`${table.id}`)],
);
