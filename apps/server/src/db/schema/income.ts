import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

const units = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * Star-level income per day (docs/economy.md "Star-level income, collected"): for each day with
 * sales, stablecoin and star level, what one effective member at exactly that level earned (the
 * parts of every level up to it, after the day's cap) and the running sum of it over the days.
 * A handful of rows a day; the latest row of a level and stablecoin is what a member at that level
 * has earned per head since the first day.
 */
export const starIncomeDays = pgTable(
  'star_income_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    asset: text('asset').notNull(),
    level: smallint('level').notNull(),
    /** Effective members at exactly this level on the day. */
    members: integer('members').notNull(),
    /** What each of them earned on the day. */
    amount: units('amount').notNull(),
    /** `amount` summed over this day and every day before. */
    cumulative: units('cumulative').notNull(),
  },
  (table) => [
    // The latest row of a level and stablecoin: one backward probe.
    primaryKey({ name: 'star_income_day_pk', columns: [table.asset, table.level, table.day] }),
    check(
      'star_income_day_amount_check',
      sql`${table.level} >= 1 and ${table.members} >= 0 and ${table.amount} >= 0 and ${table.cumulative} >= ${table.amount}`,
    ),
  ],
);

/**
 * Each member's star-level income per stablecoin, as a checkpoint: what they had earned when their
 * earning level last changed (`earned`), that level (0: not earning: no star level or not
 * effective) and the level's `cumulative` then (`base`). What they have earned now is `earned` +
 * the level's latest `cumulative` − `base`; `collected` is what reached their balance. The
 * settlement writes a row only when the member's level changes; a collection writes `collected`.
 */
export const memberStarIncome = pgTable(
  'member_star_income',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    asset: text('asset').notNull(),
    /** The settlement day of the checkpoint. */
    day: date('day', { mode: 'string' }).notNull(),
    level: smallint('level').notNull(),
    base: units('base').notNull().default('0'),
    earned: units('earned').notNull().default('0'),
    collected: units('collected').notNull().default('0'),
  },
  (table) => [
    primaryKey({ name: 'member_star_income_pk', columns: [table.memberId, table.asset] }),
    check(
      'member_star_income_amount_check',
      sql`${table.level} >= 0 and ${table.base} >= 0 and ${table.earned} >= 0 and ${table.collected} >= 0`,
    ),
  ],
);
