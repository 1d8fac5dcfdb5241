import { randomUUID } from 'node:crypto';
import { ERRORS } from '@colony/contract/errors';
import type { MoneyLogResponse, UserIndexWithAssetsResponse } from '@colony/contract/money';
import type {
  RedeemResponse,
  StakingColonyResponse,
  StakingDetailResponse,
  StakingHomeResponse,
  StakingOrder,
} from '@colony/contract/staking';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import type { StakingPlanRule } from '../../economy/staking-config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays } from '../../settlement/calendar.ts';
import {
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { post } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  balanceOf,
  expectError,
  mm,
  PLEDGE,
  PLEDGE_COLONY,
  PLEDGE_DETAIL,
  PLEDGE_HOME,
  REDEEM,
  settle,
  stakingApp,
  usdt,
} from './staking-test-kit.ts';

/**
 * An early redemption earns no more than a plan its days held would have paid (docs/economy.md
 * "Early redemption"): its income is recomputed at the best rate of the open plans of the same
 * currencies whose term the days held cover, or the lowest of them when none is covered, and the
 * income paid above it is taken back (from the balance once collected, from `accrued` before),
 * never taking a balance below zero. With these plans, 1,000 MM in the 6-day plan earn 30 MC a day;
 * redeemed after one day they keep 10 MC (the 2-day plan's rate), after four days 80 MC (the 4-day
 * plan's). The fee stays 5 MM.
 */

const mc = (whole: string) => wholeUnits(whole, 'MC');

const plan = (
  id: number,
  termDays: number,
  dailyRateBps: number,
  extra: Partial<StakingPlanRule> = {},
): StakingPlanRule => ({
  id,
  asset: 'MM',
  rewardAsset: 'MC',
  termDays,
  dailyRateBps,
  minimum: mm('10'),
  maximum: mm('10000'),
  open: true,
  ...extra,
});

const PLANS: StakingPlanRule[] = [
  plan(1, 2, 100),
  plan(2, 4, 200),
  plan(3, 6, 300),
  // Closed: no member could have chosen it, so it is no plan the days held "would have paid".
  plan(4, 1, 900, { open: false }),
  // Another received currency: not comparable.
  plan(5, 1, 50, { rewardAsset: 'UME' }),
  plan(6, 5, 50, { asset: 'USDT', rewardAsset: 'UME', minimum: usdt('50'), maximum: usdt('5000') }),
];

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  ({ app, operator } = await stakingApp(db, {
    ...DEFAULT_ECONOMY,
    staking: { ...DEFAULT_ECONOMY.staking, plans: PLANS },
  }));
});

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function staker(whole: string): Promise<TestMember> {
  const member = await signInNewMember(app, db);
  await fundMember(db, member.memberId, 'MM', mm(whole));
  return member;
}

