import type { Order, PayConfigResponse, SettlementDayRecord } from '@colony/contract/avatars';
import { ERRORS } from '@colony/contract/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import {
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database.ts';

/**
 * Purchases, queue entries, cancellations and settlements at the same time. On PostgreSQL these
 * are proofs: the requests' transactions really run at once, as on a server under load or on two
 * servers. On PGlite the same requests take turns, so there the tests only show the rules.
 */

const onPostgres = testDatabaseKind() === 'postgres';
const proof = onPostgres ? '(PostgreSQL: at once)' : '(PGlite: one after the other)';

const CREATE = '/api/nft/nft_order/orderCreate';
const CANCEL = '/api/nft/nft_order/orderCancel';
const DETAIL = '/api/nft/nft_order/orderDetail';
const PAY_CONFIG = '/api/nft/nft_order/payConfig';
const RUN = '/api/admin/Settlement/run';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');

/** Five main avatars a day, one of each guide; a queue that waits long enough to be served whole. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) =>
    rule.id === 1 ? { ...rule, dailySupply: 5 } : rule.kind === 'guide' ? { ...rule, dailySupply: 1 } : rule,
  ),
  queue: { ...DEFAULT_ECONOMY.queue, retentionDays: 10 },
};

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
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

async function buyers(count: number, whole: string): Promise<TestMember[]> {
  const members = await Promise.all(Array.from({ length: count }, () => signInNewMember(app, db)));
  for (const member of members) await fundMember(db, member.memberId, 'USDT', usdt(whole));
  return members;
}

async function settle(through: string): Promise<SettlementDayRecord[]> {
  const response = await postWrite(app, RUN, { through }, operator, null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.days;
}

async function payConfig(avatarId: number): Promise<PayConfigResponse> {
  return (await post(app, PAY_CONFIG, { avatarId })).json().data;
}

async function orderOf(member: TestMember, id: string): Promise<Order> {
  return (await post(app, DETAIL, { id }, member.headers)).json().data;
}

async function usdtOf(member: TestMember) {
  const balance = (await ledger.balances(db, member.memberId)).find((entry) => entry.asset === 'USDT');
  return { available: balance?.available ?? 0n, frozen: balance?.frozen ?? 0n };
}

/** The day sales count against: today before the first settlement, then the day after the last one settled. */
async function saleDay(): Promise<string> {
  const index = (await postWrite(app, '/api/admin/Settlement/index', {}, operator, null)).json().data;
  const last = index.lastSettledDay as string | null;
  return last ? addDays(last, 1) : colonyToday(db, { time: '00:00', timeZone: 'UTC' });
}

/**
 * A sale day whose one Star Guide is gone, and two members waiting for the next day's: the first
 * is the entry a test races, the second the next in line. Earlier tests' entries are all served
 * or cancelled, so these are the only ones.
 */
