import { formatUnits } from '@colony/contract/assets';
import type {
  Pool,
  PoolListResponse,
  PoolPayConfigResponse,
  PoolPosition,
  PoolTokensResponse,
  PositionListResponse,
} from '@colony/contract/pools';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { wholeUnits } from '../../economy/config.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import {
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  balanceOf,
  expectError,
  JOIN,
  mm,
  POOL_PAY_CONFIG,
  POOL_TOKENS,
  POOLS,
  POSITIONS,
  settle,
  stakingApp,
  stepFigures,
  testEconomy,
  testPools,
} from '../staking/staking-test-kit.ts';

/**
 * The DeFi pools end to end through the API: the list with live TVL and APR, joining from the
 * balance (principal frozen), rewards shared day by day within the budget, the principal returned
 * on the unlock day exactly once, statuses over a pool's life, refusals. The ledger audits clean
 * after every test.
 */

const mc = (whole: string) => wholeUnits(whole, 'MC');
const CLOCK = { time: '00:00', timeZone: 'UTC' };

let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;
let today: string;
let budget: bigint;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  today = await colonyToday(db, CLOCK);
  const pools = testPools(today, addDays(today, 30));
  budget = pools[0]?.budget ?? 0n;
  ({ app, operator } = await stakingApp(db, testEconomy(pools)));
});

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function pools(member?: TestMember): Promise<PoolListResponse> {
  const response = await post(app, POOLS, {}, member?.headers ?? {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function poolOf(id: number): Promise<Pool> {
  const found = (await pools()).pools.find((pool) => pool.id === id);
  if (!found) throw new Error(`pool ${id} not listed`);
  return found;
}

async function join(member: TestMember, poolId: number, amount: bigint): Promise<PoolPosition> {
  const response = await postWrite(app, JOIN, { poolId, amount: amount.toString() }, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function positions(member: TestMember, body: object = {}): Promise<PositionListResponse> {
  return (await post(app, POSITIONS, body, member.headers)).json().data;
}

describe('the pools, before anyone joins', () => {
  it('lists every configured pool with its status, budget and no APR while nothing is staked', async () => {
    const list = await pools();
    expect(list.member).toBeNull();
    expect(list.pools.map((pool) => [pool.id, pool.type, pool.status, pool.joinable])).toEqual([
      [1, 'farm', 'inProgress', true],
      [2, 'laser', 'inProgress', true],
      [3, 'mining', 'closed', false],
      [4, 'mining', 'upcoming', false],
    ]);
    expect(list.pools[0]).toMatchObject({
      asset: 'MC',
      rewardAsset: 'MC',
      tvl: '0',
      stakers: 0,
      apr: null,
      budget: budget.toString(),
      rewardsPaid: '0',
      remaining: budget.toString(),
      dailyReward: (budget / 3n).toString(),
      lockDays: 2,
      days: 3,
      startDay: today,
      endDay: addDays(today, 2),
      startsAt: `${today}T00:00:00.000Z`,
      endsAt: `${addDays(today, 3)}T00:00:00.000Z`,
      minimum: mc('1').toString(),
    });

    const config = (await post(app, POOL_PAY_CONFIG, { poolId: 2 })).json().data as PoolPayConfigResponse;
    expect(config.pool.id).toBe(2);
    expect(config.firstRewardDay).toBe(addDays(today, 1));
    // The lock would outlast the pool: the principal returns with its last day.
    expect(config.unlockDay).toBe(addDays(today, 359));
    expect(config.unlocksAt).toBe(`${addDays(today, 360)}T00:00:00.000Z`);

    const tokens = (await post(app, POOL_TOKENS, {})).json().data as PoolTokensResponse;
    expect(tokens.tokens).toEqual([
      { asset: 'MM', decimals: 18, stakedIn: [2], paidBy: [2] },
      { asset: 'MC', decimals: 18, stakedIn: [1], paidBy: [1] },
      { asset: 'UME', decimals: 18, stakedIn: [3, 4], paidBy: [3, 4] },
    ]);
  });
});

describe('a farm over its three days', () => {
  it('shares each day’s reward by stake within the budget, returns the principal on the unlock day once, then completes', async () => {
    const [small, large] = [await signInNewMember(app, db), await signInNewMember(app, db)];
    await fundMember(db, small.memberId, 'MC', mc('10'));
    await fundMember(db, large.memberId, 'MC', mc('50'));
    const a = await join(small, 1, mc('10'));
    const b = await join(large, 1, mc('30'));
    expect(a).toMatchObject({
      poolId: 1,
      type: 'farm',
      asset: 'MC',
      rewardAsset: 'MC',
      amount: mc('10').toString(),
      rewardsPaid: '0',
      rewardDays: 0,
      status: 'active',
      joinDay: today,
      firstRewardDay: addDays(today, 1),
      unlockDay: addDays(today, 2),
      unlocksAt: `${addDays(today, 3)}T00:00:00.000Z`,
      returnedAt: null,
    });
    expect(await balanceOf(db, small.memberId, 'MC')).toEqual({ available: 0n, frozen: mc('10') });

    const farm = await poolOf(1);
    expect(farm).toMatchObject({ tvl: mc('40').toString(), stakers: 2 });
    // APR: the day's reward × 365 ÷ TVL, never typed in.
    const aprScaled = ((budget / 3n) * 365n * 1_000_000n) / mc('40');
    expect(farm.apr).toBe(formatUnits(aprScaled, 6));
    expect((await pools(large)).member).toEqual({
      stakes: [{ poolId: 1, staked: mc('30').toString(), rewards: '0' }],
    });

    // The joining day earns nothing; its share waits for the days after.
    const first = await settle(app, operator, today);
    expect(stepFigures(first, today, 'pool_rewards')).toMatchObject({ positions: 0 });

    // Independently: the rest of the budget over the days left, then each stake's share, rounded down.
    let left = budget;
    const expected = { a: 0n, b: 0n };
    for (const [offset, daysLeft] of [
      [1, 2n],
      [2, 1n],
    ] as const) {
      const day = addDays(today, offset);
      const reward = left / daysLeft;
      const shareA = (reward * mc('10')) / mc('40');
      const shareB = (reward * mc('30')) / mc('40');
      const days = await settle(app, operator, day);
      expect(stepFigures(days, day, 'pool_rewards')).toMatchObject({
        pools: 1,
        positions: 2,
        farmMC: (shareA + shareB).toString(),
      });
      expected.a += shareA;
      expected.b += shareB;
      left -= shareA + shareB;
      expect(shareA + shareB <= reward).toBe(true);
    }
    expect(budget - left <= budget).toBe(true);

    const [state] = await rows<{ paid: string }>(
      db,
      sql`select rewards_paid::text as paid from defi_pool where id = 1`,
    );
    expect(BigInt(state?.paid ?? -1)).toBe(budget - left);
    const mine = await positions(small);
    expect(mine.list[0]).toMatchObject({
      id: a.id,
      status: 'returned',
      rewardsPaid: expected.a.toString(),
      rewardDays: 2,
    });
    expect(mine.list[0]?.returnedAt).not.toBeNull();
    expect(await balanceOf(db, small.memberId, 'MC')).toEqual({
      available: mc('10') + expected.a,
      frozen: 0n,
    });
    // Each member's rewards reach their balance with their next request (it collects them).
    expect((await positions(large)).list[0]).toMatchObject({ id: b.id, rewardsPaid: expected.b.toString() });
    expect(await balanceOf(db, large.memberId, 'MC')).toEqual({
      available: mc('50') + expected.b,
      frozen: 0n,
    });

    // The pool has ended: nothing more is paid, no principal returns twice, nobody joins.
    await settle(app, operator, addDays(today, 5));
    expect(await balanceOf(db, small.memberId, 'MC')).toEqual({
      available: mc('10') + expected.a,
      frozen: 0n,
    });
    const ended = await poolOf(1);
    expect(ended).toMatchObject({
      status: 'completed',
      joinable: false,
      tvl: '0',
      dailyReward: '0',
      apr: null,
    });
    expect(BigInt(ended.rewardsPaid)).toBe(budget - left);
    await fundMember(db, small.memberId, 'MC', mc('1'));
    expectError(await postWrite(app, JOIN, { poolId: 1, amount: mc('1').toString() }, small), 'poolClosed');
    const [voids] = await rows<{ voids: number }>(
      db,
      sql`select count(*)::int as voids from ledger_transfer where kind = 'pool_stake' and phase = 'void'`,
    );
    expect(voids?.voids).toBe(2);
  });
});

describe('joining', () => {
  it('refuses an unknown pool, a closed one, one not started, amounts out of bounds and a short balance', async () => {
    const member = await signInNewMember(app, db);
    await fundMember(db, member.memberId, 'UME', wholeUnits('50', 'UME'));
    await fundMember(db, member.memberId, 'MM', mm('20'));
    const before = await balanceOf(db, member.memberId, 'MM');
    expectError(await postWrite(app, JOIN, { poolId: 99, amount: '1' }, member), 'poolNotFound');
    expectError(
      await postWrite(app, JOIN, { poolId: 3, amount: wholeUnits('5', 'UME').toString() }, member),
      'poolClosed',
    );
    const early = await postWrite(
      app,
      JOIN,
      { poolId: 4, amount: wholeUnits('5', 'UME').toString() },
      member,
    );
    expectError(early, 'poolNotStarted');
    expect(early.json().data).toEqual({ poolId: 4, startsAt: `${addDays(today, 30)}T00:00:00.000Z` });
    const low = await postWrite(app, JOIN, { poolId: 2, amount: mm('9').toString() }, member);
    expectError(low, 'stakeBelowMinimum');
    expect(low.json().msg).toBe('Minimum staking amount 10 MM');
    expectError(
      await postWrite(app, JOIN, { poolId: 2, amount: mm('100001').toString() }, member),
      'stakeAboveMaximum',
    );
    expectError(
      await postWrite(app, JOIN, { poolId: 2, amount: mm('21').toString() }, member),
      'insufficientBalance',
    );
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual(before);
    expect((await positions(member)).total).toBe(0);
  });

  it('lists the member’s positions newest first, by pool and by status', async () => {
    const member = await signInNewMember(app, db);
    await fundMember(db, member.memberId, 'MM', mm('100'));
    const first = await join(member, 2, mm('10'));
    const second = await join(member, 2, mm('20'));
    expect((await positions(member)).list.map((position) => position.id)).toEqual([second.id, first.id]);
    expect((await positions(member, { poolId: 1 })).total).toBe(0);
    expect(
      (await positions(member, { status: 'active', limit: 1 })).list.map((position) => position.id),
    ).toEqual([second.id]);
    expect((await positions(member, { status: 'returned' })).total).toBe(0);
    // Joined after the settlement moved on: it joins on the next day to be settled.
    expect(first.joinDay).toBe(addDays(today, 6));
  });
});
