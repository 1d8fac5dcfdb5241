import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import { replayParameters } from '../../test/property-runs.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { findRootMember } from '../members/queries.ts';
import { joinColony } from '../members/service.ts';
import { runsAgainstEvents } from './audit-queries.ts';
import { dayOf, insertSaleEvent, legsWindow, liveFigures, membersById } from './queries.ts';
import { compactTeamEvents } from './service.ts';

/**
 * The read path's sums of the events not folded, against the events themselves: random trees
 * (some with more direct members than are summed leg by leg, and spread out as they grow), sales
 * on several days, members becoming effective users more than once (on one day and on several),
 * compactions and folds of the events at random points. With no folded figures (`member_team`
 * stays empty), every figure a read answers is a sum of events, so each is compared with the same
 * sum over the events walked down the tree here, whatever of them is compacted. The events are
 * written straight, as sign-ups and sales write them, and folded as the fold marks them, so the
 * rules of what an event is never enter: the model test covers those.
 */

const CLOCK = { time: '00:00', timeZone: 'UTC' };
const RUNS = Number(process.env.FC_RUNS ?? 15);
/** More than the read path sums leg by leg. */
const WIDE = 66;

let database: Database;
let db: Db;
let rootId: number;
let today: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  rootId = (await findRootMember(db))?.id as number;
  today = await colonyToday(db, CLOCK);
});

afterAll(async () => {
  await database?.close();
});

type Action =
  | { type: 'join'; under: number | 'last' }
  | { type: 'sale'; member: number; day: -1 | 0 | 1; performance: number; became: boolean }
  | { type: 'compact' }
  | { type: 'fold' }
  | { type: 'check' };

const actions: fc.Arbitrary<Action[]> = fc.array(
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        type: fc.constant('join' as const),
        under: fc.oneof(fc.nat(), fc.constant('last' as const)),
      }),
    },
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('sale' as const),
        // Mostly the first few members, so members buy again, on other days and after compactions.
        member: fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 5 }) }, { weight: 1, arbitrary: fc.nat() }),
        day: fc.constantFrom(-1 as const, 0 as const, 1 as const),
        performance: fc.constantFrom(0, 1, 50, 100),
        became: fc.boolean(),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('compact' as const) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('fold' as const) }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('check' as const) }) },
  ),
  { minLength: 10, maxLength: 60 },
);

async function join(superiorId: number): Promise<number> {
  return (await joinColony(db, privateKeyToAddress(generatePrivateKey()), superiorId, CLOCK)).id;
}

/** A sale's event, as a sale writes it in its transaction. */
function sell(memberId: number, day: string, performance: bigint, becameEffective: boolean): Promise<void> {
  return db.transaction((tx) =>
    insertSaleEvent(tx as unknown as Db, { memberId, day, performance, becameEffective }),
  );
}

/** The live figures of member `id`, with today's. */
async function figuresOf(id: number) {
  const [row] = await liveFigures(db, membersById([id]), { largestLeg: true, today: dayOf(today) });
  return row;
}

/** What the fold does to the events (and to the runs), without the figures: none are folded. */
async function foldEvents(): Promise<void> {
  await db.execute(sql`update team_event set folded = true, compacted = false where not folded or compacted`);
  await db.execute(sql`delete from team_event_run`);
  await db.execute(sql`delete from team_run_total`);
}

interface Event {
  memberId: number;
  day: string;
  joined: boolean;
  became: boolean;
  performance: bigint;
  folded: boolean;
}

/** Each member's figures summed from the events, walking the tree of the run's members. */
function expectedOf(ids: number[], superiorOf: Map<number, number>, events: Event[]) {
  const children = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const id of ids) children.get(superiorOf.get(id) as number)?.push(id);
  const below = (id: number): number[] =>
    (children.get(id) ?? []).flatMap((child) => [child, ...below(child)]);
  const of = (members: number[]) => {
    const set = new Set(members);
    const mine = events.filter((event) => set.has(event.memberId));
    const unfolded = mine.filter((event) => !event.folded);
    const ofToday = mine.filter((event) => event.day === today);
    const distinct = (list: Event[]) => new Set(list.filter((e) => e.became).map((e) => e.memberId)).size;
    const sum = (list: Event[]) => list.reduce((total, event) => total + event.performance, 0n);
    return {
      events: unfolded.length,
      joined: unfolded.filter((e) => e.joined).length,
      became: distinct(unfolded),
      performance: sum(unfolded),
      todayJoined: ofToday.filter((e) => e.joined).length,
      todayBecame: distinct(ofToday),
      todayPerformance: sum(ofToday),
    };
  };
  return new Map(
    ids.map((id) => {
      const own = of([id]);
      const team = of(below(id));
      const direct = of(children.get(id) ?? []);
      const legs = (children.get(id) ?? [])
        .map((leg) => ({ id: leg, ...of([leg, ...below(leg)]) }))
        .filter((leg) => leg.events > 0);
      const largest = [...legs].sort((a, b) =>
        a.performance === b.performance ? a.id - b.id : a.performance > b.performance ? -1 : 1,
      )[0];
      return [
        id,
        {
          figures: {
            effective: own.became > 0,
            teamSize: team.joined,
            directCount: direct.joined,
            directEffective: direct.became,
            effectiveCount: team.became,
            personalPerformance: own.performance.toString(),
            teamPerformance: team.performance.toString(),
            // With no folded figures, a leg whose events add nothing may or may not be a candidate
            // (the folded largest would win over it): the largest is compared when it weighs something.
            ...(largest && largest.performance > 0n ? { largestLegId: largest.id } : {}),
            largestLegPerformance: (largest?.performance ?? 0n).toString(),
            todayPerformance: team.todayPerformance.toString(),
            todayNewMembers: team.todayJoined,
            todayNewEffective: team.todayBecame,
          },
          legs: legs
            .map((leg) => ({
              id: leg.id,
              size: leg.joined,
              effectiveCount: leg.became,
              performance: leg.performance,
            }))
            .sort((a, b) => a.id - b.id),
        },
      ];
    }),
  );
}

