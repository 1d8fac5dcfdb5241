import type { Stablecoin } from '@colony/contract/assets';
import type { MyAvatarsResponse, OrderListResponse, SettlementDayRecord } from '@colony/contract/avatars';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import {
  type AvatarRule,
  DEFAULT_ECONOMY,
  type EconomyConfig,
  economyProblems,
  lifetimePayout,
} from '../../economy/config.ts';
import { DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import {
  expectCleanLedger,
  fundMember,
  fundSystem,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findMemberByAddress } from '../members/queries.ts';

/**
 * The avatars and their daily settlement against a model written from the rules
 * (docs/economy.md), not from the server's code: random catalogues, members in a referral tree,
 * purchases (some queued, some refused), queue entries left, sales of MM to the trader, and days
 * settled one or several at a time. After every settlement each member's balances, each order's
 * status, each avatar's fuel and output, each energy level and each step's figures are what the
 * model says, and the ledger audits clean. `FC_SEED=<seed>` replays a run, `FC_RUNS` sets how many.
 */

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FC_RUNS ?? 4);

const CREATE = '/api/nft/nft_order/orderCreate';
const CANCEL = '/api/nft/nft_order/orderCancel';
const LIST = '/api/nft/nft_order/getOrderList';
const MINE = '/api/nft/nft_order/index';
const SELL = '/api/nft/Money_Exchange/exchange';
const RUN = '/api/admin/Settlement/run';

/** What the runs went through, printed at the end: a run that never queues or never levels proves little. */
const seen = {
  paid: 0,
  queued: 0,
  refused: 0,
  cancelled: 0,
  served: 0,
  expired: 0,
  sales: 0,
  spent: 0,
  days: 0,
  topLevel: 0,
};

const refusals: Record<number, number> = {};
const ONE = 10n ** 18n;
const BPS = 10_000n;
const ASSETS = ['USDT', 'USDC', 'MM', 'MC', 'UME'] as const;
type ModelAsset = (typeof ASSETS)[number];
const OUTPUTS = ['MM', 'MC', 'UME'] as const;
/** The trader: 0.5 USDT per MM, 5 % fee rounded up, at least 10 MM (docs/economy.md). */
const TRADER = { price: ONE / 2n, feeBps: 500n, minimum: 10n * ONE };

// ---------------------------------------------------------------------------
// Scenarios

const KINDS: Record<number, AvatarRule['kind']> = {
  1: 'main',
  2: 'guide',
  3: 'guide',
  15: 'alliance',
  16: 'alliance',
};

const avatarRule = (id: number) =>
  fc
    .record({
      whole: fc.integer({ min: 1, max: 200 }),
      dust: fc.bigInt({ min: 0n, max: ONE - 1n }),
      fuelMultiplierBps: fc.integer({ min: 10_000, max: 30_000 }),
      dailyYieldBps: fc.integer({ min: 1, max: 5_000 }),
      cuts: fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })),
      dailySupply: fc.constantFrom(0, 1, 1, 1, 2, 2, 3),
      forSale: fc.constantFrom(true, true, true, true, true, false),
      assets: fc.constantFrom<Stablecoin[]>(['USDT'], ['USDC'], ['USDT', 'USDC']),
    })
    .map(({ whole, dust, cuts, ...terms }): AvatarRule => {
      const [low, high] = cuts[0] <= cuts[1] ? cuts : [cuts[1], cuts[0]];
      return {
        id,
        kind: KINDS[id] ?? 'alliance',
        names: { en: `Avatar ${id}` },
        price: BigInt(whole) * ONE + dust,
        outputBps: { MM: low, MC: high - low, UME: 10_000 - high },
        ...terms,
      };
    })
    // Only catalogues the server accepts: what the trader would pay for its MM, with the income
    // cap, stays below its price (docs/economy.md).
    .filter((rule) => (lifetimePayout(DEFAULT_ECONOMY, rule) ?? 0n) < rule.price);

const catalogue = fc.subarray([2, 3, 15, 16]).chain((ids) => fc.tuple(...[1, ...ids].map(avatarRule)));