async function stake(member: TestMember, planId: number, amount: bigint): Promise<StakingOrder> {
  const response = await postWrite(app, PLEDGE, { planId, amount: amount.toString() }, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detail(member: TestMember, id: string): Promise<StakingDetailResponse> {
  const response = await post(app, PLEDGE_DETAIL, { id, limit: 100 }, member.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Settles the order's first `days` income days. */
const hold = (order: StakingOrder, days: number) => settle(app, operator, addDays(order.stakedDay, days));

const feesHeld = () => ledger.systemBalance(db, 'fees', 'MM');

describe('an early redemption after one settled day of the 6-day plan', () => {
  it('keeps the income of the lowest plan’s rate, takes the rest back from the balance and costs 5 MM', async () => {
    const member = await staker('1005');
    const order = await stake(member, 3, mm('1000'));
    expect(order.dailyIncome).toBe(mc('30').toString());
    await hold(order, 1);

    const quoted = await detail(member, order.id);
    expect(quoted.redemptionFee).toEqual({ asset: 'MM', amount: mm('5').toString() });
    expect(quoted.earlyRedemption).toEqual({
      fee: { asset: 'MM', amount: mm('5').toString() },
      heldDays: 1,
      heldRate: '0.01',
      incomeKept: mc('10').toString(),
      incomeReturned: mc('20').toString(),
    });
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('30'), frozen: 0n });
    const fees = await feesHeld();

    const redeemed = await postWrite(app, REDEEM, { id: order.id }, member);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const answer = redeemed.json().data as RedeemResponse;
    expect(answer.fee).toEqual({ asset: 'MM', amount: mm('5').toString() });
    expect(answer.incomeReturned).toEqual({ asset: 'MC', amount: mc('20').toString() });
    expect(answer.order).toMatchObject({
      status: 'redeemed',
      early: true,
      dailyIncome: mc('30').toString(),
      heldRate: '0.01',
      incomeDays: 1,
      incomeTotal: mc('10').toString(),
      incomeReturned: mc('20').toString(),
    });
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('1000'), frozen: 0n });
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('10'), frozen: 0n });
    expect((await feesHeld()) - fees).toBe(mm('5'));

    // Later days pay nothing, and every figure reads the recomputed income.
    await hold(order, 6);
    const after = await detail(member, order.id);
    expect(after.earlyRedemption).toBeNull();
    expect(after.income.list.map((line) => `${line.day} ${line.amount}`)).toEqual([
      `${order.firstIncomeDay} ${mc('10')}`,
    ]);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('10'), frozen: 0n });
    const index = (await post(app, '/api/user/user/index', {}, member.headers)).json()
      .data as UserIndexWithAssetsResponse;
    expect(index.income.staking).toEqual([{ asset: 'MC', amount: mc('10').toString() }]);
    const home = (await post(app, PLEDGE_HOME, {}, member.headers)).json().data as StakingHomeResponse;
    expect(home.member?.income).toEqual([{ asset: 'MC', amount: mc('10').toString() }]);
    // The file's first order: the colony has paid what it earned at the recomputed rate.
    const colony = (await post(app, PLEDGE_COLONY, {})).json().data as StakingColonyResponse;
    expect(colony.incomePaid).toEqual([{ asset: 'MC', amount: mc('10').toString() }]);
    const log = (
      await post(app, '/api/user/user/money_log', { asset: 'MC', limit: 10 }, member.headers)
    ).json().data as MoneyLogResponse;
    expect(log.list.map((entry) => `${entry.kind} ${entry.amount} ${entry.reference}`)).toEqual([
      `staking_income_return -${mc('20')} ${order.id}`,
      `staking_income ${mc('30')} settlement:${order.firstIncomeDay}:staking_income:collected`,
    ]);
  });
});

describe('the rate of the days held', () => {
  it('is the best open plan whose term they cover: 2 and 3 days the 2-day plan’s, 4 and 5 the 4-day plan’s', async () => {
    const expected: [number, string, string][] = [
      [2, '0.01', '20'],
      [3, '0.01', '30'],
      [4, '0.02', '80'],
      [5, '0.02', '100'],
    ];
    for (const [days, rate, kept] of expected) {
      const member = await staker('1005');
      const order = await stake(member, 3, mm('1000'));
      await hold(order, days);
      const redeemed = await postWrite(app, REDEEM, { id: order.id }, member);
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      const answer = redeemed.json().data as RedeemResponse;
      const returned = mc((30 * days - Number(kept)).toString());
      expect(answer.order, `${days} days`).toMatchObject({
        heldRate: rate,
        incomeDays: days,
        incomeTotal: mc(kept).toString(),
      });
      expect(answer.incomeReturned).toEqual({ asset: 'MC', amount: returned.toString() });
      expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc(kept), frozen: 0n });
    }
  }, 60_000);

  it('leaves the plan’s own rate when no comparable plan pays less, and takes nothing back', async () => {
    const member = await staker('1005');
    const shortest = await stake(member, 1, mm('500'));
    await hold(shortest, 1);
    const first = (await postWrite(app, REDEEM, { id: shortest.id }, member)).json().data as RedeemResponse;
    expect(first.order).toMatchObject({
      heldRate: null,
      incomeReturned: null,
      incomeTotal: mc('5').toString(),
    });
    expect(first.incomeReturned).toBeNull();

    await fundMember(db, member.memberId, 'USDT', usdt('100'));
    const only = await stake(member, 6, usdt('100'));
    await hold(only, 1);
    expect((await detail(member, only.id)).earlyRedemption).toMatchObject({
      heldRate: '0.005',
      incomeReturned: '0',
    });
    const second = (await postWrite(app, REDEEM, { id: only.id }, member)).json().data as RedeemResponse;
    expect(second.order).toMatchObject({ heldRate: null, incomeTotal: usdt('0.5').toString() });
  });

  it('is the plans’ of its staking day: an order staked before they were kept compares with the plans now', async () => {
    const member = await staker('1005');
    const order = await stake(member, 3, mm('1000'));
    await hold(order, 1);
    await db.execute(sql`update staking_order set comparable_plans = null where id = ${order.id}`);
    const answer = (await postWrite(app, REDEEM, { id: order.id }, member)).json().data as RedeemResponse;
    expect(answer.order).toMatchObject({ heldRate: '0.01', incomeTotal: mc('10').toString() });
  });
});

