import type { MoneyLogResponse, UserIndexWithAssetsResponse } from '@colony/contract/money';
import type {
  RedeemResponse,
  StakingColonyResponse,
  StakingDetailResponse,
  StakingHomeResponse,
  StakingOrder,
  StakingOrderListResponse,
} from '@colony/contract/staking';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
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
  mm,
  PLEDGE,
  PLEDGE_COLONY,
  PLEDGE_DETAIL,
  PLEDGE_HOME,
  PLEDGE_LIST,
  REDEEM,
  settle,
  stakingApp,
  stepFigures,
  testEconomy,
  usdt,
} from './staking-test-kit.ts';

/**
 * Staking end to end through the API: plans, a stake frozen on the balance, income paid by each
 * settled day as its own journal transfer, maturity, redemption at maturity and early for the fee,
 * the member's and the colony's figures. The ledger audits clean after every test.
 */

let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  ({ app, operator } = await stakingApp(db, testEconomy()));
});

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function staker(asset: 'MM' | 'USDT', whole: string): Promise<TestMember> {
  const member = await signInNewMember(app, db);
  await fundMember(db, member.memberId, asset, asset === 'MM' ? mm(whole) : usdt(whole));
  return member;
}

async function stake(member: TestMember, planId: number, amount: bigint): Promise<StakingOrder> {
  const response = await postWrite(app, PLEDGE, { planId, amount: amount.toString() }, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detail(member: TestMember, id: string, page = 1): Promise<StakingDetailResponse> {
  const response = await post(app, PLEDGE_DETAIL, { id, page }, member.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('POST /api/nft/Pledge/home', () => {
  it('lists the configured plans and the fee to a visitor, and the member’s totals with a session', async () => {
    const visitor = (await post(app, PLEDGE_HOME, {})).json().data as StakingHomeResponse;
    expect(visitor.member).toBeNull();
    expect(visitor.earlyRedemptionFee).toEqual({ asset: 'MM', amount: mm('5').toString() });
    expect(visitor.plans).toEqual([
      {
        id: 1,
        asset: 'MM',
        rewardAsset: 'MC',
        termDays: 3,
        dailyRate: '0.01',
        minimum: mm('10').toString(),
        maximum: mm('1000').toString(),
        open: true,
      },
      {
        id: 2,
        asset: 'USDT',
        rewardAsset: 'UME',
        termDays: 30,
        dailyRate: '0.0025',
        minimum: usdt('50').toString(),
        maximum: usdt('5000').toString(),
        open: true,
      },
      {
        id: 3,
        asset: 'MM',
        rewardAsset: 'MM',
        termDays: 10,
        dailyRate: '0.001',
        minimum: mm('1').toString(),
        maximum: mm('10').toString(),
        open: false,
      },
    ]);
    expect(Date.parse(visitor.nextSettlementAt)).toBeGreaterThan(Date.now());
    const member = await signInNewMember(app, db);
    const home = (await post(app, PLEDGE_HOME, {}, member.headers)).json().data as StakingHomeResponse;
    expect(home.member).toEqual({ staked: [], income: [], earning: 0, waiting: 0, redeemed: 0 });
    // A broken session is refused rather than answered as a visitor.
    expect((await post(app, PLEDGE_HOME, {}, { ...member.headers, token: 'nope' })).json().code).toBe(-403);
  });
});

describe('staking, income and redemption at maturity', () => {
  it('freezes the principal, pays each settled day of the term once, matures and returns the principal', async () => {
    const member = await staker('MM', '500');
    const today = await colonyToday(db, { time: '00:00', timeZone: 'UTC' });
    const order = await stake(member, 1, mm('200'));
    expect(order).toMatchObject({
      planId: 1,
      asset: 'MM',
      rewardAsset: 'MC',
      amount: mm('200').toString(),
      dailyRate: '0.01',
      dailyIncome: mm('2').toString(),
      termDays: 3,
      expectedIncome: mm('6').toString(),
      status: 'earning',
      incomeTotal: '0',
      incomeDays: 0,
      redeemedAt: null,
      early: null,
      fee: null,
    });
    expect(order.stakedDay >= today).toBe(true);
    expect(order.firstIncomeDay).toBe(addDays(order.stakedDay, 1));
    expect(order.lastIncomeDay).toBe(addDays(order.stakedDay, 3));
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('300'), frozen: mm('200') });

    // The staking day itself earns nothing.
    await settle(app, operator, order.stakedDay);
    expect((await detail(member, order.id)).income.total).toBe(0);

    const days = await settle(app, operator, order.firstIncomeDay);
    expect(stepFigures(days, order.firstIncomeDay, 'staking_income')).toMatchObject({
      orders: 1,
      MC: mm('2').toString(),
    });
    const first = await detail(member, order.id);
    expect(first.order).toMatchObject({ status: 'earning', incomeDays: 1, incomeTotal: mm('2').toString() });
    expect(first.income.list).toEqual([
      {
        day: order.firstIncomeDay,
        amount: mm('2').toString(),
        reference: `settlement:${order.firstIncomeDay}:staking_income`,
        paidAt: expect.any(String),
      },
    ]);
    expect(first.redemptionFee).toEqual({ asset: 'MM', amount: mm('5').toString() });
    expect((await balanceOf(db, member.memberId, 'MC')).available).toBe(mm('2'));

    const rest = await settle(app, operator, addDays(order.lastIncomeDay, 2));
    expect(stepFigures(rest, order.lastIncomeDay, 'staking_maturity')).toEqual({ matured: 1 });
    const matured = await detail(member, order.id);
    expect(matured.order).toMatchObject({
      status: 'waiting',
      incomeDays: 3,
      incomeTotal: mm('6').toString(),
    });
    expect(matured.income.list.map((line) => line.day)).toEqual([
      addDays(order.stakedDay, 3),
      addDays(order.stakedDay, 2),
      addDays(order.stakedDay, 1),
    ]);
    expect(matured.redemptionFee).toBeNull();
    // Nothing is paid past the term.
    expect((await balanceOf(db, member.memberId, 'MC')).available).toBe(mm('6'));

    const redeemed = await postWrite(app, REDEEM, { id: order.id }, member);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().msg).toBe('Redemption successful');
    const answer = redeemed.json().data as RedeemResponse;
    expect(answer.fee).toBeNull();
    expect(answer.returned).toEqual({ asset: 'MM', amount: mm('200').toString() });
    expect(answer.order).toMatchObject({ status: 'redeemed', early: false, fee: null });
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('500'), frozen: 0n });

    // Once.
    expectError(await postWrite(app, REDEEM, { id: order.id }, member), 'stakingOrderRedeemed');
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('500'), frozen: 0n });

    // The Assets page's staking income and the money log read the same journal: what the member
    // collected, at each request after a settlement (the first day, then the two others at once).
    const index = (await post(app, '/api/user/user/index', {}, member.headers)).json()
      .data as UserIndexWithAssetsResponse;
    expect(index.income.staking).toEqual([{ asset: 'MC', amount: mm('6').toString() }]);
    const log = (await post(app, '/api/user/user/money_log', { limit: 20 }, member.headers)).json()
      .data as MoneyLogResponse;
    expect(log.list.map((entry) => `${entry.kind} ${entry.phase} ${entry.asset} ${entry.amount}`)).toEqual([
      `stake void MM ${mm('200')}`,
      `staking_income posted MC ${mm('4')}`,
      `staking_income posted MC ${mm('2')}`,
      // The frozen principal's entry reads the state it reached: returned.
      `stake void MM -${mm('200')}`,
      `deposit posted MM ${mm('500')}`,
    ]);
  });
});

