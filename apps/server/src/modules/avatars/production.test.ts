import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { replayParameters } from '../../test/property-runs.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { productionAsOf } from './production.ts';
import { burnFuel } from './settlement-queries.ts';

/**
 * The closed form of an avatar's output against the day-by-day burn it replaces: random terms
 * (fuel, daily burn, shares that round down, fuel already burned), its holder's boost changing on
 * random days as the energy steps change it, and each day's output step (`burnFuel`, which
 * checkpoints the avatar when the boost changed); every day's fuel burned, output, fuel left, last
 * output day and the step's totals compared with a loop that burns one day at a time.
 * `FC_SEED=<seed>` replays a run, `FC_RUNS` sets how many.
 */

const RUNS = Number(process.env.FC_RUNS ?? 40);
const FIRST = '2033-03-01';
const DAYS = 40;

let database: Database;
let db: Db;
let holder: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const [root] = await rows<{ id: number }>(db, sql`select id from member order by id limit 1`);
  holder = Number(root?.id);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Terms {
  totalFuel: bigint;
  burned: bigint;
  dailyBurn: bigint;
  shares: [number, number, number];
  startsAfter: number;
  /** The boost from each day on (index 0: the first day), as the energy steps leave it. */
  boosts: number[];
}

const termsArbitrary = fc
  .record({
    totalFuel: fc.bigInt({ min: 1n, max: 10n ** 22n }),
    burnedShare: fc.integer({ min: 0, max: 100 }),
    dailyBurn: fc.oneof(fc.bigInt({ min: 0n, max: 50n }), fc.bigInt({ min: 1n, max: 10n ** 21n })),
    cut: fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })),
    startsAfter: fc.integer({ min: 0, max: 5 }),
    boosts: fc.array(fc.constantFrom(10_000, 10_000, 11_000, 12_500, 15_000, 20_000), {
      minLength: DAYS,
      maxLength: DAYS,
    }),
  })
  .map(({ totalFuel, burnedShare, dailyBurn, cut, startsAfter, boosts }): Terms => {
    const [low, high] = cut[0] <= cut[1] ? cut : [cut[1], cut[0]];
    return {
      totalFuel,
      burned: burnedShare === 100 ? totalFuel : (totalFuel * BigInt(burnedShare)) / 100n,
      dailyBurn,
      shares: [low, high - low, 10_000 - high],
      startsAfter,
      boosts,
    };
  });

/** Day by day: what the output step burned and paid before it was a closed form. */
function simulate(terms: Terms) {
  let burned = terms.burned;
  const output = [0n, 0n, 0n];
  let last: string | null = null;
  const days: { burned: bigint; output: bigint[]; fuelLeft: boolean; last: string | null }[] = [];
  for (let n = 0; n < DAYS; n++) {
    const day = dayAfter(FIRST, n);
    if (n >= terms.startsAfter && burned < terms.totalFuel) {
      const rate = (terms.dailyBurn * BigInt(terms.boosts[n] ?? 10_000)) / 10_000n;
      const left = terms.totalFuel - burned;
      const fuel = rate < left ? rate : left;
      burned += fuel;
      terms.shares.forEach((share, index) => {
        output[index] = (output[index] ?? 0n) + (fuel * BigInt(share)) / 10_000n;
      });
      last = day;
    }
    days.push({ burned, output: [...output], fuelLeft: burned < terms.totalFuel, last });
  }
  return days;
}

describe('an avatar’s output in closed form', () => {
  it('equals the day-by-day burn, across boost changes and the last partial day', async () => {
    const seen = { runs: 0, spent: 0, boosted: 0, partial: 0 };
    await fc.assert(
      fc.asyncProperty(termsArbitrary, async (terms) => {
        await db.execute(sql`delete from member_avatar`);
        await db.execute(sql`delete from member_energy`);
        const firstDay = dayAfter(FIRST, terms.startsAfter);
        await db.execute(sql`
          insert into member_avatar (member_id, avatar_id, kind, order_id, asset, price, total_fuel, burned_fuel,
            daily_burn, share_mm, share_mc, share_ume, first_day)
          values (${holder}, 1, 'main', gen_random_uuid(), 'USDT', 1, ${terms.totalFuel.toString()}::numeric,
            ${terms.burned.toString()}::numeric, ${terms.dailyBurn.toString()}::numeric, ${terms.shares[0]},
            ${terms.shares[1]}, ${terms.shares[2]}, ${firstDay}::date)`);
        const expected = simulate(terms);
        for (let n = 0; n < DAYS; n++) {
          const day = dayAfter(FIRST, n);
          // The energy step of the day before left the boost the day burns at.
          await db.execute(sql`
            insert into member_energy (member_id, level, boost_bps, day)
            values (${holder}, 0, ${terms.boosts[n] ?? 10_000}, ${day}::date - 1)
            on conflict (member_id) do update set boost_bps = excluded.boost_bps, day = excluded.day
            where member_energy.boost_bps <> excluded.boost_bps`);
          const step = await db.transaction((tx) => burnFuel(tx as unknown as Db, day));
          seen.boosted += step.boosted;
          const now = productionAsOf('a', sql`${day}::date`);
          const [row] = await rows<{
            burned: string;
            mm: string;
            mc: string;
            ume: string;
            fuel_left: boolean;
            last: string | null;
          }>(
            db,
            sql`select ${now.burned}::text as burned, ${now.MM}::text as mm, ${now.MC}::text as mc,
                ${now.UME}::text as ume, ${now.fuelLeft} as fuel_left,
                to_char(${now.lastOutputDay}, 'YYYY-MM-DD') as last
              from member_avatar a`,
          );
          const want = expected[n];
          const previous = expected[n - 1] ?? { burned: terms.burned, output: [0n, 0n, 0n] };
          const neverHadFuel = terms.burned === terms.totalFuel;
          expect(
            {
              burned: BigInt(row?.burned ?? -1),
              output: [BigInt(row?.mm ?? -1), BigInt(row?.mc ?? -1), BigInt(row?.ume ?? -1)],
              fuelLeft: row?.fuel_left,
              // A spent avatar's last output day is the day its fuel ran out.
              spent: row?.fuel_left || neverHadFuel ? null : row?.last,
              day: [BigInt(step.fuel), BigInt(step.MM), BigInt(step.MC), BigInt(step.UME)],
            },
            `day ${day} of ${JSON.stringify(terms, (_, value) => (typeof value === 'bigint' ? value.toString() : value))}`,
          ).toEqual({
            burned: want?.burned,
            output: want?.output,
            fuelLeft: want?.fuelLeft,
            spent: want?.fuelLeft || neverHadFuel ? null : want?.last,
            day: [
              (want?.burned ?? 0n) - previous.burned,
              ...[0, 1, 2].map((index) => (want?.output[index] ?? 0n) - (previous.output[index] ?? 0n)),
            ],
          });
        }
        const end = expected.at(-1);
        seen.runs++;
        if (end && !end.fuelLeft && terms.burned < terms.totalFuel) seen.spent++;
        if (end && (terms.totalFuel - terms.burned) % (terms.dailyBurn || 1n) !== 0n) seen.partial++;
      }),
      { ...replayParameters(), numRuns: RUNS },
    );
    console.info(`closed-form runs went through: ${JSON.stringify(seen)}`);
    expect(seen.spent).toBeGreaterThan(0);
    expect(seen.boosted).toBeGreaterThan(0);
  }, 600_000);
});