const action = (members: number) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        type: fc.constant('buy' as const),
        member: fc.nat({ max: members - 1 }),
        /** Which avatar of the catalogue, and which of its stablecoins. */
        pick: fc.nat(),
        /** Now and then an avatar the catalogue lacks or a stablecoin it does not take. */
        mistake: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'none', 'unknown', 'asset'),
        queue: fc.constantFrom(true, true, false),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('cancel' as const),
        member: fc.nat({ max: members - 1 }),
        pick: fc.nat(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('sell' as const),
        member: fc.nat({ max: members - 1 }),
        whole: fc.integer({ min: 8, max: 40 }),
      }),
    },
  );
type Action = ReturnType<typeof action> extends fc.Arbitrary<infer T> ? T : never;

const scenario = fc
  .record({
    avatars: catalogue,
    boostSteps: fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 7, maxLength: 7 }),
    retentionDays: fc.integer({ min: 1, max: 4 }),
    members: fc.array(
      fc.record({
        superior: fc.integer({ min: -1, max: 6 }),
        usdt: fc.integer({ min: 0, max: 2_000 }),
        usdc: fc.integer({ min: 0, max: 2_000 }),
        mm: fc.integer({ min: 0, max: 100 }),
      }),
      { minLength: 3, maxLength: 6 },
    ),
  })
  .chain((base) =>
    fc.record({
      base: fc.constant(base),
      rounds: fc.array(
        fc.record({
          actions: fc.array(action(base.members.length), { maxLength: 10 }),
          settleDays: fc.integer({ min: 0, max: 3 }),
        }),
        { minLength: 3, maxLength: 7 },
      ),
    }),
  );
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function economyOf(base: Scenario['base']): EconomyConfig {
  let boost = 10_000;
  const boostsBps = [boost, ...base.boostSteps.map((step) => (boost += step))];
  return {
    ...DEFAULT_ECONOMY,
    avatars: base.avatars,
    energy: { ...DEFAULT_ECONOMY.energy, boostsBps },
    queue: { ...DEFAULT_ECONOMY.queue, retentionDays: base.retentionDays },
    // The avatars' rules alone: the income a sale triggers has its own model (income-model.test.ts).
    team: {
      ...DEFAULT_ECONOMY.team,
      referralRatesBps: [],
      starLevels: [],
      bonusRateBps: 0,
      starLevelPoolBps: 0,
    },
  };
}

// ---------------------------------------------------------------------------
// The model

interface ModelOrder {
  id: string;
  member: number;
  avatarId: number;
  kind: AvatarRule['kind'];
  asset: Stablecoin;
  price: bigint;
  status: 'paid' | 'queued' | 'expired' | 'cancelled';
  seq: number;
  /** The settlement day that expires it if it is still queued. */
  expiresOn: string;
}

interface ModelAvatar {
  orderId: string;
  member: number;
  kind: AvatarRule['kind'];
  totalFuel: bigint;
  dailyBurn: bigint;
  shares: Record<(typeof OUTPUTS)[number], bigint>;
  firstDay: string;
  burned: bigint;
  output: Record<(typeof OUTPUTS)[number], bigint>;
}

type Outcome = { code: number; status?: ModelOrder['status'] };

class ColonyModel {
  readonly balances: Record<ModelAsset, { available: bigint; frozen: bigint }>[];
  readonly orders: ModelOrder[] = [];
  readonly avatars: ModelAvatar[] = [];
  readonly minted: bigint[];
  readonly redeemed: bigint[];
  readonly levels = new Map<number, number>();
  private treasuryUsdt = 0n;
  private readonly sold = new Map<string, number>();
  private lastSettled: string | undefined;
  private lastServed: string | undefined;
  private seq = 0;

  constructor(
    private readonly economy: EconomyConfig,
    private readonly superiors: (number | null)[],
    readonly today: string,
  ) {
    this.balances = superiors.map(() =>
      Object.fromEntries(ASSETS.map((asset) => [asset, { available: 0n, frozen: 0n }])),
    ) as Record<ModelAsset, { available: bigint; frozen: bigint }>[];
    this.minted = superiors.map(() => 0n);
    this.redeemed = superiors.map(() => 0n);
  }