async function twoWaiting() {
  const day = await saleDay();
  const filler = (await buyers(1, '1000'))[0] as TestMember;
  while ((await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT' }, filler)).json().code === 200);
  const [first, second] = (await buyers(2, '30')) as [TestMember, TestMember];
  const raced = (await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT', queue: true }, first)).json()
    .data as Order;
  const next = (await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT', queue: true }, second)).json()
    .data as Order;
  expect([raced.status, next.status]).toEqual(['queued', 'queued']);
  expect(raced.queue?.ahead).toBe(0);
  return { day, first, second, raced, next };
}

/**
 * Waits until `count` sessions of the test database wait for a lock; `client` is in no transaction
 * (inside one, PostgreSQL answers pg_stat_activity from the transaction's first look).
 */
async function lockWaits(client: pg.Client, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(rows[0]?.waiting) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} sessions ever waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until the settlement of `day` recorded `step` as done, seen from `client` (in a transaction or not). */
async function stepDone(client: pg.Client, day: string, step: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    // A statement of its own sees what committed since the transaction's last one.
    const { rows: done } = await client.query(
      'select 1 from settlement_step where day = $1::date and step = $2',
      [day, step],
    );
    if (done.length > 0) return;
    if (Date.now() > deadline) throw new Error(`${step} of ${day} was never done`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`purchases at once ${proof}`, () => {
  it('sell exactly the supply; the rest take distinct places in arrival order and are served in it, a supply a day', async () => {
    const members = await buyers(40, '100');
    const answers = await Promise.all(
      members.map((member) => postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, member)),
    );
    const orders = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as Order;
    });
    const paid = orders.filter((order) => order.status === 'paid');
    const queued = orders.filter((order) => order.status === 'queued');
    expect(paid).toHaveLength(5);
    expect(queued).toHaveLength(35);
    expect((await payConfig(1)).avatar).toMatchObject({ soldToday: 5, remainingToday: 0 });

    // Each entry was told its own place: 0 to 34 ahead of it, ranks 1 to 35.
    const places = queued.map((order) => order.queue?.ahead);
    expect([...places].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 35 }, (_, i) => i));
    expect(new Set(queued.map((order) => order.queue?.rank)).size).toBe(35);
    // The places still hold: what each entry sees now is what it was told.
    const owner = new Map(orders.map((order, index) => [order.id, members[index] as TestMember]));
    for (const order of queued) {
      expect((await orderOf(owner.get(order.id) as TestMember, order.id)).queue?.ahead).toBe(
        order.queue?.ahead,
      );
    }
    // Frozen, not paid: every queued member's price waits.
    for (const order of queued) {
      expect(await usdtOf(owner.get(order.id) as TestMember)).toEqual({ available: 0n, frozen: usdt('100') });
    }

    const arrival = [...queued].sort((a, b) => (a.queue?.ahead ?? 0) - (b.queue?.ahead ?? 0));
    let served = 5;
    while (served <= 35) {
      await settle(await saleDay());
      // The next five in arrival order, no more: the supply of the day they count against is spent.
      const statuses = await Promise.all(
        arrival.map(async (order) => (await orderOf(owner.get(order.id) as TestMember, order.id)).status),
      );
      expect(statuses).toEqual(arrival.map((_, index) => (index < served ? 'paid' : 'queued')));
      expect((await payConfig(1)).avatar).toMatchObject({ soldToday: 5, remainingToday: 0 });
      served += 5;
    }
    for (const order of queued) {
      expect(await usdtOf(owner.get(order.id) as TestMember)).toEqual({ available: 0n, frozen: 0n });
    }
  }, 120_000);

  it("of one member's guides never let more than two through", async () => {
    const [member] = (await buyers(1, '1000')) as [TestMember];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        postWrite(
          app,
          CREATE,
          { avatarId: index % 2 ? 2 : 3, asset: 'USDT', queue: index % 3 === 0 },
          member,
        ),
      ),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(
      codes
        .filter((code) => code !== 200)
        .every((code) => [ERRORS.guideLimit.code, ERRORS.avatarSoldOut.code].includes(code)),
    ).toBe(true);
    expect(codes.filter((code) => code === ERRORS.guideLimit.code).length).toBeGreaterThan(0);
    const mine = (await post(app, '/api/nft/nft_order/index', {}, member.headers)).json().data;
    const list = (await post(app, '/api/nft/nft_order/getOrderList', { limit: 100 }, member.headers)).json()
      .data;
    const held = mine.avatars.filter((avatar: { kind: string }) => avatar.kind === 'guide').length;
    const waiting = list.list.filter((order: Order) => order.status === 'queued').length;
    expect(held + waiting).toBe(2);
    // What left the balance is what the two cost, paid or frozen.
    const spent = answers
      .filter((answer) => answer.json().code === 200)
      .reduce((sum, answer) => sum + BigInt(answer.json().data.amount), 0n);
    const balance = await usdtOf(member);
    expect(usdt('1000') - balance.available).toBe(spent);
    for (const order of list.list as Order[])
      if (order.status === 'queued') await postWrite(app, CANCEL, { id: order.id }, member);
  });
});