describe('early redemption', () => {
  it('costs the fee from the available balance, refused with "Insufficient balance" and nothing moved without it', async () => {
    const member = await staker('MM', '100');
    const order = await stake(member, 1, mm('100'));
    await settle(app, operator, order.firstIncomeDay);
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: 0n, frozen: mm('100') });

    const refused = await postWrite(app, REDEEM, { id: order.id }, member);
    expectError(refused, 'insufficientBalance');
    expect(refused.json().msg).toBe('Insufficient balance');
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: 0n, frozen: mm('100') });
    expect((await detail(member, order.id)).order.status).toBe('earning');

    await fundMember(db, member.memberId, 'MM', mm('5'));
    const redeemed = await postWrite(app, REDEEM, { id: order.id }, member);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const answer = redeemed.json().data as RedeemResponse;
    expect(answer.fee).toEqual({ asset: 'MM', amount: mm('5').toString() });
    expect(answer.order).toMatchObject({
      status: 'redeemed',
      early: true,
      fee: { asset: 'MM', amount: mm('5').toString() },
      incomeDays: 1,
      incomeTotal: mm('1').toString(),
    });
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('100'), frozen: 0n });
    // The income already paid stays; none is paid after the redemption.
    await settle(app, operator, order.lastIncomeDay);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mm('1'), frozen: 0n });
    expect((await detail(member, order.id)).income.total).toBe(1);
  });

  it('takes the fee in MM from a member staking another currency', async () => {
    const member = await staker('USDT', '100');
    const order = await stake(member, 2, usdt('100'));
    expectError(await postWrite(app, REDEEM, { id: order.id }, member), 'insufficientBalance');
    await fundMember(db, member.memberId, 'MM', mm('7'));
    expect((await postWrite(app, REDEEM, { id: order.id }, member)).statusCode).toBe(200);
    expect(await balanceOf(db, member.memberId, 'USDT')).toEqual({ available: usdt('100'), frozen: 0n });
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('2'), frozen: 0n });
  });
});

