import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

type Clock = { time: string; timeZone: string };

/**
 * The colony's "now": the database's clock plus the offset the demo's "advance one day" control
 * added (`demo_clock`, which has no row outside a demo). A scalar subquery, so a statement reads
 * it once however many rows it touches.
 */
export const COLONY_NOW: SQL = sql`(now() + coalesce((select offset_ms from demo_clock), 0) * interval '1 millisecond')`;

/** The demo's offset of the colony's clock, in milliseconds; 0 outside a demo. */
export async function colonyClockOffset(db: Db): Promise<number> {
  const [row] = await rows<{ offset_ms: string }>(
    db,
    sql`select coalesce((select offset_ms from demo_clock), 0)::text as offset_ms`,
  );
  return Number(row?.offset_ms ?? 0);
}

/**
 * The colony day of the colony's clock, as an expression of type `date` for other statements
 * (the clock's values may be placeholders of a statement written once).
 */
export function databaseTodayExpression(clock: {
  time: string | Placeholder;
  timeZone: string | Placeholder;
}): SQL {
  return sql`((${COLONY_NOW} at time zone ${clock.timeZone}) - ${clock.time}::interval)::date`;
}

/** The colony day of the colony's clock. */
export async function databaseToday(db: Db, clock: Clock): Promise<string> {
  const [row] = await rows<{ day: string }>(
    db,
    sql`select to_char(${databaseTodayExpression(clock)}, 'YYYY-MM-DD') as day`,
  );
  if (!row) throw new Error('the database did not answer the date');
  return row.day;
}

/** The instant a colony day begins. */
export async function databaseDayStart(db: Db, clock: Clock, day: string): Promise<Date> {
  const [row] = await rows<{ at: Date | string }>(
    db,
    sql`select ((${day}::date + ${clock.time}::interval) at time zone ${clock.timeZone}) as at`,
  );
  if (!row) throw new Error('the database did not answer the time');
  return new Date(row.at);
}

/** The settlement time and zone the colony's days are settled by, with the first day that used them. */
export interface StoredSettlementClock extends Clock {
  firstDay: string;
}

export async function storedSettlementClock(db: Db): Promise<StoredSettlementClock | undefined> {
  const [row] = await rows<{ time: string; time_zone: string; first_day: string }>(
    db,
    sql`select time, time_zone, to_char(first_day, 'YYYY-MM-DD') as first_day from settlement_clock`,
  );
  return row ? { time: row.time, timeZone: row.time_zone, firstDay: row.first_day } : undefined;
}

/** Keeps `clock` as the colony's unless one is kept already; in the transaction settling `day`. */
export async function keepSettlementClock(tx: Db, clock: Clock, day: string): Promise<void> {
  await tx.execute(sql`insert into settlement_clock (id, time, time_zone, first_day)
    values (true, ${clock.time}, ${clock.timeZone}, ${day}::date) on conflict (id) do nothing`);
}

/**
 * Keeps `clock` for a colony whose days were settled before the clock was kept (its earliest
 * settled day as the first); nothing when none is settled or a clock is kept already.
 */
export async function keepClockOfSettledDays(db: Db, clock: Clock): Promise<void> {
  await db.execute(sql`insert into settlement_clock (id, time, time_zone, first_day)
    select true, ${clock.time}, ${clock.timeZone}, min(day) from settlement_step having count(*) > 0
    on conflict (id) do nothing`);
}

export interface StepRow {
  day: string;
  step: string;
  position: number;
  figures: Record<string, string | number>;
  doneAt: Date;
}

/** Serialises the runners of one day across servers, until the transaction ends. */
const SETTLEMENT_LOCK_CLASS = 0x5e771e;

export async function lockSettlementDay(tx: Db, dayNumber: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK_CLASS}::int, ${dayNumber}::int)`);
}

export async function isStepDone(tx: Db, day: string, step: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from settlement_step where day = ${day}::date and step = ${step}`,
  );
  return found.length > 0;
}

export async function recordStep(
  tx: Db,
  step: { day: string; step: string; position: number; figures: Record<string, string | number> },
): Promise<Date> {
  const [row] = await rows<{ done_at: Date | string }>(
    tx,
    sql`insert into settlement_step (day, step, position, figures)
        values (${step.day}::date, ${step.step}, ${step.position}, ${JSON.stringify(step.figures)}::jsonb)
        returning done_at`,
  );
  if (!row) throw new Error('the settlement step was not recorded');
  return new Date(row.done_at);
}

export async function stepsOfDays(db: Db, days: string[]): Promise<StepRow[]> {
  if (days.length === 0) return [];
  const found = await rows<{
    day: string;
    step: string;
    position: number;
    figures: Record<string, string | number> | string;
    done_at: Date | string;
  }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, step, position, figures, done_at from settlement_step
        where day in (${sql.join(
          days.map((day) => sql`${day}::date`),
          sql`, `,
        )})
        order by day, position`,
  );
  return found.map((row) => ({
    day: row.day,
    step: row.step,
    position: Number(row.position),
    figures: typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures,
    doneAt: new Date(row.done_at),
  }));
}

/** The latest day with any step done, and how many of its steps are done. */
export async function latestSettledDay(db: Db): Promise<{ day: string; steps: number } | undefined> {
  const [row] = await rows<{ day: string; steps: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as steps from settlement_step
        group by day order by day desc limit 1`,
  );
  return row ? { day: row.day, steps: Number(row.steps) } : undefined;
}

/** The latest day with at least `steps` steps done. */
export async function lastCompleteDay(db: Db, steps: number): Promise<string | undefined> {
  const [row] = await rows<{ day: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day from settlement_step
        group by day having count(*) >= ${steps} order by day desc limit 1`,
  );
  return row?.day;
}

/** Settled days, newest first, with the total. */
export async function settledDays(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ days: string[]; total: number }> {
  const [list, counted] = await Promise.all([
    rows<{ day: string }>(
      db,
      sql`select distinct to_char(day, 'YYYY-MM-DD') as day from settlement_step
          order by day desc limit ${page.limit} offset ${page.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(distinct day)::int as total from settlement_step`),
  ]);
  return { days: list.map((row) => row.day), total: Number(counted[0]?.total ?? 0) };
}

/**
 * The first day anything was sold, queued, staked or joined, by the colony clock: where a colony's
 * first settlement starts.
 */
export async function firstActivityDay(db: Db, clock: Clock): Promise<string | undefined> {
  const [row] = await rows<{ day: string | null }>(
    db,
    sql`select to_char(${firstActivityDayIn(clock)}, 'YYYY-MM-DD') as day`,
  );
  return row?.day ?? undefined;
}

/** `firstActivityDay` as a `date` expression inside another statement (null before any activity). */
export function firstActivityDayIn(clock: Clock): SQL {
  return sql`least(
    (select min(day) from avatar_day_supply),
    (select ((min(created_at) at time zone ${clock.timeZone}) - ${clock.time}::interval)::date from avatar_order),
    (select min(staked_day) from staking_order),
    (select min(join_day) from defi_position)
  )`;
}
