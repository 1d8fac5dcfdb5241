import { ERRORS } from '@colony/contract/errors';
import type { LedgerKind } from '@colony/contract/ledger-kinds';
import type { TeamFigures, TeamGroupResponse, TeamListsResponse } from '@colony/contract/team';
import { TEAM_PATHS } from '@colony/contract/team';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import { DEMO_ROOT_ADDRESS, DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { ledger } from '../../ledger/ledger.ts';
import { colonyToday } from '../../settlement/calendar.ts';
import { settleThrough } from '../../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../../settlement/steps.ts';
import {
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { createTestApp, post, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findMemberByAddress } from '../members/queries.ts';
import { joinColony } from '../members/service.ts';
import { auditTeam, formatTeamAudit } from './audit.ts';

/**
 * The team pages through the API on a small tree whose figures are worked out by hand: the
 * figures before and after the settlement folds them, the direct members and legs with their
 * pages, who may read whose figures, and hostile bodies, each refused with nothing written.
 */

const CREATE = '/api/nft/nft_order/orderCreate';
const CLOCK = { time: '00:00', timeZone: 'UTC' };
const ECONOMY: EconomyConfig = DEFAULT_ECONOMY;
const usd = (whole: string) => wholeUnits(whole, 'USDT').toString();

let database: Database;
let db: Db;
let app: FastifyInstance;
/** root → a, b; a → a1, a2; a1 → a11 (b joined after a, a2 after a1). */
const tree: Record<string, TestMember> = {};

async function join(superior: TestMember | null): Promise<TestMember> {
  const code = superior
    ? ((await findMemberByAddress(db, superior.address))?.inviteCode ?? '')
    : DEMO_ROOT_INVITE_CODE;
  const member = await signInNewMember(app, db, privateKeyToAccount(generatePrivateKey()), code);
  await fundMember(db, member.memberId, 'USDT', wholeUnits('5000', 'USDT'));
  return member;
}

async function buy(member: TestMember, avatarId: number): Promise<void> {
  const response = await postWrite(app, CREATE, { avatarId, asset: 'USDT' }, member);
  expect(response.json().code, response.body).toBe(200);
  expect(response.json().data.status).toBe('paid');
}

function read<T>(path: string, member: TestMember, body: unknown = {}): Promise<T> {
  return post(app, `/api${path}`, body, member.headers).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  });
}

async function settleToday(): Promise<void> {
  const today = await colonyToday(db, CLOCK);
  await settleThrough(db, {
    through: today,
    steps: SETTLEMENT_STEPS,
    economy: ECONOMY,
    clock: CLOCK,
    allowFuture: true,
  });
}

async function expectCleanAudit(): Promise<void> {
  const report = await auditTeam(db, CLOCK);
  expect(report.clean, formatTeamAudit(report)).toBe(true);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, { SETTLEMENT_ALLOW_FUTURE: 'true' }, { economy: ECONOMY });
  tree.a = await join(null);
  tree.b = await join(null);
  tree.a1 = await join(tree.a as TestMember);
  tree.a2 = await join(tree.a as TestMember);
  tree.a11 = await join(tree.a1 as TestMember);
  await buy(tree.a1 as TestMember, 1); // 100
  await buy(tree.a11 as TestMember, 1); // 100
  await buy(tree.a11 as TestMember, 2); // 30
  await buy(tree.b as TestMember, 15); // 300
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const member = (name: string) => tree[name] as TestMember;

