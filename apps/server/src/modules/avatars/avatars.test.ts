import { ERRORS, type ErrorName } from '@colony/contract/errors';
import { homeResponse } from '@colony/contract/home';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays } from '../../settlement/calendar.ts';
import {
  availableOf,
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const CREATE = '/api/nft/nft_order/orderCreate';
const CANCEL = '/api/nft/nft_order/orderCancel';
const LIST = '/api/nft/nft_order/getOrderList';
const DETAIL = '/api/nft/nft_order/orderDetail';
const MINE = '/api/nft/nft_order/index';
const RUN = '/api/admin/Settlement/run';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');

/** Small supplies so a test reaches them. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) =>
    rule.id === 1 ? { ...rule, dailySupply: 2 } : rule.kind === 'guide' ? { ...rule, dailySupply: 5 } : rule,
  ),
};

let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;
let operatorAddress: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  operatorAddress = operatorAccount.address;
  app = await createTestApp(
    db,
    { OPERATOR_ADDRESSES: operatorAccount.address, SETTLEMENT_ALLOW_FUTURE: 'true' },
    { economy: ECONOMY },
  );
  operator = await signInNewMember(app, db, operatorAccount);
});

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
  expect(response.json().code, response.body).toBe(ERRORS[name].code);
}

async function buyer(whole = '1000'): Promise<TestMember> {
  const member = await signInNewMember(app, db);
  await fundMember(db, member.memberId, 'USDT', usdt(whole));
  return member;
}

async function settleThrough(day: string) {
  const response = await postWrite(app, RUN, { through: day }, operator, null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.days as {
    day: string;
    steps: { step: string; figures: Record<string, unknown>; ranNow: boolean }[];
  }[];
}

async function saleDay(): Promise<string> {
  const [row] = await rows<{ day: string }>(
    db,
    sql`select to_char(coalesce(max(day) + 1, (now() at time zone 'UTC')::date), 'YYYY-MM-DD') as day from settlement_step`,
  );
  return row?.day ?? '';
}

async function journalCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger_transfer`);
  return Number(row?.n);
}

describe('the catalogue', () => {
  it('lists every avatar with its terms and today’s live supply on the home page', async () => {
    const response = await post(app, '/api/nft/Home/home', {});
    expect(response.statusCode).toBe(200);
    const home = homeResponse.parse(response.json().data);
    const main = home.avatars.find((avatar) => avatar.id === 1);
    expect(main).toMatchObject({
      kind: 'main',
      name: 'Colony Pioneer',
      assets: ['USDT', 'USDC'],
      price: usdt('100').toString(),
      fuelMultiplier: '2',
      totalFuel: usdt('200').toString(),
      dailyYieldRate: '0.01',
      output: [
        { asset: 'MM', share: '0.6' },
        { asset: 'MC', share: '0.3' },
        { asset: 'UME', share: '0.1' },
      ],
      dailySupply: 2,
      forSale: true,
    });
    expect(home.avatars.map((avatar) => avatar.id)).toEqual([1, 2, 3, 15, 16, 17]);
    expect(home.avatars.find((avatar) => avatar.id === 17)?.forSale).toBe(false);
    expect(Date.parse(home.nextSettlementAt)).toBeGreaterThan(Date.now());
  });
});

describe('POST /api/nft/nft_order/orderCreate', () => {
  it('buys from the balance: the price to the treasury with the order as reference, an avatar with its fuel', async () => {
    const member = await buyer('150');
    const treasuryBefore = await ledger.systemBalance(db, 'treasury', 'USDT');
    const response = await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, member);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      avatarId: 1,
      asset: 'USDT',
      amount: usdt('100').toString(),
      status: 'paid',
      queue: null,
    });
    expect(order.ownedAvatarId).toEqual(expect.any(Number));
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('50'));
    expect(await ledger.systemBalance(db, 'treasury', 'USDT')).toBe(treasuryBefore + usdt('100'));
    const [paid] = await rows<{ kind: string; reference: string }>(
      db,
      sql`select kind, reference from ledger_transfer where reference = ${order.id}`,
    );
    expect(paid).toEqual({ kind: 'avatar_purchase', reference: order.id });

    const mine = (await post(app, MINE, {}, member.headers)).json().data;
    expect(mine.avatars).toHaveLength(1);
    expect(mine.avatars[0]).toMatchObject({
      avatarId: 1,
      totalFuel: usdt('200').toString(),
      remainingFuel: usdt('200').toString(),
      // 1 % of the price a day at level 0; it produces from the day after the sale day.
      dailyBurn: usdt('1').toString(),
      state: 'starting',
      firstDay: addDays(await saleDay(), 1),
      producingFrom: `${addDays(await saleDay(), 1)}T00:00:00.000Z`,
    });
    expect(mine.totalFuel).toBe(usdt('200').toString());
    const assets = (await post(app, '/api/user/user/index', {}, member.headers)).json().data;
    expect(assets.fuel).toBe(usdt('200').toString());
    // Its first output is paid by the settlement at the end of its first day, not the next one.
    expect(assets.nextOutputAt).toBe(`${addDays(await saleDay(), 2)}T00:00:00.000Z`);
  });

  it('refuses what cannot be bought with a clear error and writes nothing', async () => {
    const member = await buyer('20');
    const before = await journalCount();
    expectError(await postWrite(app, CREATE, { avatarId: 999, asset: 'USDT' }, member), 'avatarNotFound');
    expectError(await postWrite(app, CREATE, { avatarId: 17, asset: 'USDT' }, member), 'avatarNotForSale');
    expectError(
      await postWrite(app, CREATE, { avatarId: 16, asset: 'USDT' }, member),
      'avatarAssetNotAccepted',
    );
    expectError(await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, member), 'insufficientBalance');
    for (const body of [
      { avatarId: 1, asset: 'USDT', price: '1' },
      { avatarId: 1, asset: 'USDT', status: 'paid' },
      { avatarId: 1, asset: 'USDT', memberId: operator.memberId },
      { avatarId: 1, asset: 'MM' },
      { avatarId: '1', asset: 'USDT' },
      { avatarId: 1.5, asset: 'USDT' },
      { avatarId: 1, asset: 'USDT', queue: 'yes' },
    ]) {
      expectError(await postWrite(app, CREATE, body, member), 'validation');
    }
    expectError(
      await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, member, null),
      'idempotencyKeyRequired',
    );
    expect(await journalCount()).toBe(before);
    expect((await post(app, LIST, {}, member.headers)).json().data.total).toBe(0);
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('20'));
  });

  it('allows two guide avatars in all, queued ones included ("Only two can be purchased")', async () => {
    const member = await buyer('1000');
    expect((await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT' }, member)).statusCode).toBe(200);
    expect((await postWrite(app, CREATE, { avatarId: 3, asset: 'USDC' }, member)).statusCode).not.toBe(200);
    await fundMember(db, member.memberId, 'USDC', usdt('100'));
    expect((await postWrite(app, CREATE, { avatarId: 3, asset: 'USDC' }, member)).statusCode).toBe(200);
    const third = await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT' }, member);
    expectError(third, 'guideLimit');
    expect(third.json().msg).toBe('Only two can be purchased');
  });

  it('tells a signed-in member the limits a purchase would meet before anything is paid, and a visitor none', async () => {
    const member = await buyer('1000');
    const limitsOf = async (avatarId: number, headers: Record<string, string> = member.headers) =>
      (await post(app, '/api/nft/nft_order/payConfig', { avatarId }, headers)).json().data.limits;
    expect(await limitsOf(2)).toEqual({
      guides: { held: 0, limit: 2 },
      unpaidWalletOrders: { count: 0, limit: 3 },
    });
    await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT' }, member);
    await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT' }, member);
    // Two guides held: a third is refused, which the page knows before the wallet is asked.
    expect((await limitsOf(3)).guides).toEqual({ held: 2, limit: 2 });
    expect((await limitsOf(1)).guides).toBeNull();
    expect(await limitsOf(2, {})).toBeNull();
  });
});

describe('the queue', () => {
  it('offers the queue when sold out, freezes the price for a queue entry, and lets the member leave it', async () => {
    // Today's main-avatar supply (2) may be partly gone: buy until it is.
    const buyers = await Promise.all([buyer(), buyer(), buyer()]);
    const answers = [];
    for (const member of buyers)
      answers.push(await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, member));
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    const soldOut = refused[0] as LightMyRequestResponse;
    expectError(soldOut, 'avatarSoldOut');
    expect(soldOut.json().data).toMatchObject({
      avatarId: 1,
      queue: { ahead: 0, rank: expect.any(Number), dailySupply: 2 },
    });

    const member = await buyer('300');
    const queued = await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, member);
    expect(queued.statusCode, queued.body).toBe(200);
    const order = queued.json().data;
    expect(order.status).toBe('queued');
    // Served from a daily supply of 2: by the settlement of the day it joined.
    expect(order.queue).toMatchObject({
      ahead: 0,
      queued: 1,
      dailySupply: 2,
      estimatedAt: `${addDays(await saleDay(), 1)}T00:00:00.000Z`,
    });
    // Served by the settlements of this day and the next two at most: it leaves the queue 3 days on.
    expect(order.queue.expiresAt).toBe(`${addDays(await saleDay(), 3)}T00:00:00.000Z`);
    const balances = await ledger.balances(db, member.memberId);
    expect(balances.find((balance) => balance.asset === 'USDT')).toMatchObject({
      available: usdt('200'),
      frozen: usdt('100'),
    });

    const second = await buyer('300');
    const behind = (await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, second)).json()
      .data;
    expect(behind.queue).toMatchObject({ ahead: 1, queued: 2, dailySupply: 2 });
    const listed = (await post(app, LIST, { status: 'queued' }, second.headers)).json().data;
    expect(listed.list.map((entry: { id: string; queue: unknown }) => [entry.id, entry.queue])).toEqual([
      [behind.id, behind.queue],
    ]);

    // Another member's order is not theirs to see or cancel.
    expectError(await post(app, DETAIL, { id: order.id }, second.headers), 'orderNotFound');
    expectError(await postWrite(app, CANCEL, { id: order.id }, second), 'orderNotFound');

    const cancelled = await postWrite(app, CANCEL, { id: order.id }, member);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('300'));
    expectError(await postWrite(app, CANCEL, { id: order.id }, member), 'orderNotCancellable');
    expect((await post(app, DETAIL, { id: behind.id }, second.headers)).json().data.queue.ahead).toBe(0);
    await postWrite(app, CANCEL, { id: behind.id }, second);
  });
});

describe('the daily settlement', () => {
  it('serves the queue first come first served, pays output from emission once per day, and resumes nothing twice', async () => {
    const day = await saleDay();
    // Fill the day, then queue three.
    const early = await buyer('1000');
    while ((await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, early)).statusCode === 200);
    const queued = [await buyer(), await buyer(), await buyer()];
    const orders = [];
    for (const member of queued) {
      orders.push(
        (await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, member)).json().data,
      );
    }

    const [settled] = await settleThrough(day);
    expect(settled?.day).toBe(day);
    // The avatars' steps come first; later features' steps follow them.
    expect(settled?.steps.map((step) => step.step).slice(0, 4)).toEqual([
      'expire_queue',
      'serve_queue',
      'avatar_output',
      'energy',
    ]);
    expect(settled?.steps.find((step) => step.step === 'serve_queue')?.figures.served).toBeGreaterThanOrEqual(
      2,
    );

    // Served in arrival order up to the next day's supply (2): the first two, not the third.
    const statuses = await Promise.all(
      orders.map(
        async (order, index) =>
          (await post(app, DETAIL, { id: order.id }, queued[index]?.headers)).json().data.status,
      ),
    );
    expect(statuses).toEqual(['paid', 'paid', 'queued']);
    expect(await availableOf(db, queued[0]?.memberId ?? 0, 'USDT')).toBe(usdt('900'));
    // Each served order holds its avatar, numbered in queue order.
    const held = await Promise.all(
      orders
        .slice(0, 2)
        .map(
          async (order, index) =>
            (await post(app, DETAIL, { id: order.id }, queued[index]?.headers)).json().data,
        ),
    );
    const avatars = await rows<{ id: number; order_id: string }>(
      db,
      sql`select id, order_id from member_avatar where order_id in (${held[0].id}::uuid, ${held[1].id}::uuid) order by id`,
    );
    expect(avatars.map((avatar) => [Number(avatar.id), avatar.order_id])).toEqual(
      held.map((order) => [order.ownedAvatarId, order.id]),
    );

    // Running the same day again does nothing.
    expect(await settleThrough(day)).toEqual([]);
  });
});

describe('POST /api/nft/nft_order/index', () => {
  it('tells each avatar’s daily burn at the holder’s level, which is what the next settlement burns', async () => {
    const member = await buyer('300');
    const bought = (await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, member)).json()
      .data;
    const mine = async () => (await post(app, MINE, {}, member.headers)).json().data;
    // Settle until it produces; the energy step has then given the member level 1 (minted 100 > redeemed 0).
    for (let round = 0; round < 4 && (await mine()).avatars[0]?.state !== 'producing'; round++)
      await settleThrough(await saleDay());
    const before = await mine();
    expect(before.avatars[0]).toMatchObject({ orderId: bought.id, state: 'producing' });
    expect(before.energy).toMatchObject({ level: 1, boost: '1.05' });
    // 1 a day at level 0, 5 % more at level 1.
    expect(before.avatars[0].dailyBurn).toBe(usdt('1.05').toString());

    await settleThrough(await saleDay());
    const after = (await mine()).avatars[0];
    const burned = BigInt(before.avatars[0].remainingFuel) - BigInt(after.remainingFuel);
    expect(burned.toString()).toBe(before.avatars[0].dailyBurn);
    const produced = (asset: string, answer: { output: { asset: string; amount: string }[] }) =>
      BigInt(answer.output.find((entry) => entry.asset === asset)?.amount ?? '');
    expect(produced('MM', after) - produced('MM', before.avatars[0])).toBe((burned * 6000n) / 10000n);
    // producingFrom is when its first producing day began, before the settlements that paid it.
    expect(Date.parse(after.producingFrom)).toBe(Date.parse(`${after.firstDay}T00:00:00.000Z`));
    // Producing, it pays again at the end of the first day not settled yet.
    const assets = (await post(app, '/api/user/user/index', {}, member.headers)).json().data;
    expect(assets.nextOutputAt).toBe(`${addDays(await saleDay(), 1)}T00:00:00.000Z`);
  });

  it('answers the boost recorded with the level until a settlement applies a changed catalogue', async () => {
    const member = await buyer('300');
    await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, member);
    await settleThrough(await saleDay());
    const boostsBps = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000];
    const changed = await createTestApp(
      db,
      { OPERATOR_ADDRESSES: operatorAddress, SETTLEMENT_ALLOW_FUTURE: 'true' },
      { economy: { ...ECONOMY, energy: { ...ECONOMY.energy, boostsBps } } },
    );
    try {
      const energy = (await post(changed, MINE, {}, member.headers)).json().data.energy;
      expect(energy).toMatchObject({ level: 1, boost: '1.05' });
      expect(energy.boosts[1]).toBe('1.1');
      const run = await postWrite(changed, RUN, { through: await saleDay() }, operator, null);
      expect(run.statusCode, run.body).toBe(200);
      const next = (await post(changed, MINE, {}, member.headers)).json().data;
      expect(next.energy).toMatchObject({ level: 1, boost: '1.1' });
      expect(next.avatars[0].dailyBurn).toBe(usdt('1.1').toString());
    } finally {
      await changed.close();
    }
  });
});

describe('energy levels', () => {
  it('rise with own minting, the direct referrals’ and the small zone’s, each against its MM redemption', async () => {
    // top ← a ← (b ← d), (c): b's leg is the largest, so c alone is top's... a's small zone.
    const top = await buyer('1000');
    const topCode = (await post(app, '/api/user/user/index', {}, top.headers)).json().data.inviteCode;
    const a = await signInNewMember(app, db, privateKeyToAccount(generatePrivateKey()), topCode);
    const aCode = (await post(app, '/api/user/user/index', {}, a.headers)).json().data.inviteCode;
    const b = await signInNewMember(app, db, privateKeyToAccount(generatePrivateKey()), aCode);
    const c = await signInNewMember(app, db, privateKeyToAccount(generatePrivateKey()), aCode);
    const bCode = (await post(app, '/api/user/user/index', {}, b.headers)).json().data.inviteCode;
    const d = await signInNewMember(app, db, privateKeyToAccount(generatePrivateKey()), bCode);
    for (const member of [a, b, c, d]) await fundMember(db, member.memberId, 'USDT', usdt('1000'));
    // Minted: a 30 (a guide), b 200, d 100 (b's leg: 300), c 100 (a's small zone).
    const bought = async (member: TestMember, avatarId: number) => {
      const response = await postWrite(app, CREATE, { avatarId, asset: 'USDT', queue: true }, member);
      expect(response.statusCode, response.body).toBe(200);
    };
    await bought(a, 2);
    await bought(b, 1);
    await bought(b, 1);
    await bought(d, 1);
    await bought(c, 1);
    // c sold MM to the trader for 40 USDT (gross): its redemption, a's small zone's too.
    await ledger.transfer(db, {
      asset: 'USDT',
      from: { system: 'world' },
      to: { system: 'treasury' },
      amount: usdt('40'),
      kind: 'treasury_funding',
      reference: 'test',
    });
    await ledger.transfer(db, {
      asset: 'USDT',
      from: { system: 'treasury' },
      to: { member: c.memberId },
      amount: usdt('40'),
      kind: 'buy_back',
      reference: 'test sale',
    });
    // Settle until every queued purchase is served and the energy step has seen them.
    for (let round = 0; round < 4; round++) await settleThrough(await saleDay());

    const energy = (await post(app, MINE, {}, a.headers)).json().data.energy;
    expect(energy.conditions).toEqual([
      { key: 'personal', minted: usdt('30').toString(), redeemed: '0', steps: [1], reached: 1 },
      // Direct: b 200 + c 100 = 300 minted against c's 40 redeemed: above 1×, 2× and 3×.
      {
        key: 'direct',
        minted: usdt('300').toString(),
        redeemed: usdt('40').toString(),
        steps: [1, 2, 3],
        reached: 3,
      },
      // Small zone: the team (30 + 200 + 100 + 100) less a (30) less the largest leg (b + d: 300) = c.
      {
        key: 'zone',
        minted: usdt('100').toString(),
        redeemed: usdt('40').toString(),
        steps: [1, 2, 3],
        reached: 2,
      },
    ]);
    expect(energy.level).toBe(6);
    expect(energy.boost).toBe('1.3');
    // top's small zone is empty: its only leg is a's.
    const topEnergy = (await post(app, MINE, {}, top.headers)).json().data.energy;
    expect(topEnergy.conditions[2]).toMatchObject({ minted: '0', reached: 0 });
  });
});

describe('days settled ahead (SETTLEMENT_ALLOW_FUTURE)', () => {
  it('keep a queue entry taken on such a day for its three days from that day, not from the calendar', async () => {
    // Settle ahead of the calendar, so that sales count against a day after today.
    await settleThrough(await saleDay());
    await settleThrough(await saleDay());
    const day = await saleDay();
    const early = await buyer('1000');
    while ((await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, early)).statusCode === 200);
    const member = await buyer('300');
    const order = (await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, member)).json()
      .data;
    expect(order.status).toBe('queued');
    // Three colony days from its sale day, not from the calendar.
    expect(order.queue.expiresAt).toBe(`${addDays(day, 3)}T00:00:00.000Z`);
    // The two settlements after its sale day do not expire it (they serve it, or it waits).
    await settleThrough(day);
    const [next] = await settleThrough(await saleDay());
    expect(next?.steps.find((step) => step.step === 'expire_queue')?.figures.expired).toBe(0);
    const detail = (await post(app, DETAIL, { id: order.id }, member.headers)).json().data;
    expect(['queued', 'paid']).toContain(detail.status);
    if (detail.status === 'queued') await postWrite(app, CANCEL, { id: order.id }, member);
  });
});
