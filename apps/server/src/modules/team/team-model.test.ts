import type { TeamFigures, TeamGroupResponse, TeamListsResponse } from '@colony/contract/team';
import { TEAM_PATHS } from '@colony/contract/team';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, economyProblems } from '../../economy/config.ts';
import { DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import { settleThrough } from '../../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../../settlement/steps.ts';
import {
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { replayParameters } from '../../test/property-runs.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findMemberByAddress } from '../members/queries.ts';
import { auditTeam, formatTeamAudit } from './audit.ts';
import { compactTeamEvents } from './service.ts';

/**
 * Every figure of every member against a model written from the definitions (docs/economy.md
 * "Team"), not from the server's code: random trees (wide, deep, mixed) grown by sign-ups through
 * the API, purchases (some sold out and queued, served by later settlements), and days settled one
 * or two at a time. An avatar of one kind never runs out in the test; one of the other spends all
 * its fuel on its first day, so members stop being effective users and become them again. The
 * events not folded are compacted at random points (between sign-ups that spread the order out and
 * sales, before and after folds), so figures are read with everything fresh, everything compacted,
 * and both. At random points, and after each settlement (figures folded), every member's index,
 * direct members and legs are what the model says, and `team:audit` is clean. `FC_SEED` (and
 * `FC_PATH`) replay a run, `FC_RUNS` sets how many.
 */

const CLOCK = { time: '00:00', timeZone: 'UTC' };
const RUNS = Number(process.env.FC_RUNS ?? 5);
const CREATE = '/api/nft/nft_order/orderCreate';
const ONE = 10n ** 18n;

/** Avatar 1 lasts (1 % a day of twice its price); avatar 15 burns all its fuel on its first day. */
const LASTING = 1;
const ONE_DAY = 15;
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: [
    {
      ...(DEFAULT_ECONOMY.avatars.find((rule) => rule.id === 1) as EconomyConfig['avatars'][number]),
      dailySupply: 2,
    },
    {
      id: ONE_DAY,
      kind: 'alliance',
      names: { en: 'Spark' },
      assets: ['USDT'],
      price: 50n * ONE,
      fuelMultiplierBps: 10_000,
      dailyYieldBps: 10_000,
      outputBps: { MM: 4_000, MC: 4_000, UME: 2_000 },
      dailySupply: 2,
      forSale: true,
    },
  ],
};

let database: Database;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  expect(economyProblems(ECONOMY)).toEqual([]);
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, { SETTLEMENT_ALLOW_FUTURE: 'true' }, { economy: ECONOMY });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

// ---------------------------------------------------------------------------
// The model

interface ModelMember {
  id: number;
  address: string;
  session: TestMember;
  inviteCode: string;
  superior: number | null;
  children: number[];
  /** Avatars held: their kind and first day of output. */
  avatars: { lasting: boolean; firstDay: string }[];
  sales: { price: bigint; day: string; becameEffective: boolean }[];
}

/** What the runs went through, printed at the end: a run that never queues or never folds proves little. */
const seen = {
  members: 0,
  deepest: 0,
  sales: 0,
  served: 0,
  becameEffective: 0,
  spent: 0,
  folds: 0,
  compactions: 0,
  checks: 0,
  /** Checks that read compacted runs and fresh events together. */
  mixedChecks: 0,
};

/** The colony: the last day settled (its fuel burned) is shared by every run of the property. */
const colony = { settled: undefined as string | undefined };

/** Holds an avatar with fuel left: one that lasts, or one whose first day has not been settled yet. */
const hasFuel = (member: ModelMember, settled: string | undefined) =>
  member.avatars.some((avatar) => avatar.lasting || settled === undefined || avatar.firstDay > settled);

