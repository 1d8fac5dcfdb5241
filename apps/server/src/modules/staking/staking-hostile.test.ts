import { randomUUID } from 'node:crypto';
import { ERRORS } from '@colony/contract/errors';
import type { StakingOrder } from '@colony/contract/staking';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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
  expectError,
  JOIN,
  mm,
  PLEDGE,
  PLEDGE_DETAIL,
  PLEDGE_HOME,
  PLEDGE_LIST,
  POOL_PAY_CONFIG,
  POOLS,
  POSITIONS,
  REDEEM,
  stakingApp,
  testEconomy,
  testPools,
} from './staking-test-kit.ts';

/**
 * Every staking and pool endpoint against hostile input: plans and pools that are not there or not
 * open, amounts out of bounds or malformed, bodies that set what the server decides, another
 * member's order ids, hostile pagination, repeated Idempotency-Keys, missing sessions. Each gets a
 * clear error and nothing is written: journal rows, orders, positions and pools are counted before
 * and after.
 */

let database: Database;
let db: Db;
let app: FastifyInstance;
let today: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  today = await colonyToday(db, { time: '00:00', timeZone: 'UTC' });
  ({ app } = await stakingApp(db, testEconomy(testPools(today, addDays(today, 30)))));
  // The pools are recorded by their first reading, not by a refused request.
  await post(app, POOLS, {});
});

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function member(whole = '1000'): Promise<TestMember> {
  const created = await signInNewMember(app, db);
  await fundMember(db, created.memberId, 'MM', mm(whole));
  await fundMember(db, created.memberId, 'MC', wholeUnits(whole, 'MC'));
  return created;
}

async function written() {
  const [row] = await rows<Record<string, number | string>>(
    db,
    sql`select (select count(*)::int from ledger_transfer) as transfers,
      (select count(*)::int from staking_order) as orders,
      (select count(*)::int from staking_order where status = 'redeemed') as redeemed,
      (select count(*)::int from defi_position) as positions,
      (select count(*)::int from defi_pool) as pools,
      (select coalesce(sum(rewards_paid), 0)::text from defi_pool) as paid`,
  );
  return row;
}

async function writesNothing(refusals: () => Promise<void>) {
  const before = await written();
  await refusals();
  expect(await written()).toEqual(before);
}

function expectInvalid(response: LightMyRequestResponse) {
  expect([ERRORS.validation.code, ERRORS.malformedJson.code], response.body).toContain(response.json().code);
  expect(response.statusCode).toBe(400);
}

const amount = (whole: string) => mm(whole).toString();

