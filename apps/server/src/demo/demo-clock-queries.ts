import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

export interface DemoClockRow {
  offsetMs: number;
  daysAdvanced: number;
}

/**
 * Takes the demo clock's row for the rest of the transaction, creating it at zero the first time:
 * advances wait here for each other, and each then reads the colony day the one before it left.
 */
export async function lockDemoClock(tx: Db): Promise<DemoClockRow> {
  await tx.execute(sql`insert into demo_clock (id) values (true) on conflict (id) do nothing`);
  const [row] = await rows<{ offset_ms: string; days_advanced: number }>(
    tx,
    sql`select offset_ms::text, days_advanced from demo_clock where id for update`,
  );
  if (!row) throw new Error('the demo clock has no row');
  return { offsetMs: Number(row.offset_ms), daysAdvanced: Number(row.days_advanced) };
}

/** Moves the colony's clock `ms` further ahead: one more day advanced. */
export async function moveDemoClock(tx: Db, ms: number): Promise<DemoClockRow> {
  const [row] = await rows<{ offset_ms: string; days_advanced: number }>(
    tx,
    sql`update demo_clock set offset_ms = offset_ms + ${ms}, days_advanced = days_advanced + 1
        where id returning offset_ms::text, days_advanced`,
  );
  if (!row) throw new Error('the demo clock has no row');
  return { offsetMs: Number(row.offset_ms), daysAdvanced: Number(row.days_advanced) };
}

/** Days the demo has advanced the colony's clock; 0 before the first. */
export async function daysAdvanced(db: Db): Promise<number> {
  const [row] = await rows<{ days: number }>(
    db,
    sql`select coalesce((select days_advanced from demo_clock), 0) as days`,
  );
  return Number(row?.days ?? 0);
}