function below(members: ModelMember[], index: number): number[] {
  const found: number[] = [];
  const walk = (at: number) => {
    for (const child of (members[at] as ModelMember).children) {
      found.push(child);
      walk(child);
    }
  };
  walk(index);
  return found;
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
const personal = (member: ModelMember) => sum(member.sales.map((sale) => sale.price));

function expectedFigures(
  members: ModelMember[],
  index: number,
  today: string,
  joinedOn: Map<number, string>,
) {
  const me = members[index] as ModelMember;
  const team = below(members, index).map((i) => members[i] as ModelMember);
  const effective = (member: ModelMember) => hasFuel(member, colony.settled);
  const legs = me.children.map((child) => {
    const leg = [child, ...below(members, child)].map((i) => members[i] as ModelMember);
    return {
      member: members[child] as ModelMember,
      size: leg.length,
      effectiveCount: leg.filter(effective).length,
      performance: sum(leg.map(personal)),
    };
  });
  legs.sort((a, b) =>
    a.performance === b.performance ? a.member.id - b.member.id : a.performance > b.performance ? -1 : 1,
  );
  const teamPerformance = sum(team.map(personal));
  const largest = legs[0];
  return {
    figures: {
      effective: effective(me),
      teamSize: team.length,
      directCount: me.children.length,
      directEffectiveCount: me.children.filter((i) => effective(members[i] as ModelMember)).length,
      effectiveCount: team.filter(effective).length,
      personalPerformance: personal(me).toString(),
      teamPerformance: teamPerformance.toString(),
      largestLegAddress: largest?.member.address ?? null,
      largestLegPerformance: (largest?.performance ?? 0n).toString(),
      smallZonePerformance: (teamPerformance - (largest?.performance ?? 0n)).toString(),
      todayPerformance: sum(
        team.flatMap((m) => m.sales.filter((s) => s.day === today).map((s) => s.price)),
      ).toString(),
      todayNewMembers: team.filter((m) => joinedOn.get(m.id) === today).length,
      todayNewEffective: team.filter((m) => m.sales.some((s) => s.day === today && s.becameEffective)).length,
    },
    legs,
    /** Newest first: a member joins right after its superior. */
    direct: [...me.children].reverse().map((i) => members[i] as ModelMember),
  };
}

// ---------------------------------------------------------------------------
// Scenarios

type Action =
  | { type: 'join'; under: 'last' | 'runRoot' | number }
  | { type: 'buy'; member: number; lasting: boolean; queue: boolean }
  | { type: 'settle'; days: 1 | 2 }
  | { type: 'compact' }
  | { type: 'check' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('join' as const),
      // Below the newest member (deep), the run's first (wide), or anyone.
      under: fc.oneof(
        { weight: 3, arbitrary: fc.constant('last' as const) },
        { weight: 1, arbitrary: fc.constant('runRoot' as const) },
        { weight: 2, arbitrary: fc.nat() },
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('buy' as const),
      member: fc.nat(),
      lasting: fc.boolean(),
      queue: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('settle' as const),
      days: fc.constantFrom(1 as const, 2 as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('compact' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('check' as const) }) },
);

async function join(superior: ModelMember | null, members: ModelMember[]): Promise<ModelMember> {
  const session = await signInNewMember(
    app,
    db,
    privateKeyToAccount(generatePrivateKey()),
    superior?.inviteCode ?? DEMO_ROOT_INVITE_CODE,
  );
  await fundMember(db, session.memberId, 'USDT', 100_000n * ONE);
  const row = await findMemberByAddress(db, session.address);
  const member: ModelMember = {
    id: session.memberId,
    address: session.address,
    session,
    inviteCode: row?.inviteCode ?? '',
    superior: superior ? members.indexOf(superior) : null,
    children: [],
    avatars: [],
    sales: [],
  };
  members.push(member);
  if (superior) superior.children.push(members.length - 1);
  return member;
}

async function buy(member: ModelMember, lasting: boolean, queue: boolean): Promise<void> {
  const avatarId = lasting ? LASTING : ONE_DAY;
  const response = await postWrite(app, CREATE, { avatarId, asset: 'USDT', queue }, member.session);
  const body = response.json();
  if (body.data?.status !== 'paid') return;
  const [order] = await rows<{ day: string }>(
    db,
    sql`select to_char(sale_day, 'YYYY-MM-DD') as day from avatar_order where id = ${body.data.id}`,
  );
  const day = order?.day as string;
  const price = ECONOMY.avatars.find((rule) => rule.id === avatarId)?.price as bigint;
  member.sales.push({ price, day, becameEffective: !hasFuel(member, colony.settled) });
  seen.sales++;
  member.avatars.push({ lasting, firstDay: addDays(day, 1) });
}

/** Settles the next `days` days; the queue entries each served become sales of the model. */
async function settle(days: number, members: ModelMember[]): Promise<void> {
  const byId = new Map(members.map((member) => [member.id, member]));
  for (let n = 0; n < days; n++) {
    const day = colony.settled ? addDays(colony.settled, 1) : await colonyToday(db, CLOCK);
    await settleThrough(db, {
      through: day,
      steps: SETTLEMENT_STEPS,
      economy: ECONOMY,
      clock: CLOCK,
      allowFuture: true,
    });
    const served = await rows<{ member_id: number; avatar_id: number; amount: string; day: string }>(
      db,
      sql`select member_id, avatar_id, amount::text, to_char(sale_day, 'YYYY-MM-DD') as day from avatar_order
          where status = 'paid' and settled_day = ${day}::date and pending_transfer_id is not null order by queue_seq`,
    );
    // Served before that day's output burned anything: each buyer's first entry finds the fuel left
    // with the day before settled; the entries after it find that one's avatar.
    const buyers = new Set<number>();
    for (const order of served) {
      const member = byId.get(Number(order.member_id));
      if (!member) continue;
      const first = !buyers.has(member.id);
      buyers.add(member.id);
      member.sales.push({
        price: BigInt(order.amount),
        day: order.day,
        becameEffective: first && !hasFuel(member, colony.settled),
      });
      member.avatars.push({ lasting: Number(order.avatar_id) === LASTING, firstDay: addDays(order.day, 1) });
      seen.served++;
    }
    const spentBefore = members.filter(
      (member) => member.avatars.length > 0 && !hasFuel(member, colony.settled),
    );
    colony.settled = day;
    seen.folds++;
    seen.spent +=
      members.filter((member) => member.avatars.length > 0 && !hasFuel(member, day)).length -
      spentBefore.length;
  }
}

/** What the background job does every few seconds: the events not folded, summed into runs. */
async function compact(): Promise<void> {
  if (await compactTeamEvents(db, CLOCK)) seen.compactions++;
}

async function check(members: ModelMember[], full: boolean): Promise<void> {
  seen.checks++;
  const [state] = await rows<{ mixed: boolean }>(
    db,
    sql`select exists (select 1 from team_event_run)
          and exists (select 1 from team_event where not folded and not compacted) as mixed`,
  );
  if (state?.mixed) seen.mixedChecks++;
  const today = await colonyToday(db, CLOCK);
  const joined = await rows<{ id: number; day: string }>(
    db,
    sql`select id, to_char(((created_at at time zone ${CLOCK.timeZone}) - ${CLOCK.time}::interval)::date, 'YYYY-MM-DD') as day
        from member`,
  );
  const joinedOn = new Map(joined.map((row) => [Number(row.id), row.day]));
  for (const [index, member] of members.entries()) {
    const expected = expectedFigures(members, index, today, joinedOn);
    const response = await post(app, `/api${TEAM_PATHS.index}`, {}, member.session.headers);
    const figures = response.json().data as TeamFigures;
    expect({ member: index, ...figures }).toMatchObject({ member: index, ...expected.figures, today });
    if (!full) continue;
    const listed: TeamListsResponse['list'] = [];
    for (let page = 1; ; page++) {
      const lists = (
        await post(app, `/api${TEAM_PATHS.lists}`, { page, limit: 2 }, member.session.headers)
      ).json().data as TeamListsResponse;
      expect(lists.total).toBe(expected.direct.length);
      listed.push(...lists.list);
      if (lists.list.length < 2) break;
    }
    expect(listed.map((entry) => entry.address)).toEqual(expected.direct.map((direct) => direct.address));
    for (const entry of listed) {
      const own = expectedFigures(
        members,
        members.findIndex((m) => m.address === entry.address),
        today,
        joinedOn,
      );
      expect(entry).toMatchObject({
        effective: own.figures.effective,
        personalPerformance: own.figures.personalPerformance,
        teamSize: own.figures.teamSize,
        teamPerformance: own.figures.teamPerformance,
        legPerformance: (
          BigInt(own.figures.personalPerformance) + BigInt(own.figures.teamPerformance)
        ).toString(),
      });
    }
    const legs: TeamGroupResponse['list'] = [];
    for (let page = 1; ; page++) {
      const group = (
        await post(app, `/api${TEAM_PATHS.group}`, { page, limit: 2 }, member.session.headers)
      ).json().data as TeamGroupResponse;
      expect(group).toMatchObject({
        total: expected.legs.length,
        teamPerformance: expected.figures.teamPerformance,
        largestLegPerformance: expected.figures.largestLegPerformance,
        smallZonePerformance: expected.figures.smallZonePerformance,
      });
      legs.push(...group.list);
      if (group.list.length < 2) break;
    }
    expect(legs).toEqual(
      expected.legs.map((leg, position) => ({
        address: leg.member.address,
        size: leg.size,
        effectiveCount: leg.effectiveCount,
        performance: leg.performance.toString(),
        largest: position === 0,
      })),
    );
  }
  const report = await auditTeam(db, CLOCK);
  expect(report.clean, formatTeamAudit(report)).toBe(true);
}

describe('team figures against the model', () => {
  it('answer every member what the definitions say, before and after each fold, on random trees', {
    timeout: 900_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 20, maxLength: 70 }), async (actions) => {
        const members: ModelMember[] = [];
        await join(null, members);
        for (const step of actions) {
          if (step.type === 'join') {
            const under =
              step.under === 'last'
                ? members.at(-1)
                : step.under === 'runRoot'
                  ? members[0]
                  : members[step.under % members.length];
            await join(under ?? null, members);
          } else if (step.type === 'buy') {
            await buy(members[step.member % members.length] as ModelMember, step.lasting, step.queue);
          } else if (step.type === 'settle') {
            await settle(step.days, members);
            await check(members, false);
          } else if (step.type === 'compact') await compact();
          else await check(members, false);
        }
        // Every figure with the events as the run left them, then with runs and fresh events both.
        await check(members, true);
        await join(members[0] ?? null, members);
        await compact();
        await join(members.at(-1) ?? null, members);
        await check(members, true);
        await settle(1, members);
        await check(members, true);
        seen.members += members.length;
        seen.becameEffective += members.flatMap((member) =>
          member.sales.filter((sale) => sale.becameEffective),
        ).length;
        const depth = (index: number): number => {
          const superior = (members[index] as ModelMember).superior;
          return superior === null ? 0 : 1 + depth(superior);
        };
        seen.deepest = Math.max(seen.deepest, ...members.map((_, index) => depth(index)));
      }),
      { ...replayParameters(), numRuns: RUNS },
    );
    console.info('team model runs went through', seen);
    expect(seen.served).toBeGreaterThan(0);
    expect(seen.spent).toBeGreaterThan(0);
    expect(seen.compactions).toBeGreaterThan(0);
    expect(seen.mixedChecks).toBeGreaterThan(0);
    await expectCleanLedger(db);
  });
});
