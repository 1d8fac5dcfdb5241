import { ERRORS, type ErrorName } from '@colony/contract/errors';
import type { PoolPosition, PositionListResponse } from '@colony/contract/pools';
import type { StakingDetailResponse, StakingOrderListResponse } from '@colony/contract/staking';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY, type EconomyConfig } from '../../economy/config.ts';
import type { PoolRule, StakingPlanRule } from '../../economy/staking-config.ts';
import { ledger } from '../../ledger/ledger.ts';
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
  JOIN,
  PLEDGE,
  PLEDGE_DETAIL,
  PLEDGE_LIST,
  POSITIONS,
  REDEEM,
  settle,
  stakingApp,
} from './staking-test-kit.ts';

/**
 * Staking and the pools over random settled days against a model written from the rules
 * (docs/economy.md "Staking" and "The DeFi pools"), not from the server's code: random plans and
 * pools, members staking, redeeming (early for the fee, or refused without it) and joining pools,
 * and days settled one or several at a time. An early redemption keeps no more income than a plan
 * its days held would have paid: the best rate of the open plans of its currencies whose term they
 * cover, or the lowest of them, and gives the rest back (refused, nothing moved, when the balance
 * lacks it). After every round each order's income day by day,
 * each position's rewards, every balance and every pool's spending are what the model computes,
 * no pool pays past its budget, and the ledger audits clean. `FC_SEED=<seed>` replays a run,
 * `FC_RUNS` sets how many.
 */

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FC_RUNS ?? 8);
const ONE = 10n ** 18n;
const FEE = 5n * ONE;
const ASSETS = ['USDT', 'MM', 'MC', 'UME'] as const;
type ModelAsset = (typeof ASSETS)[number];
const MEMBERS = 3;

const seen = {
  stakes: 0,
  refusals: 0,
  early: 0,
  feeRefused: 0,
  incomeReturned: 0,
  returnRefused: 0,
  matured: 0,
  joins: 0,
  returned: 0,
  days: 0,
};

// ---------------------------------------------------------------------------
// Scenarios

/** A plan; `shared` ones stake MM for MC, so early redemptions have shorter plans to compare with. */
const plan = (id: number, shared: boolean) =>
  fc
    .record({
      asset: shared ? fc.constant<'MM'>('MM') : fc.constantFrom<'MM' | 'USDT'>('MM', 'USDT'),
      rewardAsset: shared ? fc.constant<'MC'>('MC') : fc.constantFrom<'MM' | 'MC' | 'UME'>('MM', 'MC', 'UME'),
      // Shared plans run past a round's settled days, so their orders can be redeemed early having earned.
      termDays: shared ? fc.integer({ min: 2, max: 6 }) : fc.integer({ min: 1, max: 5 }),
      dailyRateBps: fc.integer({ min: 1, max: 700 }),
      minimum: fc.bigInt({ min: 1n, max: 5n * ONE }),
      span: fc.bigInt({ min: 0n, max: 150n * ONE }),
      open: fc.constantFrom(true, true, true, true, true, false),
    })
    .map(({ span, ...rule }): StakingPlanRule => ({ id, ...rule, maximum: rule.minimum + span }))
    .filter((rule) => (rule.minimum * BigInt(rule.dailyRateBps)) / 10_000n > 0n);

const pool = (id: number) =>
  fc.record({
    type: fc.constantFrom<'laser' | 'farm' | 'mining'>('laser', 'farm', 'mining'),
    asset: fc.constantFrom<'MM' | 'MC'>('MM', 'MC'),
    rewardAsset: fc.constantFrom<'MM' | 'MC' | 'UME'>('MM', 'MC', 'UME'),
    budget: fc.bigInt({ min: 10n, max: 1_000n * ONE }),
    days: fc.integer({ min: 2, max: 7 }),
    lockDays: fc.integer({ min: 1, max: 6 }),
    startOffset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 })),
    open: fc.constantFrom(true, true, true, false),
    id: fc.constant(id),
  });

/** Mostly an amount within the plan's or pool's bounds (a share of the way from its minimum to its maximum), sometimes any. */
const amount = fc.oneof(
  { weight: 4, arbitrary: fc.record({ share: fc.integer({ min: 0, max: 1000 }) }) },
  { weight: 1, arbitrary: fc.record({ raw: fc.bigInt({ min: 1n, max: 300n * ONE }) }) },
);
type AmountChoice = { share: number } | { raw: bigint };

