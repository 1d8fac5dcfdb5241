import { randomUUID } from 'node:crypto';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
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

/**
 * Every avatar endpoint and the operators' settlement routes against hostile input: ids that are
 * not there or not the caller's, malformed ids and days, bodies that try to set what the server
 * decides, hostile pagination, repeated Idempotency-Keys, callers who are not operators. Each gets
 * a clear error and nothing is written: journal rows, orders, supply and settlement records are
 * counted before and after.
 */

const CREATE = '/api/nft/nft_order/orderCreate';
const NEWDAPP = '/api/nft/nft_order/orderCreateNewdapp';
const CANCEL = '/api/nft/nft_order/orderCancel';
const LIST = '/api/nft/nft_order/getOrderList';
const DETAIL = '/api/nft/nft_order/orderDetail';
const MINE = '/api/nft/nft_order/index';
const PAY_CONFIG = '/api/nft/nft_order/payConfig';
const RUN = '/api/admin/Settlement/run';
const INDEX = '/api/admin/Settlement/index';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');
const TX_HASH = `0x${'ab'.repeat(32)}`;

/** One main avatar a day, so the queue is reachable. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) => (rule.id === 1 ? { ...rule, dailySupply: 1 } : rule)),
};

let database: Database;
let db: Db;
/** Settles only days that have ended, as in production. */
let app: FastifyInstance;
let operator: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  app = await createTestApp(db, { OPERATOR_ADDRESSES: operatorAccount.address }, { economy: ECONOMY });
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