describe('a member without the income to give back', () => {
  it('is refused with the amount named and nothing moves; never below zero; redeemed once they have it', async () => {
    const member = await staker('1005');
    const order = await stake(member, 3, mm('1000'));
    await hold(order, 1);
    // The member spends 25 of the 30 MC paid.
    const other = await signInNewMember(app, db);
    const sent = await postWrite(
      app,
      '/api/user/user/confirmTrans',
      { to: other.address, asset: 'MC', amount: mc('25').toString() },
      member,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const fees = await feesHeld();

    const refused = await postWrite(app, REDEEM, { id: order.id }, member);
    expectError(refused, 'stakingIncomeReturnShort');
    expect(refused.json().data).toEqual({ asset: 'MC', amount: mc('20').toString() });
    expect(refused.json().msg).toBe(
      'Redeeming now returns 20 MC of income above the rate of the days held, and your available balance is short',
    );
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('5'), frozen: 0n });
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('5'), frozen: mm('1000') });
    expect(await feesHeld()).toBe(fees);
    expect((await detail(member, order.id)).order).toMatchObject({ status: 'earning', heldRate: null });

    await fundMember(db, member.memberId, 'MC', mc('15'));
    expect((await postWrite(app, REDEEM, { id: order.id }, member)).statusCode).toBe(200);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: 0n, frozen: 0n });
  });

  it('asks for the fee first: without 5 MM it is "Insufficient balance"', async () => {
    const member = await staker('1000');
    const order = await stake(member, 3, mm('1000'));
    await hold(order, 1);
    expectError(await postWrite(app, REDEEM, { id: order.id }, member), 'insufficientBalance');
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('30'), frozen: 0n });
  });
});

describe(`early redemptions at once ${RACES_ON_POSTGRES}`, () => {
  it('of one order take the fee and the income back once', async () => {
    const member = await staker('1005');
    const order = await stake(member, 3, mm('1000'));
    await hold(order, 1);
    const fees = await feesHeld();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWrite(app, REDEEM, { id: order.id }, member)),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === ERRORS.stakingOrderRedeemed.code)).toHaveLength(5);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('10'), frozen: 0n });
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('1000'), frozen: 0n });
    expect((await feesHeld()) - fees).toBe(mm('5'));
  });

  it('with one Idempotency-Key answer the same redemption and take back once; the key with another order is a conflict', async () => {
    const member = await staker('1010');
    const order = await stake(member, 3, mm('1000'));
    await hold(order, 1);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWrite(app, REDEEM, { id: order.id }, member, key)),
    );
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect(answers[0]?.json().data.incomeReturned).toEqual({ asset: 'MC', amount: mc('20').toString() });
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('10'), frozen: 0n });
    const again = await postWrite(app, REDEEM, { id: order.id }, member, key);
    expect(again.json()).toEqual(answers[0]?.json());
    const other = await postWrite(app, REDEEM, { id: randomUUID() }, member, key);
    expect(other.statusCode).toBe(409);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mc('10'), frozen: 0n });
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('1005'), frozen: 0n });
  });

  it('while the settlement pays the day keep what the days held earn at their rate, paid or withheld once', async () => {
    for (let round = 0; round < 4; round++) {
      const member = await staker('1005');
      const order = await stake(member, 3, mm('1000'));
      await hold(order, 1);
      const [redeemed] = await Promise.all([
        postWrite(app, REDEEM, { id: order.id }, member),
        settle(app, operator, addDays(order.stakedDay, 2)),
      ]);
      expect(redeemed.json().code, redeemed.body).toBe(200);
      const after = await detail(member, order.id);
      // One day held (the lowest rate) or two (the 2-day plan's): 10 MC a day either way.
      expect([1, 2]).toContain(after.order.incomeDays);
      expect(after.order.incomeTotal).toBe((mc('10') * BigInt(after.order.incomeDays)).toString());
      expect(await balanceOf(db, member.memberId, 'MC')).toEqual({
        available: BigInt(after.order.incomeTotal),
        frozen: 0n,
      });
      await settle(app, operator, order.lastIncomeDay);
      expect(await balanceOf(db, member.memberId, 'MC')).toEqual({
        available: BigInt(after.order.incomeTotal),
        frozen: 0n,
      });
      await expectCleanLedger(db);
    }
  }, 120_000);
});
