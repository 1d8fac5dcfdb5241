import type { TeamFigures, TeamListsResponse } from '@colony/contract/team';
import { TEAM_PATHS } from '@colony/contract/team';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
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
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { randomInviteCode } from '../members/invite-code-generator.ts';
import { findMemberByAddress, insertMemberIfAbsent } from '../members/queries.ts';
import { auditTeam, formatTeamAudit } from './audit.ts';
import { compactTeamEvents, recordJoin } from './service.ts';
import { teamSettlementSteps } from './settlement-steps.ts';

/**
 * Sign-ups and purchases at once, and a settlement serving the queue while the same members buy:
 * every sign-up and sale counted once, every member becoming an effective user once, the events in
 * their members' places however the order was spread out meanwhile, and `team:audit` clean. The
 * compaction runs over and over beside sign-ups, purchases and the fold: its runs and the teams'
 * totals stay the sums of the events it marked.
 */

const CLOCK = { time: '00:00', timeZone: 'UTC' };
const CREATE = '/api/nft/nft_order/orderCreate';
const usd = (whole: string) => wholeUnits(whole, 'USDT');
/** Plenty of main avatars; five alliance rangers a day, so they queue. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) =>
    rule.id === 1 ? { ...rule, dailySupply: 10_000 } : rule.id === 15 ? { ...rule, dailySupply: 5 } : rule,
  ),
};

let database: Database;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, { SETTLEMENT_ALLOW_FUTURE: 'true' }, { economy: ECONOMY });
});

afterEach(async () => {
  await expectCleanLedger(db);
  const report = await auditTeam(db, CLOCK);
  expect(report.clean, formatTeamAudit(report)).toBe(true);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function codeOf(member: TestMember | null): Promise<string> {
  return member ? ((await findMemberByAddress(db, member.address))?.inviteCode ?? '') : DEMO_ROOT_INVITE_CODE;
}

async function join(superior: TestMember | null, funds = '0'): Promise<TestMember> {
  const member = await signInNewMember(
    app,
    db,
    privateKeyToAccount(generatePrivateKey()),
    await codeOf(superior),
  );
  if (funds !== '0') await fundMember(db, member.memberId, 'USDT', usd(funds));
  return member;
}

async function figuresOf(member: TestMember): Promise<TeamFigures> {
  return (await post(app, `/api${TEAM_PATHS.index}`, {}, member.headers)).json().data;
}

/** The next day not settled yet (today, or the day after the last one settled). */
async function nextDay(): Promise<string> {
  const [last] = await rows<{ day: string | null }>(
    db,
    sql`select to_char(max(day), 'YYYY-MM-DD') as day from settlement_step`,
  );
  return last?.day ? addDays(last.day, 1) : await colonyToday(db, CLOCK);
}

/** Settles the next day not settled yet. */
async function settleNextDay(): Promise<void> {
  const through = await nextDay();
  await settleThrough(db, {
    through,
    steps: SETTLEMENT_STEPS,
    economy: ECONOMY,
    clock: CLOCK,
    allowFuture: true,
  });
}

/** How many events with `became_effective` each member has. */
async function becameEffectiveEvents(members: TestMember[]): Promise<number[]> {
  const found = await rows<{ member_id: number; n: number }>(
    db,
    sql`select member_id, count(*) filter (where became_effective)::int as n from team_event
        where member_id in (${sql.join(
          members.map((member) => sql`${member.memberId}`),
          sql`, `,
        )}) group by member_id`,
  );
  const byMember = new Map(found.map((row) => [Number(row.member_id), Number(row.n)]));
  return members.map((member) => byMember.get(member.memberId) ?? 0);
}