async function check(ids: number[], superiorOf: Map<number, number>): Promise<void> {
  const found = await rows<{
    member_id: number;
    day: string;
    joined: boolean;
    became_effective: boolean;
    performance: string;
    folded: boolean;
  }>(
    db,
    sql`select member_id, to_char(day, 'YYYY-MM-DD') as day, joined, became_effective, performance::text, folded
        from team_event where member_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const events = found.map((row) => ({
    memberId: Number(row.member_id),
    day: row.day,
    joined: row.joined,
    became: row.became_effective,
    performance: BigInt(row.performance),
    folded: row.folded,
  }));
  const expected = expectedOf(ids, superiorOf, events);
  const answered = await liveFigures(db, membersById(ids), { largestLeg: true, today: dayOf(today) });
  for (const row of answered) {
    const wanted = expected.get(row.id);
    expect({ member: row.id, ...row }).toMatchObject({ member: row.id, ...wanted?.figures });
    const window = await legsWindow(db, row.id, 0, WIDE * 2);
    expect({ member: row.id, legs: [...(window?.changed ?? [])].sort((a, b) => a.id - b.id) }).toEqual({
      member: row.id,
      legs: wanted?.legs.map((leg) => ({ ...leg, address: expect.any(String) })),
    });
    // The group's totals come from the legs' sums, the index's from the team's: they agree (the
    // largest leg's id where it weighs something, as above).
    const weighs = BigInt(row.largestLegPerformance) > 0n;
    expect({ member: row.id, ...window?.superior, ...(weighs ? {} : { largestLegId: null }) }).toEqual({
      member: row.id,
      directCount: row.directCount,
      teamPerformance: row.teamPerformance,
      largestLegId: weighs ? row.largestLegId : null,
      largestLegPerformance: row.largestLegPerformance,
    });
  }
  expect(await runsAgainstEvents(db)).toEqual({ wrong: 0, wrongTotals: 0 });
}

describe('the compacted runs', () => {
  it('sum what the events not folded sum, compacted or not, on random trees', {
    timeout: 600_000,
  }, async () => {
    const seen = { compactions: 0, mixedChecks: 0, foldedCompactedChecks: 0, wide: 0, checks: 0 };
    await fc.assert(
      fc.asyncProperty(fc.boolean(), actions, async (wide, steps) => {
        const top = await join(rootId);
        const ids = [top];
        const superiorOf = new Map<number, number>();
        if (wide) {
          seen.wide++;
          for (let n = 0; n < WIDE; n++) {
            const id = await join(top);
            ids.push(id);
            superiorOf.set(id, top);
          }
        }
        for (const step of steps) {
          if (step.type === 'join') {
            const superior =
              step.under === 'last' ? (ids.at(-1) as number) : (ids[step.under % ids.length] as number);
            const id = await join(superior);
            ids.push(id);
            superiorOf.set(id, superior);
          } else if (step.type === 'sale') {
            await sell(
              ids[step.member % ids.length] as number,
              addDays(today, step.day),
              BigInt(step.performance),
              step.became,
            );
          } else if (step.type === 'compact') {
            if (await compactTeamEvents(db, CLOCK)) seen.compactions++;
          } else if (step.type === 'fold') await foldEvents();
          else {
            const [state] = await rows<{ mixed: boolean; folded_compacted: boolean }>(
              db,
              sql`select exists (select 1 from team_event_run)
                    and exists (select 1 from team_event where not folded and not compacted) as mixed,
                  exists (select 1 from team_event where folded and compacted) as folded_compacted`,
            );
            if (state?.mixed) seen.mixedChecks++;
            if (state?.folded_compacted) seen.foldedCompactedChecks++;
            seen.checks++;
            await check(ids, superiorOf);
          }
        }
        await check(ids, superiorOf);
        await compactTeamEvents(db, CLOCK);
        await check(ids, superiorOf);
      }),
      { ...replayParameters(), numRuns: RUNS },
    );
    console.info('team runs property went through', seen);
    expect(seen.compactions).toBeGreaterThan(0);
    expect(seen.foldedCompactedChecks).toBeGreaterThan(0);
  });

  it("sum today's events the fold counted for today's figures, once, and leave earlier days' alone", async () => {
    const top = await join(rootId);
    const member = await join(top);
    const superiorOf = new Map([[member, top]]);
    const sale = (day: string, performance: bigint, becameEffective: boolean) =>
      sell(member, day, performance, becameEffective);
    const compactedOf = async () => {
      const [row] = await rows<{ folded_today: number; folded_earlier: number }>(
        db,
        sql`select count(*) filter (where folded and compacted and day = ${today}::date)::int as folded_today,
              count(*) filter (where folded and compacted and day < ${today}::date)::int as folded_earlier
            from team_event where member_id = ${member}`,
      );
      return row;
    };
    await sale(addDays(today, -1), 7n, false);
    await sale(today, 5n, true);
    await foldEvents();
    // The fold's events of today (the member's sign-up and sale) are compacted, yesterday's not (read
    // by nothing), and only once.
    expect((await compactTeamEvents(db, CLOCK))?.compacted).toBeGreaterThanOrEqual(2);
    expect(await compactedOf()).toEqual({ folded_today: 2, folded_earlier: 0 });
    expect(await compactTeamEvents(db, CLOCK)).toBeUndefined();
    expect(await figuresOf(top)).toMatchObject({
      teamPerformance: '0',
      effectiveCount: 0,
      todayPerformance: '5',
      todayNewMembers: 1,
      todayNewEffective: 1,
    });
    await check([top, member], superiorOf);
    // A sale of today after the fold: fresh, then compacted with the folded one; the member
    // becomes effective once today however their events are split.
    await sale(today, 3n, true);
    expect(await figuresOf(top)).toMatchObject({
      teamPerformance: '3',
      effectiveCount: 1,
      todayPerformance: '8',
      todayNewEffective: 1,
    });
    await compactTeamEvents(db, CLOCK);
    expect(await figuresOf(top)).toMatchObject({
      teamPerformance: '3',
      effectiveCount: 1,
      todayPerformance: '8',
      todayNewEffective: 1,
    });
    await check([top, member], superiorOf);
    // The next fold makes them all fresh again, and empties the runs.
    await foldEvents();
    expect(await compactedOf()).toEqual({ folded_today: 0, folded_earlier: 0 });
    await check([top, member], superiorOf);
  });

  it(`add an event once when its transaction took the smaller id and commits after a compaction took a later one ${RACES_ON_POSTGRES}`, async () => {
    const top = await join(rootId);
    const early = await join(top);
    const late = await join(top);
    const superiorOf = new Map([
      [early, top],
      [late, top],
    ]);
    await compactTeamEvents(db, CLOCK);
    const racing = testDatabaseKind() === 'postgres';
    let wrote: () => void = () => {};
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Takes its id first, and commits last.
    const held = db.transaction(async (tx) => {
      await insertSaleEvent(tx as unknown as Db, {
        memberId: early,
        day: today,
        performance: 100n,
        becameEffective: true,
      });
      wrote();
      if (racing) await released;
    });
    if (racing) {
      await written;
      await sell(late, today, 50n, true);
      expect((await compactTeamEvents(db, CLOCK))?.compacted).toBe(1);
      expect(await figuresOf(top)).toMatchObject({ teamPerformance: '50', effectiveCount: 1 });
      release();
    } else await sell(late, today, 50n, true);
    await held;
    const [order] = await rows<{ early_first: boolean }>(
      db,
      sql`select (select max(id) from team_event where member_id = ${early})
            < (select max(id) from team_event where member_id = ${late}) as early_first`,
    );
    expect(order?.early_first).toBe(true);
    // The next run takes the one left, and no run takes either again.
    expect((await compactTeamEvents(db, CLOCK))?.compacted).toBe(racing ? 1 : 2);
    expect(await compactTeamEvents(db, CLOCK)).toBeUndefined();
    expect(await figuresOf(top)).toMatchObject({
      teamPerformance: '150',
      effectiveCount: 2,
      todayPerformance: '150',
      todayNewEffective: 2,
    });
    await check([top, early, late], superiorOf);
  });

  it('count a member effective once however their becoming one is split between runs and fresh events', async () => {
    const top = await join(rootId);
    const member = await join(top);
    const superiorOf = new Map([[member, top]]);
    const became = (day: string) => sell(member, day, 1n, true);
    const figures = async () => {
      const row = await figuresOf(top);
      return { effectiveCount: row?.effectiveCount, todayNewEffective: row?.todayNewEffective };
    };
    // Yesterday's compacted; today's fresh: once in all, once today.
    await became(addDays(today, -1));
    await compactTeamEvents(db, CLOCK);
    await became(today);
    expect(await figures()).toEqual({ effectiveCount: 1, todayNewEffective: 1 });
    await check([top, member], superiorOf);
    // Today's compacted, and today's again fresh.
    await compactTeamEvents(db, CLOCK);
    await became(today);
    expect(await figures()).toEqual({ effectiveCount: 1, todayNewEffective: 1 });
    await compactTeamEvents(db, CLOCK);
    expect(await figures()).toEqual({ effectiveCount: 1, todayNewEffective: 1 });
    await check([top, member], superiorOf);
  });
});