  fundTreasury(amount: bigint) {
    this.treasuryUsdt += amount;
  }

  fund(member: number, asset: ModelAsset, amount: bigint) {
    this.account(member, asset).available += amount;
  }

  private account(member: number, asset: ModelAsset) {
    return (this.balances[member] as Record<ModelAsset, { available: bigint; frozen: bigint }>)[asset];
  }

  /** Sales count against the colony day until a settlement served the queue, then the day after it. */
  private saleDay(): string {
    return this.lastServed === undefined ? this.today : addDays(this.lastServed, 1);
  }

  private rule(avatarId: number) {
    return this.economy.avatars.find((rule) => rule.id === avatarId);
  }

  buy(member: number, avatarId: number, asset: Stablecoin, queue: boolean): Outcome {
    const rule = this.rule(avatarId);
    if (!rule) return refused('avatarNotFound');
    if (!rule.forSale) return refused('avatarNotForSale');
    if (!rule.assets.includes(asset)) return refused('avatarAssetNotAccepted');
    if (rule.kind === 'guide') {
      const held =
        this.avatars.filter((avatar) => avatar.member === member && avatar.kind === 'guide').length +
        this.orders.filter(
          (order) => order.member === member && order.kind === 'guide' && order.status === 'queued',
        ).length;
      if (held >= this.economy.queue.guideLimit) return refused('guideLimit');
    }
    const money = this.account(member, asset);
    if (money.available < rule.price) return refused('insufficientBalance');
    const day = this.saleDay();
    const key = `${day}:${rule.id}`;
    const order: ModelOrder = {
      id: '',
      member,
      avatarId,
      kind: rule.kind,
      asset,
      price: rule.price,
      status: 'paid',
      seq: 0,
      expiresOn: '',
    };
    if ((this.sold.get(key) ?? 0) < rule.dailySupply) {
      this.sold.set(key, (this.sold.get(key) ?? 0) + 1);
      money.available -= rule.price;
      this.pay(member, asset, rule.price);
      this.orders.push(order);
      this.createAvatar(order, rule, addDays(day, 1));
      return { code: 200, status: 'paid' };
    }
    if (!queue) return refused('avatarSoldOut');
    money.available -= rule.price;
    money.frozen += rule.price;
    // A queue entry waits the retention from a moment of its sale day: the settlements of that day
    // and the next retention − 1 days may serve it, the one after expires it.
    this.orders.push({
      ...order,
      status: 'queued',
      seq: ++this.seq,
      expiresOn: addDays(day, this.economy.queue.retentionDays),
    });
    return { code: 200, status: 'queued' };
  }

  /** The price reaches the treasury: the member has minted that much. */
  private pay(member: number, asset: Stablecoin, price: bigint) {
    this.minted[member] = (this.minted[member] ?? 0n) + price;
    if (asset === 'USDT') this.treasuryUsdt += price;
  }

  private createAvatar(order: ModelOrder, rule: AvatarRule, firstDay: string) {
    this.avatars.push({
      orderId: order.id,
      member: order.member,
      kind: rule.kind,
      totalFuel: (order.price * BigInt(rule.fuelMultiplierBps)) / BPS,
      dailyBurn: (order.price * BigInt(rule.dailyYieldBps)) / BPS,
      shares: {
        MM: BigInt(rule.outputBps.MM),
        MC: BigInt(rule.outputBps.MC),
        UME: BigInt(rule.outputBps.UME),
      },
      firstDay,
      burned: 0n,
      output: { MM: 0n, MC: 0n, UME: 0n },
    });
  }

  /** The id the server gave the last order placed, which its avatar names too. */
  named(id: string) {
    const order = this.orders.at(-1) as ModelOrder;
    order.id = id;
    for (const avatar of this.avatars) if (avatar.orderId === '') avatar.orderId = id;
  }

