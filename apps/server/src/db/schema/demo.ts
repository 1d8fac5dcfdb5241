import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How far the demo's "advance the colony one day" control has moved the colony's clock ahead of
 * the database's (docs/architecture.md, "The demo clock"). One row at most; none outside a demo,
 * where the colony's clock is the database's. The offset only grows.
 */
export const demoClock = pgTable(
  'demo_clock',
  {
    id: boolean('id').primaryKey().default(true),
    offsetMs: bigint('offset_ms', { mode: 'bigint' }).notNull().default(sql`0`),
    daysAdvanced: integer('days_advanced').notNull().default(0),
  },
  (table) => [
    check('demo_clock_one_row', sql`${table.id}`),
    check('demo_clock_forward', sql`${table.offsetMs} >= 0 and ${table.daysAdvanced} >= 0`),
  ],
);