/** Everything a refused request must leave as it was. */
async function written() {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from ledger_transfer) as transfers,
      (select count(*)::int from avatar_order) as orders,
      (select coalesce(sum(sold), 0)::int from avatar_day_supply) as sold,
      (select count(*)::int from member_avatar) as avatars,
      (select count(*)::int from settlement_step) as steps`,
  );
  return row;
}

/** Runs `refusals`, then checks nothing was written meanwhile. */
async function writesNothing(refusals: () => Promise<void>) {
  const before = await written();
  await refusals();
  expect(await written()).toEqual(before);
}

describe('POST /api/nft/nft_order/orderCreate', () => {
  it('refuses an unknown avatar, one not for sale, a wrong asset and a third guide, each with its error', async () => {
    const member = await buyer();
    expect((await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT' }, member)).statusCode).toBe(200);
    expect((await postWrite(app, CREATE, { avatarId: 3, asset: 'USDT' }, member)).statusCode).toBe(200);
    await writesNothing(async () => {
      const unknown = await postWrite(app, CREATE, { avatarId: 4, asset: 'USDT' }, member);
      expectError(unknown, 'avatarNotFound');
      expect(unknown.json().data).toEqual({ avatarId: 4 });
      expectError(await postWrite(app, CREATE, { avatarId: 17, asset: 'USDT' }, member), 'avatarNotForSale');
      const coin = await postWrite(app, CREATE, { avatarId: 15, asset: 'USDC' }, member);
      expectError(coin, 'avatarAssetNotAccepted');
      expect(coin.json().data).toMatchObject({ avatarId: 15, asset: 'USDC', accepted: ['USDT'] });
      for (const avatarId of [2, 3]) {
        for (const queue of [false, true]) {
          const third = await postWrite(app, CREATE, { avatarId, asset: 'USDT', queue }, member);
          expectError(third, 'guideLimit');
          expect(third.json().data).toEqual({ limit: 2 });
        }
      }
    });
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('920'));
  });

  it('refuses bodies that set what the server decides, and malformed ones, listing the bad fields', async () => {
    const member = await buyer();
    await writesNothing(async () => {
      for (const extra of [
        { price: '1' },
        { amount: '1' },
        { status: 'paid' },
        { memberId: operator.memberId },
        { owner: operator.address },
        { ownedAvatarId: 1 },
        { id: randomUUID() },
        { queueSeq: 0 },
      ]) {
        const response = await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', ...extra }, member);
        expectError(response, 'validation');
      }
      for (const body of [
        {},
        { avatarId: 1 },
        { asset: 'USDT' },
        { avatarId: '1', asset: 'USDT' },
        { avatarId: 0, asset: 'USDT' },
        { avatarId: -1, asset: 'USDT' },
        { avatarId: 1_000_001, asset: 'USDT' },
        { avatarId: Number.POSITIVE_INFINITY, asset: 'USDT' },
        { avatarId: null, asset: 'USDT' },
        { avatarId: [1], asset: 'USDT' },
        { avatarId: 1, asset: 'usdt' },
        { avatarId: 1, asset: 'MM' },
        { avatarId: 1, asset: 'USDT', queue: 1 },
        { avatarId: 1, asset: 'USDT', queue: 'true' },
        [],
        'avatar',
        null,
      ]) {
        const response = await postWrite(app, CREATE, body, member);
        expect([ERRORS.validation.code, ERRORS.malformedJson.code], response.body).toContain(
          response.json().code,
        );
      }
      // Every bad field is named.
      const both = (await postWrite(app, CREATE, { avatarId: 'x', asset: 'x', price: '1' }, member)).json();
      const fields = JSON.stringify(both.data);
      for (const field of ['avatarId', 'asset']) expect(fields).toContain(field);
    });
  });

  it('answers a repeated Idempotency-Key with the first answer and buys once; the key with another body is a conflict', async () => {
    const member = await buyer();
    const key = randomUUID();
    const body = { avatarId: 2, asset: 'USDT' };
    const first = await postWrite(app, CREATE, body, member, key);
    expect(first.statusCode).toBe(200);
    await writesNothing(async () => {
      const [again, concurrent] = await Promise.all([
        postWrite(app, CREATE, body, member, key),
        postWrite(app, CREATE, { asset: 'USDT', avatarId: 2 }, member, key),
      ]);
      expect(again.json()).toEqual(first.json());
      expect(concurrent.json()).toEqual(first.json());
      for (const other of [
        { avatarId: 3, asset: 'USDT' },
        { avatarId: 2, asset: 'USDC' },
        { avatarId: 2, asset: 'USDT', queue: true },
      ]) {
        expectError(await postWrite(app, CREATE, other, member, key), 'idempotencyKeyConflict');
      }
      // The key is the member's own: the same key on another endpoint is a conflict too.
      expectError(
        await postWrite(app, CANCEL, { id: first.json().data.id }, member, key),
        'idempotencyKeyConflict',
      );
      for (const bad of [null, '', 'short', 'x'.repeat(101), 'has space in it', '<script>']) {
        expectError(await postWrite(app, CREATE, body, member, bad), 'idempotencyKeyRequired');
      }
    });
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('970'));
    // A refusal is an answer too: the same key gets it again, even once the balance would allow it.
    const poor = await buyer('10');
    const refusalKey = randomUUID();
    const refused = await postWrite(app, CREATE, body, poor, refusalKey);
    expectError(refused, 'insufficientBalance');
    await fundMember(db, poor.memberId, 'USDT', usdt('100'));
    await writesNothing(async () => {
      expect((await postWrite(app, CREATE, body, poor, refusalKey)).json()).toEqual(refused.json());
    });
  });

  it('needs a session', async () => {
    const member = await buyer();
    await writesNothing(async () => {
      expectError(
        await post(app, CREATE, { avatarId: 1, asset: 'USDT' }, { 'idempotency-key': randomUUID() }),
        'sessionInvalid',
      );
      expectError(
        await post(
          app,
          CREATE,
          { avatarId: 1, asset: 'USDT' },
          { ...member.headers, token: `${member.headers.token}x`, 'idempotency-key': randomUUID() },
        ),
        'sessionInvalid',
      );
      // Another member's token under one's own address.
      expectError(
        await post(
          app,
          CREATE,
          { avatarId: 1, asset: 'USDT' },
          { ...member.headers, address: operator.address, 'idempotency-key': randomUUID() },
        ),
        'sessionInvalid',
      );
    });
  });
});

describe('POST /api/nft/nft_order/orderCreateNewdapp', () => {
  it('refuses malformed hashes and chains, bodies that set the price, and wallet payment where no treasury is set', async () => {
    const member = await buyer();
    await writesNothing(async () => {
      for (const body of [
        { avatarId: 1, asset: 'USDT', chainId: 56, txHash: '0x1234' },
        { avatarId: 1, asset: 'USDT', chainId: 56, txHash: `0x${'zz'.repeat(32)}` },
        { avatarId: 1, asset: 'USDT', chainId: 56, txHash: `${'ab'.repeat(32)}` },
        { avatarId: 1, asset: 'USDT', chainId: 56, txHash: `${TX_HASH}00` },
        { avatarId: 1, asset: 'USDT', chainId: 5, txHash: TX_HASH },
        { avatarId: 1, asset: 'USDT', chainId: '56', txHash: TX_HASH },
        { avatarId: 1, asset: 'USDT', txHash: TX_HASH },
        { avatarId: 1, asset: 'USDT', chainId: 56, txHash: TX_HASH, amount: '1' },
        { avatarId: 1, asset: 'USDT', chainId: 56, txHash: TX_HASH, status: 'paid' },
        { avatarId: 1, asset: 'USDT', chainId: 56, txHash: TX_HASH, memberId: operator.memberId },
      ]) {
        expectError(await postWrite(app, NEWDAPP, body, member), 'validation');
      }
      expectError(
        await postWrite(app, NEWDAPP, { avatarId: 99, asset: 'USDT', chainId: 56, txHash: TX_HASH }, member),
        'avatarNotFound',
      );
      expectError(
        await postWrite(app, NEWDAPP, { avatarId: 16, asset: 'USDT', chainId: 56, txHash: TX_HASH }, member),
        'avatarAssetNotAccepted',
      );
      expectError(
        await postWrite(app, NEWDAPP, { avatarId: 1, asset: 'USDT', chainId: 56, txHash: TX_HASH }, member),
        'walletPaymentUnavailable',
      );
    });
  });
});

describe('orders of another member and malformed ids', () => {
  it('are not found, not cancelled, and malformed ids are refused', async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const paid = (await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, owner)).json().data;
    const queued = (await postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue: true }, owner)).json()
      .data;
    expect([paid.status, queued.status]).toEqual(['paid', 'queued']);
    await writesNothing(async () => {
      for (const id of [paid.id, queued.id, randomUUID()]) {
        expectError(await post(app, DETAIL, { id }, stranger.headers), 'orderNotFound');
        expectError(await postWrite(app, CANCEL, { id }, stranger), 'orderNotFound');
      }
      // A paid order is not a queue entry to leave.
      expectError(await postWrite(app, CANCEL, { id: paid.id }, owner), 'orderNotCancellable');
      for (const id of [
        '',
        '1',
        'not-a-uuid',
        `${paid.id}x`,
        paid.id.replaceAll('-', ''),
        1,
        null,
        [paid.id],
      ]) {
        expectError(await post(app, DETAIL, { id }, owner.headers), 'validation');
        expectError(await postWrite(app, CANCEL, { id }, owner), 'validation');
      }
      expectError(
        await post(app, DETAIL, { id: paid.id, memberId: stranger.memberId }, owner.headers),
        'validation',
      );
      expectError(
        await postWrite(app, CANCEL, { id: queued.id, memberId: stranger.memberId }, owner),
        'validation',
      );
      // Nobody else's orders appear in a list.
      expect((await post(app, LIST, {}, stranger.headers)).json().data).toMatchObject({ total: 0, list: [] });
      expectError(await post(app, MINE, { memberId: owner.memberId }, stranger.headers), 'validation');
      expect((await post(app, MINE, {}, stranger.headers)).json().data.avatars).toEqual([]);
    });
    // The owner leaves the queue once; the second time it is no longer in it.
    const key = randomUUID();
    const left = await postWrite(app, CANCEL, { id: queued.id }, owner, key);
    expect(left.json().data.status).toBe('cancelled');
    await writesNothing(async () => {
      expect((await postWrite(app, CANCEL, { id: queued.id }, owner, key)).json()).toEqual(left.json());
      expectError(await postWrite(app, CANCEL, { id: queued.id }, owner), 'orderNotCancellable');
    });
    expect(await availableOf(db, owner.memberId, 'USDT')).toBe(usdt('900'));
  });
});

describe('POST /api/nft/nft_order/getOrderList', () => {
  it('refuses hostile pagination and unknown filters, and pages past the end answer an empty page', async () => {
    const member = await buyer();
    await postWrite(app, CREATE, { avatarId: 2, asset: 'USDT' }, member);
    await writesNothing(async () => {
      for (const body of [
        { page: 0 },
        { page: -1 },
        { page: 1.5 },
        { page: 'one' },
        { page: 10_001 },
        { page: null },
        { limit: 0 },
        { limit: 101 },
        { limit: -10 },
        { limit: 1e9 },
        { limit: 'all' },
        { status: 'everything' },
        { status: ['paid'] },
        { memberId: operator.memberId },
        { orderBy: 'amount; drop table avatar_order' },
      ]) {
        expectError(await post(app, LIST, body, member.headers), 'validation');
      }
      expect((await post(app, LIST, { page: 10_000, limit: 100 }, member.headers)).json().data).toEqual({
        list: [],
        total: 1,
        page: 10_000,
        limit: 100,
      });
      expect((await post(app, LIST, { status: 'queued' }, member.headers)).json().data.total).toBe(0);
      expect((await post(app, PAY_CONFIG, { avatarId: 4 })).json().code).toBe(ERRORS.avatarNotFound.code);
      expectError(await post(app, PAY_CONFIG, { avatarId: '1' }), 'validation');
      expectError(await post(app, PAY_CONFIG, { avatarId: 1, price: '1' }), 'validation');
    });
  });
});

describe('the operators’ settlement routes', () => {
  it('refuse anyone else before reading the body', async () => {
    const member = await buyer();
    await writesNothing(async () => {
      const today = await colonyToday(db, { time: '00:00', timeZone: 'UTC' });
      for (const body of [
        { through: addDays(today, -1) },
        { through: '2026-02-30' },
        { nonsense: true },
        {},
      ]) {
        expectError(await postWrite(app, RUN, body, member, null), 'operatorOnly');
        expectError(await post(app, RUN, body), 'sessionInvalid');
      }
      for (const body of [{}, { page: 0 }, { limit: 'all' }]) {
        expectError(await postWrite(app, INDEX, body, member, null), 'operatorOnly');
        expectError(await post(app, INDEX, body), 'sessionInvalid');
      }
    });
  });

  it('refuse a day that has not ended without SETTLEMENT_ALLOW_FUTURE (4101), and malformed days', async () => {
    const today = await colonyToday(db, { time: '00:00', timeZone: 'UTC' });
    await writesNothing(async () => {
      for (const through of [today, addDays(today, 1), addDays(today, 400)]) {
        const response = await postWrite(app, RUN, { through }, operator, null);
        expectError(response, 'settlementDayNotOver');
        expect(response.json().data).toEqual({ lastDay: addDays(today, -1) });
      }
      for (const through of [
        '2026-02-30',
        '2025-02-29',
        '2026-13-01',
        '2026-00-10',
        '2026-04-31',
        '2026-1-1',
        '20260101',
        '2026/01/01',
        '2026-01-01T00:00:00Z',
        ' 2026-01-01',
        '',
        '0000-00-00',
        20260101,
        null,
      ]) {
        expectError(await postWrite(app, RUN, { through }, operator, null), 'validation');
      }
      expectError(await postWrite(app, RUN, {}, operator, null), 'validation');
      expectError(
        await postWrite(app, RUN, { through: addDays(today, -1), steps: ['energy'] }, operator, null),
        'validation',
      );
    });
    // A leap day exists and the day before today settles.
    const settled = await postWrite(app, RUN, { through: addDays(today, -1) }, operator, null);
    expect(settled.statusCode, settled.body).toBe(200);
    expectError(await postWrite(app, RUN, { through: '2028-02-29' }, operator, null), 'settlementDayNotOver');
  });
});