  cancel(member: number, pick: number): { outcome: Outcome; id?: string } {
    const mine = this.orders.filter((order) => order.member === member);
    const order = mine[pick % Math.max(mine.length, 1)];
    if (!order) return { outcome: { code: -1 } };
    if (order.status !== 'queued') return { outcome: refused('orderNotCancellable'), id: order.id };
    order.status = 'cancelled';
    const money = this.account(member, order.asset);
    money.frozen -= order.price;
    money.available += order.price;
    return { outcome: { code: 200, status: 'cancelled' }, id: order.id };
  }

  sell(member: number, amount: bigint): Outcome {
    if (amount < TRADER.minimum) return refused('buyBackBelowMinimum');
    const mm = this.account(member, 'MM');
    if (mm.available < amount) return refused('insufficientBalance');
    const gross = (amount * TRADER.price) / ONE;
    const fee = (gross * TRADER.feeBps + BPS - 1n) / BPS;
    if (this.treasuryUsdt < gross) return refused('treasuryInsufficient');
    mm.available -= amount;
    this.treasuryUsdt -= gross;
    this.account(member, 'USDT').available += gross - fee;
    this.redeemed[member] = (this.redeemed[member] ?? 0n) + gross;
    return { code: 200 };
  }

  /** Settles every unsettled day up to `through`; answers each day's expected figures. */
  settle(through: string): ModelDay[] {
    const first =
      this.lastSettled !== undefined
        ? addDays(this.lastSettled, 1)
        : this.orders.length > 0
          ? this.today
          : through;
    const days: ModelDay[] = [];
    for (let day = first; day <= through; day = addDays(day, 1)) days.push(this.settleDay(day));
    return days;
  }

  private directsOf(member: number): number[] {
    return this.superiors.flatMap((superior, index) => (superior === member ? [index] : []));
  }

  /** Everyone below `member`, at any depth. */
  private teamOf(member: number): number[] {
    return this.directsOf(member).flatMap((direct) => [direct, ...this.teamOf(direct)]);
  }