describe('the team figures under concurrent writes', () => {
  it(`count every one of many sign-ups below one member at once ${RACES_ON_POSTGRES}`, async () => {
    const superior = await join(null);
    const accounts = Array.from({ length: 40 }, () => privateKeyToAccount(generatePrivateKey()));
    const code = await codeOf(superior);
    const joined = await Promise.all(accounts.map((account) => signInNewMember(app, db, account, code)));
    const figures = await figuresOf(superior);
    expect(figures).toMatchObject({ teamSize: 40, directCount: 40, todayNewMembers: 40, effectiveCount: 0 });
    const listed = (await post(app, `/api${TEAM_PATHS.lists}`, { limit: 100 }, superior.headers)).json()
      .data as TeamListsResponse;
    expect(listed.total).toBe(40);
    expect(new Set(listed.list.map((entry) => entry.address))).toEqual(new Set(joined.map((m) => m.address)));
    await settleNextDay();
    expect(await figuresOf(superior)).toEqual(figures);
  });

  it(`count every sale in one leg bought at once, each buyer effective once ${RACES_ON_POSTGRES}`, async () => {
    const superior = await join(null);
    const leg = await join(superior, '1000');
    const below: TestMember[] = [];
    for (let n = 0; n < 12; n++) below.push(await join(n % 2 ? leg : (below.at(-1) ?? leg), '1000'));
    const buyers = [leg, ...below];
    // Each buyer twice at once: main avatars of 100.
    const answers = await Promise.all(
      [...buyers, ...buyers].map((member) => postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, member)),
    );
    for (const answer of answers) expect(answer.json().data?.status, answer.body).toBe('paid');
    const total = usd(String(100 * 2 * buyers.length)).toString();
    expect(await figuresOf(superior)).toMatchObject({
      teamSize: 13,
      effectiveCount: 13,
      directEffectiveCount: 1,
      teamPerformance: total,
      largestLegAddress: leg.address,
      largestLegPerformance: total,
      smallZonePerformance: '0',
    });
    expect(await becameEffectiveEvents(buyers)).toEqual(buyers.map(() => 1));
  });

  it(`count a member effective once when the settlement serves their queue entry as they buy ${RACES_ON_POSTGRES}`, async () => {
    const superior = await join(null);
    const filler = await join(superior, '10000');
    // Whatever is left of today's rangers goes to the filler, so the next ones queue.
    while (
      (await postWrite(app, CREATE, { avatarId: 15, asset: 'USDT' }, filler)).json().data?.status === 'paid'
    );
    const waiting: TestMember[] = [];
    for (let n = 0; n < 5; n++) waiting.push(await join(superior, '1000'));
    for (const member of waiting) {
      const queued = await postWrite(app, CREATE, { avatarId: 15, asset: 'USDT', queue: true }, member);
      expect(queued.json().data?.status, queued.body).toBe('queued');
    }
    const [bought] = await Promise.all([
      Promise.all(waiting.map((member) => postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, member))),
      settleNextDay(),
    ]);
    for (const answer of bought) expect(answer.json().data?.status, answer.body).toBe('paid');
    expect(await becameEffectiveEvents(waiting)).toEqual(waiting.map(() => 1));
    expect(await figuresOf(superior)).toMatchObject({ effectiveCount: 6, directEffectiveCount: 6 });
  });

  it(`keep events in their members' places while sign-ups spread the order out during a fold ${RACES_ON_POSTGRES}`, async () => {
    const superior = await join(null);
    const buyer = await join(superior, '1000');
    expect((await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, buyer)).json().data?.status).toBe(
      'paid',
    );
    const code = await codeOf(superior);
    const accounts = Array.from({ length: 50 }, () => privateKeyToAccount(generatePrivateKey()));
    await Promise.all([
      ...accounts.map((account) => signInNewMember(app, db, account, code)),
      settleNextDay(),
    ]);
    expect(await figuresOf(superior)).toMatchObject({ teamSize: 51, directCount: 51, effectiveCount: 1 });
  });

  it(`compact the events while sign-ups spread the order out, members buy and the day is folded ${RACES_ON_POSTGRES}`, async () => {
    const superior = await join(null);
    // A chain of buyers below one direct member; half of them bought and were compacted before.
    const buyers: TestMember[] = [];
    for (let n = 0; n < 6; n++) buyers.push(await join(buyers.at(-1) ?? superior, '1000'));
    for (const buyer of buyers.slice(0, 3))
      expect((await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, buyer)).json().data?.status).toBe(
        'paid',
      );
    expect((await compactTeamEvents(db, CLOCK))?.compacted).toBeGreaterThanOrEqual(9);
    const code = await codeOf(superior);
    const accounts = Array.from({ length: 50 }, () => privateKeyToAccount(generatePrivateKey()));
    let racing = true;
    const compacting = (async () => {
      let compactions = 0;
      while (racing) {
        if (await compactTeamEvents(db, CLOCK)) compactions++;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return compactions;
    })();
    const [, bought] = await Promise.all([
      Promise.all(accounts.map((account) => signInNewMember(app, db, account, code))),
      Promise.all(buyers.map((buyer) => postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, buyer))),
      settleNextDay(),
    ]).finally(() => {
      racing = false;
    });
    for (const answer of bought) expect(answer.json().data?.status, answer.body).toBe('paid');
    expect(await compacting).toBeGreaterThan(0);
    const expected = {
      teamSize: 56,
      directCount: 51,
      effectiveCount: 6,
      teamPerformance: usd('900').toString(),
      largestLegAddress: buyers[0]?.address,
      largestLegPerformance: usd('900').toString(),
    };
    const figures = await figuresOf(superior);
    expect(figures).toMatchObject(expected);
    const report = await auditTeam(db, CLOCK);
    expect(report.clean, formatTeamAudit(report)).toBe(true);
    await compactTeamEvents(db, CLOCK);
    expect(await figuresOf(superior)).toEqual(figures);
  });

  it(`leave the events to a fold in progress: the compaction skips it and comes back ${RACES_ON_POSTGRES}`, async () => {
    const superior = await join(null);
    const buyer = await join(superior, '1000');
    expect((await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, buyer)).json().data?.status).toBe(
      'paid',
    );
    const step = teamSettlementSteps[0];
    if (!step) throw new Error('no team step');
    const day = await nextDay();
    let marked: () => void = () => {};
    const folding = new Promise<void>((resolve) => {
      marked = resolve;
    });
    // The fold has marked the events and holds its transaction open a while.
    const fold = db.transaction(async (tx) => {
      await step.run(tx as unknown as Db, { day, endsAt: new Date(), economy: ECONOMY, clock: CLOCK });
      marked();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    if (testDatabaseKind() === 'postgres') {
      await folding;
      // Compacting the events the fold is marking would sum them twice once it commits.
      expect(await compactTeamEvents(db, CLOCK)).toBeUndefined();
    }
    await fold;
    await compactTeamEvents(db, CLOCK);
    expect(await figuresOf(superior)).toMatchObject({
      effectiveCount: 1,
      teamPerformance: usd('100').toString(),
    });
  });

  it(`compact beside a placement in the order not committed yet: the runs carry no places, so it waits for none ${RACES_ON_POSTGRES}`, async () => {
    const superior = await join(null);
    const buyer = await join(superior, '1000');
    expect((await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, buyer)).json().data?.status).toBe(
      'paid',
    );
    let placed: () => void = () => {};
    const placing = new Promise<void>((resolve) => {
      placed = resolve;
    });
    let compacted: () => void = () => {};
    const compaction = new Promise<void>((resolve) => {
      compacted = resolve;
    });
    // Placed (the order perhaps spread out, labels moved), and not committed until the compaction
    // is done: a compaction waiting for the placement would never end.
    const signUp = db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const address = privateKeyToAccount(generatePrivateKey()).address;
      const member = await insertMemberIfAbsent(tx, {
        address,
        inviteCode: randomInviteCode(),
        superiorId: superior.memberId,
      });
      if (!member) throw new Error('not inserted');
      await recordJoin(tx, member.id, CLOCK);
      placed();
      if (testDatabaseKind() === 'postgres') await compaction;
    });
    if (testDatabaseKind() === 'postgres') {
      await placing;
      // The sale is compacted; the sign-up's event, not committed, is left to the next run.
      expect((await compactTeamEvents(db, CLOCK))?.compacted).toBeGreaterThanOrEqual(1);
      compacted();
    }
    await signUp;
    await compactTeamEvents(db, CLOCK);
    expect(await figuresOf(superior)).toMatchObject({ teamSize: 2, directCount: 2, effectiveCount: 1 });
  });
});