describe(`a queue entry cancelled while a settlement serves it ${proof}`, () => {
  it('is either served or cancelled, its price moved once, and the supply goes to the next in line', async () => {
    for (let round = 0; round < 8; round++) {
      const { day, first, second, raced, next } = await twoWaiting();
      const [cancelled, records] = await Promise.all([
        postWrite(app, CANCEL, { id: raced.id }, first),
        settle(day),
      ]);
      const won = cancelled.json().code === 200 ? 'cancel' : 'settlement';
      const status = (await orderOf(first, raced.id)).status;
      if (won === 'cancel') {
        expect(status).toBe('cancelled');
        expect(await usdtOf(first)).toEqual({ available: usdt('30'), frozen: 0n });
        // The room it left went to the next in line, the same settlement.
        expect((await orderOf(second, next.id)).status).toBe('paid');
      } else {
        expect(cancelled.json().code).toBe(ERRORS.orderNotCancellable.code);
        expect(status).toBe('paid');
        expect(await usdtOf(first)).toEqual({ available: 0n, frozen: 0n });
        await postWrite(app, CANCEL, { id: next.id }, second);
      }
      const avatars = (await post(app, '/api/nft/nft_order/index', {}, first.headers)).json().data.avatars;
      expect(avatars).toHaveLength(won === 'settlement' ? 1 : 0);
      expect(records.map((record) => record.day)).toEqual([day]);
      await expectCleanLedger(db);
    }
  }, 120_000);

  it.runIf(onPostgres)(
    'gives the room to the next in line when the cancel holds the entry as the serving step reaches it (PostgreSQL)',
    async () => {
      const { day, first, second, raced, next } = await twoWaiting();
      // A session holding the first member's USDT account makes the cancel stop after it took the
      // entry and before it commits: the moment a settlement may read the entry as still waiting.
      const blocker = new pg.Client({ connectionString: database.url });
      const watcher = new pg.Client({ connectionString: database.url });
      await Promise.all([blocker.connect(), watcher.connect()]);
      try {
        await blocker.query('begin');
        await blocker.query(
          `select 1 from ledger_account where member_id = $1 and asset = 'USDT' for update`,
          [first.memberId],
        );
        const cancelling = postWrite(app, CANCEL, { id: raced.id }, first);
        await lockWaits(watcher, 1);
        const settling = settle(day);
        // The serving step waits for the entry the cancel holds.
        await lockWaits(watcher, 2);
        await blocker.query('commit');
        const [cancelled, records] = await Promise.all([cancelling, settling]);
        expect(cancelled.json().code).toBe(200);
        expect(records.map((record) => record.day)).toEqual([day]);
      } finally {
        await Promise.all([blocker.end(), watcher.end()]);
      }
      expect((await orderOf(first, raced.id)).status).toBe('cancelled');
      expect(await usdtOf(first)).toEqual({ available: usdt('30'), frozen: 0n });
      expect((await orderOf(second, next.id)).status).toBe('paid');
      expect((await payConfig(2)).avatar).toMatchObject({ soldToday: 1, remainingToday: 0 });
    },
  );
});

/** Buys `avatarId` for a funded member until the sale day's supply is gone. */
async function sellOut(avatarId: number): Promise<void> {
  const filler = (await buyers(1, '1000'))[0] as TestMember;
  while ((await postWrite(app, CREATE, { avatarId, asset: 'USDT' }, filler)).json().code === 200);
}

/** A queue entry for `avatarId`, taken now (entries taken one after another keep that order). */
async function queue(member: TestMember, avatarId: number): Promise<Order> {
  const answer = await postWrite(app, CREATE, { avatarId, asset: 'USDT', queue: true }, member);
  expect(answer.statusCode, answer.body).toBe(200);
  const order = answer.json().data as Order;
  expect(order.status).toBe('queued');
  return order;
}