  private settleDay(day: string): ModelDay {
    const figures: ModelDay = {
      day,
      expired: 0,
      served: 0,
      producing: 0,
      fuel: 0n,
      MM: 0n,
      MC: 0n,
      UME: 0n,
      levels: {},
    };
    // 1. Entries past their retention leave the queue, the price returned.
    for (const order of this.orders) {
      if (order.status !== 'queued' || order.expiresOn > day) continue;
      order.status = 'expired';
      const money = this.account(order.member, order.asset);
      money.frozen -= order.price;
      money.available += order.price;
      figures.expired++;
    }
    // 2. The queue, first come first served, takes what is left of the next day's supply.
    const next = addDays(day, 1);
    for (const rule of this.economy.avatars) {
      const key = `${next}:${rule.id}`;
      const room = Math.max((rule.forSale ? rule.dailySupply : 0) - (this.sold.get(key) ?? 0), 0);
      const waiting = this.orders
        .filter((order) => order.status === 'queued' && order.avatarId === rule.id)
        .sort((a, b) => a.seq - b.seq)
        .slice(0, room);
      for (const order of waiting) {
        order.status = 'paid';
        this.account(order.member, order.asset).frozen -= order.price;
        this.pay(order.member, order.asset, order.price);
        this.createAvatar(order, rule, addDays(next, 1));
        figures.served++;
      }
      if (waiting.length > 0) this.sold.set(key, (this.sold.get(key) ?? 0) + waiting.length);
    }
    this.lastServed = day;
    // 3. Every avatar that has begun and has fuel burns its daily burn times its holder's boost,
    // never more than it has left, and pays each resource its share of the burn, rounded down.
    for (const avatar of this.avatars) {
      if (avatar.firstDay > day || avatar.burned >= avatar.totalFuel) continue;
      const boost = BigInt(this.economy.energy.boostsBps[this.levels.get(avatar.member) ?? 0] ?? 10_000);
      const boosted = (avatar.dailyBurn * boost) / BPS;
      const left = avatar.totalFuel - avatar.burned;
      const burn = boosted < left ? boosted : left;
      avatar.burned += burn;
      figures.producing++;
      figures.fuel += burn;
      for (const asset of OUTPUTS) {
        const paid = (burn * avatar.shares[asset]) / BPS;
        avatar.output[asset] += paid;
        this.account(avatar.member, asset).available += paid;
        figures[asset] += paid;
      }
    }
    // 4. Every holder's energy level for the next day: one for minting more than they redeemed,
    // one per step their direct referrals' minting passes that many times their redemption, one
    // per step their small zone's does (the team below them without its largest leg, the leg
    // with the most minted; ties go to the leg that redeemed less, then to the earlier member).
    const holders = new Set(this.avatars.map((avatar) => avatar.member));
    const passed = (steps: number[], minted: bigint, redeemed: bigint) =>
      steps.filter((step) => minted > BigInt(step) * redeemed).length;
    for (const member of holders) {
      const directs = this.directsOf(member);
      const directMinted = directs.reduce((sum, index) => sum + (this.minted[index] ?? 0n), 0n);
      const directRedeemed = directs.reduce((sum, index) => sum + (this.redeemed[index] ?? 0n), 0n);
      const legs = directs.map((direct) => {
        const leg = [direct, ...this.teamOf(direct)];
        return {
          direct,
          minted: leg.reduce((sum, index) => sum + (this.minted[index] ?? 0n), 0n),
          redeemed: leg.reduce((sum, index) => sum + (this.redeemed[index] ?? 0n), 0n),
        };
      });
      legs.sort((a, b) =>
        a.minted !== b.minted
          ? a.minted > b.minted
            ? -1
            : 1
          : a.redeemed !== b.redeemed
            ? a.redeemed < b.redeemed
              ? -1
              : 1
            : a.direct - b.direct,
      );
      const zone = legs.slice(1);
      const zoneMinted = zone.reduce((sum, leg) => sum + leg.minted, 0n);
      const zoneRedeemed = zone.reduce((sum, leg) => sum + leg.redeemed, 0n);
      const level =
        ((this.minted[member] ?? 0n) > (this.redeemed[member] ?? 0n) ? 1 : 0) +
        passed(this.economy.energy.directSteps, directMinted, directRedeemed) +
        passed(this.economy.energy.zoneSteps, zoneMinted, zoneRedeemed);
      this.levels.set(member, level);
      figures.levels[`level${level}`] = (figures.levels[`level${level}`] ?? 0) + 1;
    }
    this.lastSettled = day;
    return figures;
  }
}

interface ModelDay {
  day: string;
  expired: number;
  served: number;
  producing: number;
  fuel: bigint;
  MM: bigint;
  MC: bigint;
  UME: bigint;
  levels: Record<string, number>;
}

function refused(name: ErrorName): Outcome {
  return { code: ERRORS[name].code };
}

// ---------------------------------------------------------------------------
// A run