describe('the member’s orders and the colony’s figures', () => {
  it('lists orders newest first with status tabs, and sums what is staked and paid', async () => {
    const member = await staker('MM', '1000');
    await fundMember(db, member.memberId, 'USDT', usdt('300'));
    const first = await stake(member, 1, mm('10'));
    const second = await stake(member, 1, mm('20'));
    const third = await stake(member, 2, usdt('300'));
    const all = (await post(app, PLEDGE_LIST, { limit: 2 }, member.headers)).json()
      .data as StakingOrderListResponse;
    expect(all.total).toBe(3);
    expect(all.list.map((order) => order.id)).toEqual([third.id, second.id]);
    const page2 = (await post(app, PLEDGE_LIST, { page: 2, limit: 2 }, member.headers)).json()
      .data as StakingOrderListResponse;
    expect(page2.list.map((order) => order.id)).toEqual([first.id]);

    await settle(app, operator, first.lastIncomeDay);
    await fundMember(db, member.memberId, 'MM', mm('5'));
    expect((await postWrite(app, REDEEM, { id: third.id }, member)).statusCode).toBe(200);
    const byStatus = async (status: string) =>
      (
        (await post(app, PLEDGE_LIST, { status }, member.headers)).json().data as StakingOrderListResponse
      ).list.map((order) => order.id);
    expect(await byStatus('waiting')).toEqual([second.id, first.id]);
    expect(await byStatus('redeemed')).toEqual([third.id]);
    expect(await byStatus('earning')).toEqual([]);

    const home = (await post(app, PLEDGE_HOME, {}, member.headers)).json().data as StakingHomeResponse;
    expect(home.member).toEqual({
      staked: [{ asset: 'MM', amount: mm('30').toString() }],
      income: [
        { asset: 'MC', amount: mm('0.9').toString() },
        { asset: 'UME', amount: ((usdt('300') * 3n) / 400n).toString() },
      ],
      earning: 0,
      waiting: 2,
      redeemed: 1,
    });

    const colony = (await post(app, PLEDGE_COLONY, {})).json().data as StakingColonyResponse;
    // Every order of this file that is not redeemed, and every income paid by its settlements.
    expect(colony.orders.redeemed).toBeGreaterThanOrEqual(1);
    expect(colony.stakers).toBeGreaterThanOrEqual(1);
    const stakedMm = colony.staked.find((entry) => entry.asset === 'MM');
    expect(BigInt(stakedMm?.amount ?? 0) >= mm('30')).toBe(true);
    expect(colony.plans.find((plan) => plan.planId === 1)).toBeDefined();
    const paidMc = BigInt(colony.incomePaid.find((entry) => entry.asset === 'MC')?.amount ?? 0);
    expect(paidMc >= mm('0.9')).toBe(true);
  });
});