function amountOf(choice: AmountChoice, bounds: { minimum: bigint; maximum: bigint } | undefined): bigint {
  if ('raw' in choice || !bounds) return 'raw' in choice ? choice.raw : ONE;
  return bounds.minimum + ((bounds.maximum - bounds.minimum) * BigInt(choice.share)) / 1000n;
}

const action = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('stake' as const),
      member: fc.nat({ max: MEMBERS - 1 }),
      // The fourth plan does not exist.
      plan: fc.oneof({ weight: 8, arbitrary: fc.nat({ max: 2 }) }, { weight: 1, arbitrary: fc.constant(3) }),
      amount,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('redeem' as const),
      member: fc.nat({ max: MEMBERS - 1 }),
      pick: fc.nat(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('join' as const),
      member: fc.nat({ max: MEMBERS - 1 }),
      pool: fc.oneof({ weight: 8, arbitrary: fc.nat({ max: 1 }) }, { weight: 1, arbitrary: fc.constant(2) }),
      amount,
    }),
  },
);

const scenario = fc.record({
  plans: fc.tuple(plan(1, true), plan(2, true), plan(3, false)),
  pools: fc.tuple(pool(1), pool(2)),
  funds: fc.array(
    fc.record({
      USDT: fc.integer({ min: 0, max: 600 }),
      // Some members have no MM besides what they stake: an early redemption is refused for the fee.
      MM: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        // fast-check favours small integers: from 200, stakes are mostly within the balance.
        { weight: 2, arbitrary: fc.integer({ min: 200, max: 600 }) },
      ),
      MC: fc.integer({ min: 0, max: 600 }),
    }),
    { minLength: MEMBERS, maxLength: MEMBERS },
  ),
  rounds: fc.array(
    fc.record({
      actions: fc.array(action, { minLength: 2, maxLength: 8 }),
      settleDays: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 2, maxLength: 6 },
  ),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

// ---------------------------------------------------------------------------
// The model

interface ModelOrder {
  id: string;
  member: number;
  plan: StakingPlanRule;
  amount: bigint;
  stakedDay: string;
  /** Settled days whose income was paid, in order. */
  paidDays: string[];
  status: 'earning' | 'waiting' | 'redeemed';
  /** Redeemed early below its plan's rate: what a day of it earns at the rate of the days held. */
  heldDaily?: bigint;
}

interface ModelPosition {
  id: string;
  member: number;
  pool: PoolRule;
  amount: bigint;
  joinDay: string;
  unlockDay: string;
  rewards: bigint;
  rewardDays: number;
  status: 'active' | 'returned';
}

const refused = (name: ErrorName) => ERRORS[name].code;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

class StakingModel {
  readonly balances: Record<ModelAsset, { available: bigint; frozen: bigint }>[];
  readonly orders: ModelOrder[] = [];
  readonly positions: ModelPosition[] = [];
  readonly paid = new Map<number, bigint>();
  lastSettled: string | undefined;

  constructor(
    readonly plans: StakingPlanRule[],
    readonly pools: PoolRule[],
    readonly today: string,
  ) {
    this.balances = Array.from(
      { length: MEMBERS },
      () =>
        Object.fromEntries(ASSETS.map((asset) => [asset, { available: 0n, frozen: 0n }])) as Record<
          ModelAsset,
          { available: bigint; frozen: bigint }
        >,
    );
    for (const rule of pools) this.paid.set(rule.id, 0n);
  }

  account(member: number, asset: ModelAsset) {
    return (this.balances[member] as Record<ModelAsset, { available: bigint; frozen: bigint }>)[asset];
  }

  /** The day a stake or join counts from: today, or the day after the last one settled. */
  nextDay(): string {
    return this.lastSettled === undefined ? this.today : later(this.today, addDays(this.lastSettled, 1));
  }

  stake(member: number, planIndex: number, amount: bigint): number {
    const rule = this.plans[planIndex];
    if (!rule) return refused('stakingPlanNotFound');
    if (!rule.open) return refused('stakingPlanClosed');
    if (amount < rule.minimum) return refused('stakeBelowMinimum');
    if (amount > rule.maximum) return refused('stakeAboveMaximum');
    const money = this.account(member, rule.asset as ModelAsset);
    if (money.available < amount) return refused('insufficientBalance');
    money.available -= amount;
    money.frozen += amount;
    this.orders.push({
      id: '',
      member,
      plan: rule,
      amount,
      stakedDay: this.nextDay(),
      paidDays: [],
      status: 'earning',
    });
    return 200;
  }

  /**
   * Before the settlement has matured it, a redemption is early (the term's end is in the future):
   * it pays the fee, then gives back the income paid above the rate of the days held. Settled
   * days are all in the future here, so the days held are the days paid.
   */
  redeem(order: ModelOrder): number {
    if (order.status === 'redeemed') return refused('stakingOrderRedeemed');
    const early = order.status === 'earning';
    let giveBack = 0n;
    if (early) {
      const fee = this.account(order.member, 'MM');
      if (fee.available < FEE) return refused('insufficientBalance');
      const heldDaily = (order.amount * BigInt(this.heldRateBps(order))) / 10_000n;
      giveBack = (this.daily(order) - heldDaily) * BigInt(order.paidDays.length);
      const income = this.account(order.member, order.plan.rewardAsset);
      const left = income.available - (order.plan.rewardAsset === 'MM' ? FEE : 0n);
      if (left < giveBack) return refused('stakingIncomeReturnShort');
      fee.available -= FEE;
      income.available -= giveBack;
      if (heldDaily < this.daily(order)) order.heldDaily = heldDaily;
    }
    const money = this.account(order.member, order.plan.asset as ModelAsset);
    money.frozen -= order.amount;
    money.available += order.amount;
    order.status = 'redeemed';
    if (giveBack > 0n) seen.incomeReturned++;
    return 200;
  }

  daily(order: ModelOrder): bigint {
    return (order.amount * BigInt(order.plan.dailyRateBps)) / 10_000n;
  }

  /** The best rate of the open plans of its currencies (its own too) whose term its days cover, else their lowest. */
  heldRateBps(order: ModelOrder): number {
    const days = order.paidDays.length;
    const alike = this.plans.filter(
      (rule) =>
        rule === order.plan ||
        (rule.open && rule.asset === order.plan.asset && rule.rewardAsset === order.plan.rewardAsset),
    );
    const rates = alike.filter((rule) => rule.termDays <= days).map((rule) => rule.dailyRateBps);
    const rate = rates.length > 0 ? Math.max(...rates) : Math.min(...alike.map((rule) => rule.dailyRateBps));
    return Math.min(rate, order.plan.dailyRateBps);
  }

  endDay(rule: PoolRule): string {
    return addDays(rule.startDay as string, rule.days - 1);
  }

  join(member: number, poolIndex: number, amount: bigint): number {
    const rule = this.pools[poolIndex];
    if (!rule) return refused('poolNotFound');
    const day = this.nextDay();
    const end = this.endDay(rule);
    const started = day >= (rule.startDay as string);
    if (day <= end && rule.open && !started) return refused('poolNotStarted');
    if (day > end || !rule.open || day >= end) return refused('poolClosed');
    if (amount < rule.minimum) return refused('stakeBelowMinimum');
    if (amount > rule.maximum) return refused('stakeAboveMaximum');
    const money = this.account(member, rule.asset as ModelAsset);
    if (money.available < amount) return refused('insufficientBalance');
    money.available -= amount;
    money.frozen += amount;
    this.positions.push({
      id: '',
      member,
      pool: rule,
      amount,
      joinDay: day,
      unlockDay: earlier(addDays(day, rule.lockDays), end),
      rewards: 0n,
      rewardDays: 0,
      status: 'active',
    });
    return 200;
  }

  settleDay(day: string) {
    for (const order of this.orders) {
      const first = addDays(order.stakedDay, 1);
      const last = addDays(order.stakedDay, order.plan.termDays);
      if (order.status !== 'redeemed' && first <= day && day <= last) {
        order.paidDays.push(day);
        this.account(order.member, order.plan.rewardAsset).available +=
          (order.amount * BigInt(order.plan.dailyRateBps)) / 10_000n;
      }
      if (order.status === 'earning' && last <= day) order.status = 'waiting';
    }
    for (const rule of this.pools) {
      const start = rule.startDay as string;
      const end = this.endDay(rule);
      if (day < start || day > end) continue;
      let daysLeft = 0;
      for (let d = day; d <= end; d = addDays(d, 1)) daysLeft++;
      const reward = (rule.budget - (this.paid.get(rule.id) ?? 0n)) / BigInt(daysLeft);
      const eligible = this.positions.filter(
        (position) =>
          position.pool.id === rule.id &&
          position.status === 'active' &&
          position.joinDay < day &&
          day <= position.unlockDay,
      );
      const tvl = eligible.reduce((sum, position) => sum + position.amount, 0n);
      for (const position of eligible) {
        const share = (reward * position.amount) / tvl;
        position.rewards += share;
        position.rewardDays++;
        this.paid.set(rule.id, (this.paid.get(rule.id) ?? 0n) + share);
        this.account(position.member, rule.rewardAsset).available += share;
      }
    }
    for (const position of this.positions) {
      if (position.status === 'active' && position.unlockDay <= day) {
        position.status = 'returned';
        const money = this.account(position.member, position.pool.asset as ModelAsset);
        money.frozen -= position.amount;
        money.available += position.amount;
      }
    }
    this.lastSettled = day;
  }
}

// ---------------------------------------------------------------------------
// Running a scenario against the server

function economyOf(model: StakingModel): EconomyConfig {
  return {
    ...DEFAULT_ECONOMY,
    staking: { ...DEFAULT_ECONOMY.staking, plans: model.plans },
    pools: model.pools,
  };
}

async function runScenario(input: Scenario) {
  const database = await createTestDatabase();
  const db = database.db;
  const today = await colonyToday(db, { time: '00:00', timeZone: 'UTC' });
  const pools: PoolRule[] = input.pools.map(({ startOffset, budget, ...rule }) => ({
    ...rule,
    budget: budget < BigInt(rule.days) ? BigInt(rule.days) : budget,
    startDay: addDays(today, startOffset),
    minimum: ONE,
    maximum: 400n * ONE,
  }));
  const model = new StakingModel([...input.plans], pools, today);
  const { app, operator } = await stakingApp(db, economyOf(model));
  try {
    const members: TestMember[] = [];
    for (const [index, funds] of input.funds.entries()) {
      const member = await signInNewMember(app, db);
      members.push(member);
      for (const asset of ['USDT', 'MM', 'MC'] as const) {
        const units = BigInt(funds[asset]) * ONE;
        if (units === 0n) continue;
        await fundMember(db, member.memberId, asset, units);
        model.account(index, asset).available += units;
      }
    }
    for (const [roundIndex, round] of input.rounds.entries()) {
      for (const step of round.actions) {
        const member = members[step.member] as TestMember;
        const where = `round ${roundIndex} ${JSON.stringify(step, (_, value) => (typeof value === 'bigint' ? `${value}n` : value))}`;
        if (step.type === 'stake') {
          const planId = step.plan + 1;
          const units = amountOf(step.amount, model.plans[step.plan]);
          const expected = model.stake(step.member, step.plan, units);
          const body = (await postWrite(app, PLEDGE, { planId, amount: units.toString() }, member)).json();
          expect(body.code, `${where}: ${JSON.stringify(body)}`).toBe(expected);
          if (body.code === 200) {
            const order = model.orders.at(-1) as ModelOrder;
            order.id = body.data.id;
            expect(body.data.stakedDay, where).toBe(order.stakedDay);
            seen.stakes++;
          } else seen.refusals++;
        } else if (step.type === 'redeem') {
          const mine = model.orders.filter((order) => order.member === step.member);
          const order = mine[step.pick % Math.max(mine.length, 1)];
          if (!order) continue;
          const early = order.status === 'earning';
          const expected = model.redeem(order);
          const body = (await postWrite(app, REDEEM, { id: order.id }, member)).json();
          expect(body.code, `${where}: ${JSON.stringify(body)}`).toBe(expected);
          if (body.code === 200 && early) seen.early++;
          if (body.code === ERRORS.insufficientBalance.code) seen.feeRefused++;
          if (body.code === ERRORS.stakingIncomeReturnShort.code) seen.returnRefused++;
        } else {
          const poolId = step.pool + 1;
          const units = amountOf(step.amount, model.pools[step.pool]);
          const expected = model.join(step.member, step.pool, units);
          const body = (await postWrite(app, JOIN, { poolId, amount: units.toString() }, member)).json();
          expect(body.code, `${where}: ${JSON.stringify(body)}`).toBe(expected);
          if (body.code === 200) {
            const position = model.positions.at(-1) as ModelPosition;
            position.id = (body.data as PoolPosition).id;
            expect(body.data.unlockDay, where).toBe(position.unlockDay);
            seen.joins++;
          }
        }
      }
      if (round.settleDays > 0) {
        const from = model.nextDay();
        const through = addDays(from, round.settleDays - 1);
        const records = await settle(app, operator, through);
        // A colony with nothing staked or joined yet starts settling at `through`.
        const settledFrom = records[0]?.day ?? through;
        for (let day = settledFrom; day <= through; day = addDays(day, 1)) {
          model.settleDay(day);
          seen.days++;
        }
        if (records.length === 0) model.lastSettled = through;
      }
      await expectModel(app, db, members, model, `after round ${roundIndex}`);
    }
    // Last, every member redeems every order still staked: those still earning early, after the
    // days the rounds settled.
    for (const order of model.orders.filter((entry) => entry.status !== 'redeemed')) {
      const early = order.status === 'earning';
      const expected = model.redeem(order);
      const body = (
        await postWrite(app, REDEEM, { id: order.id }, members[order.member] as TestMember)
      ).json();
      expect(body.code, `redeeming ${order.id} at last: ${JSON.stringify(body)}`).toBe(expected);
      if (body.code === 200 && early) seen.early++;
      if (body.code === ERRORS.insufficientBalance.code) seen.feeRefused++;
      if (body.code === ERRORS.stakingIncomeReturnShort.code) seen.returnRefused++;
    }
    await expectModel(app, db, members, model, 'after redeeming every order');
  } finally {
    await app.close();
    await database.close();
  }
}

async function expectModel(
  app: FastifyInstance,
  db: Db,
  members: TestMember[],
  model: StakingModel,
  where: string,
) {
  for (const [index, member] of members.entries()) {
    // A signed-in request collects the member's settled income first: the balances after it are
    // what the member sees.
    const list = (await post(app, PLEDGE_LIST, { limit: 100 }, member.headers)).json()
      .data as StakingOrderListResponse;
    const balances = await ledger.balances(db, member.memberId);
    for (const asset of ASSETS) {
      const found = balances.find((balance) => balance.asset === asset);
      expect(
        { available: found?.available ?? 0n, frozen: found?.frozen ?? 0n },
        `${where}: m${index} ${asset}`,
      ).toEqual(model.account(index, asset));
    }
    const orders = model.orders.filter((order) => order.member === index);
    expect(list.total, `${where}: m${index} orders`).toBe(orders.length);
    for (const order of orders) {
      const detail = (await post(app, PLEDGE_DETAIL, { id: order.id, limit: 100 }, member.headers)).json()
        .data as StakingDetailResponse;
      const daily = order.heldDaily ?? model.daily(order);
      // Income over the days settled, computed independently: each day's amount × rate, rounded
      // down (at the rate of the days held once redeemed early).
      expect(
        {
          status: detail.order.status,
          incomeDays: detail.order.incomeDays,
          incomeTotal: detail.order.incomeTotal,
          lines: detail.income.list.map((line) => `${line.day} ${line.amount}`).reverse(),
        },
        `${where}: order ${order.id}`,
      ).toEqual({
        status: order.status,
        incomeDays: order.paidDays.length,
        incomeTotal: (daily * BigInt(order.paidDays.length)).toString(),
        lines: order.paidDays.map((day) => `${day} ${daily}`),
      });
      if (order.status === 'waiting') seen.matured++;
    }
    const positions = (await post(app, POSITIONS, { limit: 100 }, member.headers)).json()
      .data as PositionListResponse;
    const mine = model.positions.filter((position) => position.member === index);
    expect(
      Object.fromEntries(
        positions.list.map((position) => [
          position.id,
          `${position.status} ${position.rewardsPaid} ${position.rewardDays}`,
        ]),
      ),
      `${where}: m${index} positions`,
    ).toEqual(
      Object.fromEntries(
        mine.map((position) => [
          position.id,
          `${position.status} ${position.rewards} ${position.rewardDays}`,
        ]),
      ),
    );
    seen.returned += mine.filter((position) => position.status === 'returned').length;
  }
  for (const rule of model.pools) {
    const paid = model.paid.get(rule.id) ?? 0n;
    expect(paid <= rule.budget, `${where}: pool ${rule.id} within its budget`).toBe(true);
  }
  await expectCleanLedger(db);
}

describe('staking and the pools against a model of the rules', () => {
  it(`pay what the model computes over random plans, pools, stakes, redemptions, joins and settled days (${RUNS} runs)`, async () => {
    console.info(`staking model seed ${SEED} (FC_SEED=${SEED} replays it, FC_RUNS sets the runs)`);
    await fc.assert(fc.asyncProperty(scenario, runScenario), {
      seed: SEED,
      numRuns: RUNS,
      endOnFailure: true,
    });
    console.info(`the runs went through: ${JSON.stringify(seen)}`);
  }, 900_000);
});