async function runScenario({ base, rounds }: Scenario): Promise<void> {
  const economy = economyOf(base);
  expect(economyProblems(economy)).toEqual([]);
  const database = await createTestDatabase();
  const db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  const app = await createTestApp(
    db,
    { OPERATOR_ADDRESSES: operatorAccount.address, SETTLEMENT_ALLOW_FUTURE: 'true' },
    { economy },
  );
  try {
    const operator = await signInNewMember(app, db, operatorAccount);
    const superiors = base.members.map((member, index) =>
      member.superior >= 0 && member.superior < index ? member.superior : null,
    );
    const members: TestMember[] = [];
    for (const superior of superiors) {
      const inviter = superior === null ? undefined : members[superior];
      const referee = inviter
        ? ((await findMemberByAddress(db, inviter.address))?.inviteCode ?? '')
        : DEMO_ROOT_INVITE_CODE;
      members.push(await signInNewMember(app, db, undefined, referee));
    }
    const model = new ColonyModel(
      economy,
      superiors,
      await colonyToday(db, { time: '00:00', timeZone: 'UTC' }),
    );
    for (const [index, funds] of base.members.entries()) {
      const memberId = (members[index] as TestMember).memberId;
      for (const [asset, whole] of [
        ['USDT', funds.usdt],
        ['USDC', funds.usdc],
        ['MM', funds.mm],
      ] as const) {
        if (whole === 0) continue;
        await fundMember(db, memberId, asset, BigInt(whole) * ONE);
        model.fund(index, asset, BigInt(whole) * ONE);
      }
    }

    // Some of the colony's own USDT, so the trader can pay before members' purchases fill the treasury.
    await fundSystem(db, 'treasury', 'USDT', 40n * ONE);
    model.fundTreasury(40n * ONE);

    let settledThrough: string | undefined;
    for (const [roundIndex, round] of rounds.entries()) {
      for (const step of round.actions) await act(step, members, model, `round ${roundIndex}`);
      if (round.settleDays === 0) continue;
      const through = addDays(settledThrough ?? addDays(model.today, -1), round.settleDays);
      const expected = model.settle(through);
      const response = await postWrite(app, RUN, { through }, operator, null);
      expect(response.statusCode, response.body).toBe(200);
      const days = response.json().data.days as SettlementDayRecord[];
      expect(days.map((day) => figuresOf(day))).toEqual(expected.map((day) => expectedFigures(day)));
      settledThrough = through;
      await expectModel(app, db, members, model);
      for (const day of expected) {
        seen.days++;
        seen.served += day.served;
        seen.expired += day.expired;
      }
    }
    seen.spent += model.avatars.filter((avatar) => avatar.burned === avatar.totalFuel).length;
    seen.topLevel = Math.max(seen.topLevel, ...model.levels.values());
  } finally {
    await app.close();
    await database.close();
  }

  async function act(step: Action, members: TestMember[], model: ColonyModel, where: string) {
    const member = members[step.member] as TestMember;
    if (step.type === 'buy') {
      const rule = economy.avatars[step.pick % economy.avatars.length] as AvatarRule;
      const avatarId = step.mistake === 'unknown' ? 99 : rule.id;
      const asset =
        step.mistake === 'asset'
          ? ((['USDT', 'USDC'] as const).find((coin) => !rule.assets.includes(coin)) ?? 'USDT')
          : (rule.assets[step.pick % rule.assets.length] as Stablecoin);
      const expected = model.buy(step.member, avatarId, asset, step.queue);
      const body = (await postWrite(app, CREATE, { avatarId, asset, queue: step.queue }, member)).json();
      expect({ code: body.code, status: body.data?.status }, `${where}: ${JSON.stringify(step)}`).toEqual(
        expected.code === 200 ? expected : { code: expected.code, status: undefined },
      );
      if (body.code === 200) model.named(body.data.id);
      if (body.code === 200) seen[body.data.status === 'queued' ? 'queued' : 'paid']++;
      else {
        seen.refused++;
        refusals[body.code] = (refusals[body.code] ?? 0) + 1;
      }
    } else if (step.type === 'cancel') {
      const { outcome, id } = model.cancel(step.member, step.pick);
      if (!id) return;
      const body = (await postWrite(app, CANCEL, { id }, member)).json();
      expect({ code: body.code, status: body.data?.status }, `${where}: ${JSON.stringify(step)}`).toEqual(
        outcome.code === 200 ? outcome : { code: outcome.code, status: undefined },
      );
      if (body.code === 200) seen.cancelled++;
    } else {
      const amount = BigInt(step.whole) * ONE;
      const expected = model.sell(step.member, amount);
      const body = (await postWrite(app, SELL, { asset: 'MM', amount: amount.toString() }, member)).json();
      expect(body.code, `${where}: ${JSON.stringify(step)} ${JSON.stringify(body)}`).toBe(expected.code);
      if (body.code === 200) seen.sales++;
      else refusals[body.code] = (refusals[body.code] ?? 0) + 1;
    }
  }
}