describe('POST /api/nft/Pledge/pledge', () => {
  it('refuses an unknown plan, a closed one, and amounts below the minimum or above the maximum', async () => {
    const staker = await member();
    await writesNothing(async () => {
      const unknown = await postWrite(app, PLEDGE, { planId: 99, amount: amount('10') }, staker);
      expectError(unknown, 'stakingPlanNotFound');
      expect(unknown.json().data).toEqual({ planId: 99 });
      expectError(
        await postWrite(app, PLEDGE, { planId: 3, amount: amount('5') }, staker),
        'stakingPlanClosed',
      );
      const low = await postWrite(app, PLEDGE, { planId: 1, amount: (mm('10') - 1n).toString() }, staker);
      expectError(low, 'stakeBelowMinimum');
      expect(low.json()).toMatchObject({
        msg: 'Minimum staking amount 10 MM',
        data: { asset: 'MM', min: mm('10').toString() },
      });
      const high = await postWrite(app, PLEDGE, { planId: 1, amount: (mm('1000') + 1n).toString() }, staker);
      expectError(high, 'stakeAboveMaximum');
      expect(high.json().msg).toBe('Maximum staking amount 1000 MM');
      const short = await postWrite(
        app,
        PLEDGE,
        { planId: 2, amount: wholeUnits('50', 'USDT').toString() },
        staker,
      );
      expectError(short, 'insufficientBalance');
    });
  });

  it('refuses bodies that set what the server decides, and malformed ones, listing the bad fields', async () => {
    const staker = await member();
    await writesNothing(async () => {
      for (const extra of [
        { status: 'waiting' },
        { dailyRate: '1' },
        { rewardAsset: 'MM' },
        { memberId: 1 },
        { id: randomUUID() },
        { termDays: 1 },
        { incomeTotal: '1' },
        { asset: 'MM' },
      ]) {
        expectInvalid(await postWrite(app, PLEDGE, { planId: 1, amount: amount('10'), ...extra }, staker));
      }
      for (const body of [
        {},
        { planId: 1 },
        { amount: amount('10') },
        { planId: '1x', amount: amount('10') },
        { planId: 0, amount: amount('10') },
        { planId: -1, amount: amount('10') },
        { planId: 1.5, amount: amount('10') },
        { planId: 1_000_001, amount: amount('10') },
        { planId: null, amount: amount('10') },
        { planId: 1, amount: 10 },
        { planId: 1, amount: '0' },
        { planId: 1, amount: '-10' },
        { planId: 1, amount: '1e21' },
        { planId: 1, amount: '10.5' },
        { planId: 1, amount: '010' },
        { planId: 1, amount: ' 10' },
        { planId: 1, amount: '0x10' },
        { planId: 1, amount: `1${'0'.repeat(80)}` },
        { planId: 1, amount: null },
        [],
        'stake',
        null,
      ]) {
        expectInvalid(await postWrite(app, PLEDGE, body, staker));
      }
      const both = (
        await postWrite(app, PLEDGE, { planId: 'x', amount: 'x', status: 'earning' }, staker)
      ).json();
      for (const field of ['planId', 'amount']) expect(JSON.stringify(both.data)).toContain(field);
    });
  });

  it('answers a repeated Idempotency-Key with the first answer and stakes once; the key with another body is a conflict', async () => {
    const staker = await member('100');
    const key = randomUUID();
    const body = { planId: 1, amount: amount('60') };
    const first = await postWrite(app, PLEDGE, body, staker, key);
    expect(first.statusCode).toBe(200);
    await writesNothing(async () => {
      const [again, reordered] = await Promise.all([
        postWrite(app, PLEDGE, body, staker, key),
        postWrite(app, PLEDGE, { amount: amount('60'), planId: 1 }, staker, key),
      ]);
      expect(again.json()).toEqual(first.json());
      expect(reordered.json()).toEqual(first.json());
      expectError(
        await postWrite(app, PLEDGE, { planId: 1, amount: amount('61') }, staker, key),
        'idempotencyKeyConflict',
      );
      expectError(
        await postWrite(app, REDEEM, { id: first.json().data.id }, staker, key),
        'idempotencyKeyConflict',
      );
      for (const bad of [null, '', 'short', 'x'.repeat(101), 'has space in it', '<script>']) {
        const response = await postWrite(app, PLEDGE, body, staker, bad);
        expectError(response, 'idempotencyKeyRequired');
      }
    });
    // A refusal is the key's answer too: the same key stays refused after the balance is topped up.
    const refusedKey = randomUUID();
    const refused = await postWrite(app, PLEDGE, { planId: 1, amount: amount('50') }, staker, refusedKey);
    expectError(refused, 'insufficientBalance');
    await fundMember(db, staker.memberId, 'MM', mm('10'));
    expect(
      (await postWrite(app, PLEDGE, { planId: 1, amount: amount('50') }, staker, refusedKey)).json(),
    ).toEqual(refused.json());
  });

  it('needs a session', async () => {
    await writesNothing(async () => {
      const response = await post(
        app,
        PLEDGE,
        { planId: 1, amount: amount('10') },
        { 'idempotency-key': randomUUID() },
      );
      expect(response.json().code).toBe(ERRORS.sessionInvalid.code);
    });
  });
});

