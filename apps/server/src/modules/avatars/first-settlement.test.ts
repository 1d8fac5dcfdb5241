import type { Order, PayConfigResponse } from '@colony/contract/avatars';
import { ERRORS } from '@colony/contract/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
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
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * A colony that has never settled: its first day's sales are open at once, and once that day has
 * ended its settlement serves the queue into today's supply before anyone buys from it, as every
 * later day's does. Its own database: no settlement may have run before.
 */

const CREATE = '/api/nft/nft_order/orderCreate';
const PAY_CONFIG = '/api/nft/nft_order/payConfig';
const CATALOGUE = '/api/nft/Home/home';
const RUN = '/api/admin/Settlement/run';
const DETAIL = '/api/nft/nft_order/orderDetail';
const CLOCK = { time: '00:00', timeZone: 'UTC' };

/** One main avatar a day. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) => (rule.id === 1 ? { ...rule, dailySupply: 1 } : rule)),
};

let database: Database;
let db: Db;
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

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function buyer(): Promise<TestMember> {
  const member = await signInNewMember(app, db);
  await fundMember(db, member.memberId, 'USDT', wholeUnits('500', 'USDT'));
  return member;
}

const buy = (member: TestMember, queue = false) =>
  postWrite(app, CREATE, { avatarId: 1, asset: 'USDT', queue }, member);

async function supplyShown() {
  const config: PayConfigResponse = (await post(app, PAY_CONFIG, { avatarId: 1 })).json().data;
  const home = (await post(app, CATALOGUE, {})).json().data;
  const listed = home.avatars?.find((avatar: { id: number }) => avatar.id === 1);
  return { payConfig: config.avatar.remainingToday, catalogue: listed?.remainingToday };
}

/** The colony's day ends with no settlement run: everything it did moves a day into the past. */
async function endTheDay() {
  await db.execute(sql`update avatar_day_supply set day = day - 1`);
  await db.execute(sql`update avatar_order set created_at = created_at - interval '1 day',
    expires_at = expires_at - interval '1 day', sale_day = sale_day - 1`);
  await db.execute(sql`update member_avatar set first_day = first_day - 1`);
}

describe('before the colony’s first settlement', () => {
  it('sells on its first day, then keeps today’s supply for the queue until the first settlement served it', async () => {
    const [first, waiting, late] = [await buyer(), await buyer(), await buyer()];
    expect(await supplyShown()).toEqual({ payConfig: 1, catalogue: 1 });
    expect((await buy(first)).json().data.status).toBe('paid');
    const queued: Order = (await buy(waiting, true)).json().data;
    expect(queued.status).toBe('queued');

    await endTheDay();
    // Today's supply is untouched, but the member who queued yesterday comes first: nothing is
    // shown for sale, and a purchase is offered the place behind them.
    expect(await supplyShown()).toEqual({ payConfig: 0, catalogue: 0 });
    const refused = await buy(late);
    expect(refused.json(), refused.body).toMatchObject({
      code: ERRORS.avatarSoldOut.code,
      data: { queue: { ahead: 1 } },
    });

    const yesterday = addDays(await colonyToday(db, CLOCK), -1);
    const settled = await postWrite(app, RUN, { through: yesterday }, operator, null);
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await post(app, DETAIL, { id: queued.id }, waiting.headers)).json().data.status).toBe('paid');
    // The queue took today's one avatar.
    expect(await supplyShown()).toEqual({ payConfig: 0, catalogue: 0 });
    expect((await buy(late)).json().code).toBe(ERRORS.avatarSoldOut.code);
    await expectCleanLedger(db);
  });
});