async function statusesOf(entries: [TestMember, Order][]): Promise<string[]> {
  return Promise.all(entries.map(async ([member, order]) => (await orderOf(member, order.id)).status));
}

/** Leaves the queue with every entry still in it, so the next test's entries are the only ones. */
async function cancelWaiting(entries: [TestMember, Order][]): Promise<void> {
  for (const [member, order] of entries)
    if ((await orderOf(member, order.id)).status === 'queued')
      expect((await postWrite(app, CANCEL, { id: order.id }, member)).json().code).toBe(200);
}

describe(`the queue served with entries of several avatars, several of one buyer ${proof}`, () => {
  it('serves each avatar its supply in queue order, counts each sale once and makes a buyer effective once', async () => {
    const day = await saleDay();
    await sellOut(1);
    await sellOut(2);
    await sellOut(3);
    const [a, b, c, d] = (await buyers(4, '400')) as [TestMember, TestMember, TestMember, TestMember];
    const taken: [TestMember, number][] = [
      [a, 1],
      [a, 1],
      [a, 2],
      [b, 3],
      [a, 1],
      [b, 1],
      [c, 2],
      [c, 3],
      [c, 1],
      [d, 1],
    ];
    const entries: [TestMember, Order][] = [];
    for (const [member, avatarId] of taken) entries.push([member, await queue(member, avatarId)]);

    const records = await settle(day);
    expect(records.map((record) => record.day)).toEqual([day]);
    // Five main avatars a day and one of each guide: the first in line of each queue.
    expect(await statusesOf(entries)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
      'queued',
      'queued',
      'paid',
      'queued',
    ]);
    for (const avatarId of [1, 2, 3]) {
      expect((await payConfig(avatarId)).avatar).toMatchObject({ remainingToday: 0 });
    }
    const held = async (member: TestMember) =>
      (await post(app, '/api/nft/nft_order/index', {}, member.headers)).json().data.avatars.length;
    expect(await Promise.all([a, b, c, d].map(held))).toEqual([4, 2, 1, 0]);
    // One sale each, counted on the day served into; only a buyer's first makes them effective.
    const events = await rows<{ member_id: number; sales: number; effective: number }>(
      db,
      sql`select member_id, count(*)::int as sales, count(*) filter (where became_effective)::int as effective
          from team_event where day = ${addDays(day, 1)}::date and performance > 0
            and member_id in (${a.memberId}, ${b.memberId}, ${c.memberId}, ${d.memberId})
          group by member_id order by member_id`,
    );
    expect(events.map((event) => [event.member_id, event.sales, event.effective])).toEqual(
      [
        [a.memberId, 4, 1],
        [b.memberId, 2, 1],
        [c.memberId, 1, 1],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    await cancelWaiting(entries);
  }, 120_000);
});

describe(`the queue served while its buyers buy and cancel ${proof}`, () => {
  it('serves the first in line, takes no more than the supply, and every purchase and cancel answers', async () => {
    const day = await saleDay();
    await sellOut(1);
    const members = await buyers(8, '300');
    const entries: [TestMember, Order][] = [];
    for (const member of members) entries.push([member, await queue(member, 1)]);
    const head = members.slice(0, 5);
    const late = (await buyers(1, '300'))[0] as TestMember;
    const [records, ...answers] = await Promise.all([
      settle(day),
      // The buyers the serving sells to buy more at the same time, as do others.
      ...head.map((member) => postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, member)),
      postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, late),
      // Behind the head, one leaves the queue.
      postWrite(app, CANCEL, { id: (entries[6] as [TestMember, Order])[1].id }, members[6] as TestMember),
    ]);
    expect(records.map((record) => record.day)).toEqual([day]);
    for (const answer of answers) expect(answer.json().code, answer.body).toBe(200);
    expect(await statusesOf(entries)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
      'queued',
      'cancelled',
      'queued',
    ]);
    // Bought while the queue was served: in the queue, the day's supply all served from it.
    const bought = answers.slice(0, head.length + 1).map((answer) => answer.json().data as Order);
    expect(bought.map((order) => order.status)).toEqual(bought.map(() => 'queued'));
    expect((await payConfig(1)).avatar).toMatchObject({ soldToday: 5, remainingToday: 0 });
    await cancelWaiting([
      ...entries,
      ...bought.map((order, index) => [[...head, late][index] as TestMember, order] as [TestMember, Order]),
    ]);
  }, 120_000);
});

