import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { SettlementClock } from './calendar.ts';
import { type SettlementStep, settleThrough } from './runner.ts';
import { requireSettlementClock, SettlementClockChanged, storedSettlementClock } from './settlement-clock.ts';

/**
 * The settlement time and zone are fixed by the first settled day: the colony keeps them, and
 * another SETTLEMENT_TIME or SETTLEMENT_TIME_ZONE is refused (at start, by the settle command and
 * by the runner itself) with both values named, before anything is settled by it.
 */

const UTC: SettlementClock = { time: '00:00', timeZone: 'UTC' };
/** A step that does nothing: what is kept does not depend on what the steps do. */
const STEPS: SettlementStep[] = [{ name: 'clock_probe', run: async () => ({}) }];

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

function settle(through: string, clock: SettlementClock) {
  return settleThrough(db, { through, steps: STEPS, economy: DEFAULT_ECONOMY, clock, allowFuture: true });
}

async function settledDays(): Promise<string[]> {
  const found = await rows<{ day: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day from settlement_step order by day`,
  );
  return found.map((row) => row.day);
}

describe('the settlement clock', () => {
  it('takes any clock before the first settled day, then keeps the one that day used', async () => {
    await requireSettlementClock(db, { time: '06:00', timeZone: 'Asia/Singapore' });
    expect(await storedSettlementClock(db)).toBeUndefined();
    await settle('2033-01-05', UTC);
    expect(await storedSettlementClock(db)).toEqual({ ...UTC, firstDay: '2033-01-05' });
    await requireSettlementClock(db, UTC);
    expect((await settle('2033-01-06', UTC)).map((day) => day.day)).toEqual(['2033-01-06']);
    expect(await storedSettlementClock(db)).toEqual({ ...UTC, firstDay: '2033-01-05' });
  });

  it('refuses another time or zone, naming the stored and the configured values, and settles nothing by it', async () => {
    for (const clock of [
      { time: '06:00', timeZone: 'UTC' },
      { time: '00:00', timeZone: 'Asia/Singapore' },
    ]) {
      const refusal = await requireSettlementClock(db, clock).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(SettlementClockChanged);
      const message = (refusal as Error).message;
      expect(message).toContain(`SETTLEMENT_TIME=${clock.time} SETTLEMENT_TIME_ZONE=${clock.timeZone}`);
      expect(message).toContain('settled at 00:00 UTC since 2033-01-05');
      expect(message).toContain('Set SETTLEMENT_TIME=00:00 and SETTLEMENT_TIME_ZONE=UTC');
      await expect(settle('2033-01-08', clock)).rejects.toBeInstanceOf(SettlementClockChanged);
    }
    expect(await settledDays()).toEqual(['2033-01-05', '2033-01-06']);
    expect(await storedSettlementClock(db)).toEqual({ ...UTC, firstDay: '2033-01-05' });
  });

  it('keeps the configured clock of a colony whose days were settled before it was kept', async () => {
    await db.execute(sql`delete from settlement_clock`);
    const singapore = { time: '08:30', timeZone: 'Asia/Singapore' };
    await requireSettlementClock(db, singapore);
    // The earliest settled day is the first one it stands for.
    expect(await storedSettlementClock(db)).toEqual({ ...singapore, firstDay: '2033-01-05' });
    await expect(requireSettlementClock(db, UTC)).rejects.toBeInstanceOf(SettlementClockChanged);
  });
});