describe('POST /api/user/Team/index', () => {
  it("answers the caller's figures, live before the settlement and the same after it folds them", async () => {
    const a = member('a');
    const expected = {
      address: a.address,
      superiorAddress: DEMO_ROOT_ADDRESS,
      starLevel: 0,
      eliteTier: null,
      effective: false,
      teamSize: 3,
      directCount: 2,
      directEffectiveCount: 1,
      effectiveCount: 2,
      personalPerformance: '0',
      teamPerformance: usd('230'),
      largestLegAddress: member('a1').address,
      largestLegPerformance: usd('230'),
      smallZonePerformance: '0',
      teamIncomeTotal: '0',
      todayPerformance: usd('230'),
      todayNewMembers: 3,
      todayNewEffective: 2,
    };
    const before = await read<TeamFigures>(TEAM_PATHS.index, a);
    expect(before).toMatchObject(expected);
    const inviteCode = (await findMemberByAddress(db, a.address))?.inviteCode;
    expect(before.inviteCode).toBe(inviteCode);
    expect(before.inviteLink).toBe(`${TEST_PUBLIC_URL}/?code=${inviteCode}`);
    expect(before.today).toBe(await colonyToday(db, CLOCK));

    await settleToday();
    const [unfolded] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from team_event where not folded`,
    );
    expect(unfolded?.n).toBe(0);
    expect(await read<TeamFigures>(TEAM_PATHS.index, a)).toEqual(before);
    await expectCleanAudit();
  });

  it("answers the root's figures: legs, the largest and the small zone", async () => {
    const rootSession = await read<TeamFigures>(TEAM_PATHS.index, member('a'), {
      address: member('a11').address,
    });
    expect(rootSession).toMatchObject({ address: member('a11').address, inviteCode: null, inviteLink: null });
    const b = await read<TeamFigures>(TEAM_PATHS.index, member('b'));
    expect(b).toMatchObject({
      personalPerformance: usd('300'),
      effective: true,
      teamSize: 0,
      largestLegAddress: null,
    });
  });
});

describe('the income a team brings', () => {
  it('adds up referral, team, bonus and star-level income received in USDT and USDC, nothing else', async () => {
    const b = member('b');
    const pay = (asset: 'USDT' | 'USDC' | 'MM', kind: LedgerKind, whole: string) =>
      ledger.transfer(db, {
        asset,
        from: { system: 'emission' },
        to: { member: b.memberId },
        amount: wholeUnits(whole, asset),
        kind,
        reference: `test ${kind}`,
      });
    await pay('USDT', 'referral_income', '1');
    await pay('USDC', 'team_income', '2');
    await pay('USDT', 'bonus_income', '3');
    await pay('USDC', 'star_level_income', '4');
    await pay('USDT', 'staking_income', '100');
    await pay('MM', 'team_income', '100');
    expect((await read<TeamFigures>(TEAM_PATHS.index, b)).teamIncomeTotal).toBe(usd('10'));
  });
});

describe('who may read whose figures', () => {
  it('answers a member of the caller’s team, and the same "not found" for anyone else', async () => {
    const a = member('a');
    const refusals: LightMyRequestResponse[] = [];
    for (const address of [
      member('b').address,
      DEMO_ROOT_ADDRESS,
      privateKeyToAccount(generatePrivateKey()).address,
    ]) {
      refusals.push(await post(app, `/api${TEAM_PATHS.index}`, { address }, a.headers));
      refusals.push(await post(app, `/api${TEAM_PATHS.lists}`, { address }, a.headers));
    }
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(ERRORS.teamMemberNotFound.status);
      expect(refusal.json()).toEqual({
        code: ERRORS.teamMemberNotFound.code,
        msg: refusals[0]?.json().msg,
        data: null,
      });
    }
    const lower = await read<TeamFigures>(TEAM_PATHS.index, a, {
      address: member('a2').address.toLowerCase(),
    });
    expect(lower.address).toBe(member('a2').address);
  });
});

describe('POST /api/user/Team/lists and /group', () => {
  it('lists direct members newest first and legs heaviest first, page by page', async () => {
    const a = member('a');
    const lists = await read<TeamListsResponse>(TEAM_PATHS.lists, a, { page: 1, limit: 1 });
    expect(lists.total).toBe(2);
    expect(lists.list.map((entry) => entry.address)).toEqual([member('a2').address]);
    const second = await read<TeamListsResponse>(TEAM_PATHS.lists, a, { page: 2, limit: 1 });
    expect(second.list).toEqual([
      expect.objectContaining({
        address: member('a1').address,
        effective: true,
        personalPerformance: usd('100'),
        teamSize: 1,
        teamPerformance: usd('130'),
        legPerformance: usd('230'),
      }),
    ]);
    const group = await read<TeamGroupResponse>(TEAM_PATHS.group, a, { page: 1, limit: 10 });
    expect(group).toMatchObject({
      total: 2,
      teamPerformance: usd('230'),
      largestLegPerformance: usd('230'),
      smallZonePerformance: '0',
    });
    expect(group.list).toEqual([
      { address: member('a1').address, size: 2, effectiveCount: 2, performance: usd('230'), largest: true },
      { address: member('a2').address, size: 1, effectiveCount: 0, performance: '0', largest: false },
    ]);
  });
});

describe('a member with many direct members', () => {
  it('answers its legs heaviest first, page by page, each event finding its leg in the index', async () => {
    const crowded = await join(null);
    const members: { id: number; address: string; account: ReturnType<typeof privateKeyToAccount> }[] = [];
    for (let n = 0; n < 70; n++) {
      const account = privateKeyToAccount(generatePrivateKey());
      const row = await joinColony(db, account.address, crowded.memberId, CLOCK);
      members.push({ id: row.id, address: row.address, account });
    }
    // Every tenth buys, one of them twice.
    const buyers = members.filter((_, index) => index % 10 === 3);
    for (const [index, buyer] of buyers.entries()) {
      const session = await signIn(app, buyer.account);
      const member = { memberId: buyer.id, address: session.address, headers: sessionHeaders(session) };
      await fundMember(db, buyer.id, 'USDT', wholeUnits('1000', 'USDT'));
      await buy(member, 1);
      if (index === 2) await buy(member, 1);
    }
    const expected = () =>
      members
        .map((member) => {
          const bought = buyers.findIndex((buyer) => buyer.id === member.id);
          return { ...member, performance: bought < 0 ? 0n : bought === 2 ? 200n : 100n };
        })
        .sort((a, b) =>
          a.performance === b.performance ? a.id - b.id : a.performance > b.performance ? -1 : 1,
        );
    const check = async () => {
      const figures = await read<TeamFigures>(TEAM_PATHS.index, crowded);
      expect(figures).toMatchObject({
        teamSize: 70,
        directCount: 70,
        directEffectiveCount: buyers.length,
        teamPerformance: usd(String(100 * (buyers.length + 1))),
        largestLegAddress: buyers[2]?.address,
        largestLegPerformance: usd('200'),
      });
      const legs: TeamGroupResponse['list'] = [];
      for (let page = 1; page <= 11; page++)
        legs.push(...(await read<TeamGroupResponse>(TEAM_PATHS.group, crowded, { page, limit: 7 })).list);
      expect(legs.map((leg) => [leg.address, leg.performance, leg.largest])).toEqual(
        expected().map((member, position) => [
          member.address,
          (member.performance * 10n ** 18n).toString(),
          position === 0,
        ]),
      );
    };
    await check();
    await settleToday();
    await check();
    await expectCleanAudit();
  });
});

describe('hostile bodies', () => {
  it('refuses hex numbers, negative pages, extra keys and bad addresses with a 400, writing nothing', async () => {
    const a = member('a');
    const [before] = await rows<{ events: number; folded: number }>(
      db,
      sql`select count(*)::int as events, (select count(*)::int from member_team) as folded from team_event`,
    );
    const bodies: [string, unknown][] = [
      [TEAM_PATHS.lists, { page: '0x10' }],
      [TEAM_PATHS.lists, { page: -1 }],
      [TEAM_PATHS.lists, { page: 0 }],
      [TEAM_PATHS.lists, { limit: 101 }],
      [TEAM_PATHS.lists, { limit: 1.5 }],
      [TEAM_PATHS.group, { page: '1e3' }],
      [TEAM_PATHS.group, { address: member('a1').address }],
      [TEAM_PATHS.index, { memberId: 1 }],
      [TEAM_PATHS.index, { address: 'nope' }],
      [TEAM_PATHS.index, { address: `0x${'g'.repeat(40)}` }],
      [TEAM_PATHS.index, { address: member('a1').address.replace(/[a-f]/, (c) => c.toUpperCase()) }],
      [TEAM_PATHS.lists, []],
    ];
    for (const [path, body] of bodies) {
      const response = await post(app, `/api${path}`, body, a.headers);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
    }
    const [after] = await rows<{ events: number; folded: number }>(
      db,
      sql`select count(*)::int as events, (select count(*)::int from member_team) as folded from team_event`,
    );
    expect(after).toEqual(before);
    await expectCleanLedger(db);
  });

  it('asks for a session', async () => {
    const response = await post(app, `/api${TEAM_PATHS.index}`, {});
    expect(response.json().code).toBe(ERRORS.sessionInvalid.code);
  });
});