describe('the queue served on PostgreSQL, with sessions holding entries and buyers', () => {
  it.runIf(onPostgres)(
    'passes over entries cancelled while it waits for them and serves the next in line, in queue order',
    async () => {
      const day = await saleDay();
      await sellOut(1);
      const members = await buyers(9, '100');
      const entries: [TestMember, Order][] = [];
      for (const member of members) entries.push([member, await queue(member, 1)]);
      const leaving = [0, 2, 3];
      // A session holding the leaving members' USDT accounts stops their cancels after they took
      // their entries and before they commit.
      const blocker = new pg.Client({ connectionString: database.url });
      const watcher = new pg.Client({ connectionString: database.url });
      await Promise.all([blocker.connect(), watcher.connect()]);
      try {
        await blocker.query('begin');
        await blocker.query(
          `select 1 from ledger_account where member_id = any($1::int[]) and asset = 'USDT' for update`,
          [leaving.map((index) => (members[index] as TestMember).memberId)],
        );
        const cancelling = leaving.map((index) => {
          const [member, order] = entries[index] as [TestMember, Order];
          return postWrite(app, CANCEL, { id: order.id }, member);
        });
        await lockWaits(watcher, leaving.length);
        const settling = settle(day);
        // The serving step waits for the first entry, which a cancel holds.
        await lockWaits(watcher, leaving.length + 1);
        await blocker.query('commit');
        const [records, ...cancelled] = await Promise.all([settling, ...cancelling]);
        expect(records.map((record) => record.day)).toEqual([day]);
        for (const answer of cancelled) expect(answer.json().code).toBe(200);
      } finally {
        await Promise.all([blocker.end(), watcher.end()]);
      }
      // Three left from the first five places: the five still waiting first are served.
      expect(await statusesOf(entries)).toEqual([
        'cancelled',
        'paid',
        'cancelled',
        'cancelled',
        'paid',
        'paid',
        'paid',
        'paid',
        'queued',
      ]);
      expect((await payConfig(1)).avatar).toMatchObject({ soldToday: 5, remainingToday: 0 });
      await cancelWaiting(entries);
    },
  );

  it.runIf(onPostgres)(
    'locks only what it serves: an entry behind the head and its buyer, held elsewhere, do not hold it up',
    async () => {
      const day = await saleDay();
      await sellOut(1);
      const members = await buyers(7, '100');
      const entries: [TestMember, Order][] = [];
      for (const member of members) entries.push([member, await queue(member, 1)]);
      const [behind, order] = entries[6] as [TestMember, Order];
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('select 1 from avatar_order where id = $1 for update', [order.id]);
        await blocker.query('select 1 from member where id = $1 for update', [behind.memberId]);
        const settling = settle(day);
        // The serving step is done while the rows stay held (later steps, the team's, read every member).
        await stepDone(blocker, day, 'serve_queue');
        await blocker.query('rollback');
        expect((await settling).map((record) => record.day)).toEqual([day]);
      } finally {
        await blocker.end();
      }
      expect(await statusesOf(entries)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid', 'queued', 'queued']);
      await cancelWaiting(entries);
    },
  );
});