function figuresOf(record: SettlementDayRecord) {
  const of = (step: string) => record.steps.find((entry) => entry.step === step)?.figures ?? {};
  const { members: _, changed: __, ...levels } = of('energy');
  const output = of('avatar_output');
  return {
    day: record.day,
    complete: record.complete,
    expired: Number(of('expire_queue').expired),
    served: Number(of('serve_queue').served),
    producing: Number(output.avatars),
    fuel: String(output.fuel),
    MM: String(output.MM),
    MC: String(output.MC),
    UME: String(output.UME),
    levels,
  };
}

function expectedFigures(day: ModelDay) {
  return {
    day: day.day,
    complete: true,
    expired: day.expired,
    served: day.served,
    producing: day.producing,
    fuel: day.fuel.toString(),
    MM: day.MM.toString(),
    MC: day.MC.toString(),
    UME: day.UME.toString(),
    levels: day.levels,
  };
}

/** Every member's balances, orders, avatars and energy level are the model's; the ledger adds up. */
async function expectModel(app: FastifyInstance, db: Db, members: TestMember[], model: ColonyModel) {
  for (const [index, member] of members.entries()) {
    // A signed-in request collects the member's settled output first: the balances after it are
    // what the member sees.
    const list = (await post(app, LIST, { limit: 100 }, member.headers)).json().data as OrderListResponse;
    const balances = await ledger.balances(db, member.memberId);
    for (const asset of ASSETS) {
      const found = balances.find((balance) => balance.asset === asset);
      expect(
        { available: found?.available ?? 0n, frozen: found?.frozen ?? 0n },
        `m${index} ${asset}`,
      ).toEqual(model.balances[index]?.[asset]);
    }

    const statuses = Object.fromEntries(list.list.map((order) => [order.id, order.status]));
    expect(statuses, `m${index} orders`).toEqual(
      Object.fromEntries(
        model.orders.filter((order) => order.member === index).map((order) => [order.id, order.status]),
      ),
    );

    const mine = (await post(app, MINE, {}, member.headers)).json().data as MyAvatarsResponse;
    const found = Object.fromEntries(
      mine.avatars.map((avatar) => {
        const output = Object.fromEntries(avatar.output.map((entry) => [entry.asset, BigInt(entry.amount)]));
        const burned = BigInt(avatar.totalFuel) - BigInt(avatar.remainingFuel);
        // Fuel never below zero, output never above the fuel burned, nothing produced once spent.
        expect(BigInt(avatar.remainingFuel) >= 0n).toBe(true);
        expect((output.MM ?? 0n) + (output.MC ?? 0n) + (output.UME ?? 0n) <= burned).toBe(true);
        if (avatar.remainingFuel === '0') expect(avatar.state).toBe('spent');
        return [
          avatar.orderId,
          { totalFuel: avatar.totalFuel, burned: burned.toString(), firstDay: avatar.firstDay, output },
        ];
      }),
    );
    expect(found, `m${index} avatars`).toEqual(
      Object.fromEntries(
        model.avatars
          .filter((avatar) => avatar.member === index)
          .map((avatar) => [
            avatar.orderId,
            {
              totalFuel: avatar.totalFuel.toString(),
              burned: avatar.burned.toString(),
              firstDay: avatar.firstDay,
              output: avatar.output,
            },
          ]),
      ),
    );
    expect(mine.energy.level, `m${index} energy level`).toBe(model.levels.get(index) ?? 0);
  }
  await expectCleanLedger(db);
}

describe('avatars and the daily settlement against a model of the rules', () => {
  it(`match the model over random catalogues, referral trees, purchases, sales and settled days (${RUNS} runs)`, async () => {
    console.info(`avatar model seed ${SEED} (FC_SEED=${SEED} replays it, FC_RUNS sets the runs)`);
    await fc.assert(fc.asyncProperty(scenario, runScenario), {
      seed: SEED,
      numRuns: RUNS,
      // Each run is a fresh database: report the first failure as found rather than shrink it.
      endOnFailure: true,
    });
    console.info(`the runs went through: ${JSON.stringify(seen)} ${JSON.stringify(refusals)}`);
  }, 900_000);
});