describe('another member’s orders and positions', () => {
  it('are not found for reading or redeeming, and nothing moves', async () => {
    const owner = await member();
    const other = await member();
    const order = (await postWrite(app, PLEDGE, { planId: 1, amount: amount('20') }, owner)).json()
      .data as StakingOrder;
    const position = (await postWrite(app, JOIN, { poolId: 2, amount: amount('20') }, owner)).json().data;
    await writesNothing(async () => {
      expectError(await post(app, PLEDGE_DETAIL, { id: order.id }, other.headers), 'stakingOrderNotFound');
      expectError(await postWrite(app, REDEEM, { id: order.id }, other), 'stakingOrderNotFound');
      expectError(await postWrite(app, REDEEM, { id: randomUUID() }, owner), 'stakingOrderNotFound');
      // A position's id is no staking order.
      expectError(await postWrite(app, REDEEM, { id: position.id }, owner), 'stakingOrderNotFound');
      for (const id of [
        '',
        'not-a-uuid',
        1,
        null,
        `${order.id}'`,
        order.id.toUpperCase().replace(/-/g, ''),
      ]) {
        expectInvalid(await postWrite(app, REDEEM, { id }, owner));
        expectInvalid(await post(app, PLEDGE_DETAIL, { id }, owner.headers));
      }
      expectInvalid(await postWrite(app, REDEEM, { id: order.id, early: false }, owner));
      expectInvalid(await postWrite(app, REDEEM, { id: order.id, fee: '0' }, owner));
      expect((await post(app, PLEDGE_LIST, {}, other.headers)).json().data.total).toBe(0);
      expect((await post(app, POSITIONS, {}, other.headers)).json().data.total).toBe(0);
      expect((await post(app, POOLS, {}, other.headers)).json().data.member).toEqual({ stakes: [] });
    });
  });
});

describe('pagination and filters', () => {
  it('refuses hostile pages, limits and statuses', async () => {
    const staker = await member();
    for (const path of [PLEDGE_LIST, POSITIONS]) {
      for (const body of [
        { page: 0 },
        { page: -1 },
        { page: 10_001 },
        { page: 1.5 },
        { limit: 0 },
        { limit: 101 },
        { limit: '1; drop table staking_order' },
        { status: 'all' },
        { status: ['earning'] },
        { extra: true },
      ]) {
        expectInvalid(await post(app, path, body, staker.headers));
      }
    }
    expectInvalid(await post(app, PLEDGE_DETAIL, { id: randomUUID(), limit: 1000 }, staker.headers));
    expectInvalid(await post(app, POSITIONS, { poolId: 0 }, staker.headers));
    expectInvalid(await post(app, PLEDGE_HOME, { member: 1 }));
    // Whole numbers may come as digits, as the list endpoints accept everywhere.
    expect((await post(app, PLEDGE_LIST, { page: '1', limit: '5' }, staker.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/nft/Defi/pledge', () => {
  it('refuses bodies that set what the server decides and malformed ones', async () => {
    const staker = await member();
    await writesNothing(async () => {
      for (const extra of [
        { status: 'returned' },
        { unlockDay: today },
        { rewardAsset: 'MM' },
        { memberId: 1 },
      ]) {
        expectInvalid(await postWrite(app, JOIN, { poolId: 2, amount: amount('10'), ...extra }, staker));
      }
      for (const body of [
        {},
        { poolId: 2 },
        { poolId: '2x', amount: amount('10') },
        { poolId: 0, amount: amount('10') },
        { poolId: 2, amount: '0' },
        { poolId: 2, amount: '-1' },
        { poolId: 2, amount: 10 },
      ]) {
        expectInvalid(await postWrite(app, JOIN, body, staker));
      }
      expectInvalid(await post(app, POOL_PAY_CONFIG, { poolId: 'x' }));
      expectError(await post(app, POOL_PAY_CONFIG, { poolId: 77 }), 'poolNotFound');
    });
  });
});
