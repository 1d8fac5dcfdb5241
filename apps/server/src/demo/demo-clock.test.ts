import { randomUUID } from 'node:crypto';
import type { MyAvatarsResponse } from '@colony/contract/avatars';
import { DEMO_PATHS, type DemoAdvanceResponse, type DemoClockResponse } from '@colony/contract/demo';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import { loadEnv } from '../env.ts';
import { addDays, colonyToday } from '../settlement/calendar.ts';
import { type ColonyClock, colonyClock } from '../settlement/colony-clock.ts';
import { expectCleanLedger, fundMember, postWrite, signInNewMember, type TestMember } from '../test/money.ts';
import { RACES_ON_POSTGRES } from '../test/races.ts';
import { seedRootMember } from '../test/sign-in.ts';
import { createTestApp, post } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { isDemoColony } from './demo-colony.ts';

/** A demo colony in the tests: demo content (the default without DATABASE_URL) on the development chain. */
const DEMO = { DEV_CHAIN: 'true' } as const;
const CLOCK = { time: '00:00', timeZone: 'UTC' };
const CLOCK_URL = `/api${DEMO_PATHS.clock}`;
const ADVANCE_URL = `/api${DEMO_PATHS.advance}`;

let database: Database;
let db: Db;
let app: FastifyInstance;
let clock: ColonyClock;
let member: TestMember;
/** Moved a minute on before each test, so the presses of one test leave the next its whole rate limit. */
let minutesLater = 0;
const now = () => Date.now() + minutesLater * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  clock = colonyClock(now);
  app = await createTestApp(db, DEMO, { now, colonyClock: clock });
  member = await signInNewMember(app, db);
}, 120_000);

beforeEach(() => {
  minutesLater += 1;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.json().code, response.body).toBe(ERRORS[name].code);
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
}

function data<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const clockInfo = async (on: FastifyInstance = app) => data<DemoClockResponse>(await post(on, CLOCK_URL, {}));
const advance = (day: string, key: string = randomUUID(), on: FastifyInstance = app) =>
  postWrite(on, ADVANCE_URL, { day }, member, key);

async function myAvatars(): Promise<MyAvatarsResponse> {
  return data<MyAvatarsResponse>(await post(app, '/api/nft/nft_order/index', {}, member.headers));
}

describe('the demo clock', () => {
  it('exists only in a demo colony: a production configuration has no such routes', async () => {
    const production = [
      {},
      { ...DEMO, DATABASE_URL: 'postgres://colony@127.0.0.1:5432/colony' },
      { ...DEMO, RPC_URL_56: 'https://bsc-dataseed.bnbchain.org' },
      { ...DEMO, DEMO_DATA: 'false' },
      { ...DEMO, NODE_ENV: 'production' },
    ];
    for (const overrides of production) {
      expect(isDemoColony(loadEnv({ RPC_URL_56: 'http://127.0.0.1:8545', ...overrides }, {}))).toBe(false);
      const other = await createTestApp(db, overrides);
      try {
        expect((await post(other, CLOCK_URL, {})).statusCode).toBe(404);
        const refused = await postWrite(other, ADVANCE_URL, { day: '2030-01-01' }, member);
        expect(refused.statusCode, JSON.stringify(overrides)).toBe(404);
      } finally {
        await other.close();
      }
    }
    expect(isDemoColony(loadEnv({ ...DEMO, RPC_URL_56: 'http://127.0.0.1:8545' }, {}))).toBe(true);
    expect((await clockInfo()).daysAdvanced).toBe(0);
  });

  it('ends the colony day, settles it once through the settlement, and the avatar produces the day after', async () => {
    const avatar = DEFAULT_ECONOMY.avatars.find((rule) => rule.id === 1);
    if (!avatar) throw new Error('no main avatar');
    await fundMember(db, member.memberId, 'USDT', avatar.price);
    const bought = await postWrite(
      app,
      '/api/nft/nft_order/orderCreate',
      { avatarId: 1, asset: 'USDT' },
      member,
    );
    expect(bought.json().data?.status, bought.body).toBe('paid');

    const start = await clockInfo();
    const realNow = now();
    expect(start.today).toBe(await colonyToday(db, CLOCK));
    const first = data<DemoAdvanceResponse>(await advance(start.today));
    expect(first).toMatchObject({ settledDay: start.today, today: addDays(start.today, 1), daysAdvanced: 1 });
    expect(first.days.at(-1)).toMatchObject({ day: start.today, complete: true });
    expect(await colonyToday(db, CLOCK)).toBe(addDays(start.today, 1));
    // The process's clock follows the database's: a day ahead of real time.
    expect(clock.offsetMs()).toBe(86_400_000);
    expect(Date.parse((await clockInfo()).now) - realNow).toBeGreaterThanOrEqual(86_400_000);
    // Bought on the day that ended, it produces from the next one: not yet.
    const [starting] = (await myAvatars()).avatars;
    expect(starting?.remainingFuel).toBe(starting?.totalFuel);

    const second = data<DemoAdvanceResponse>(await advance(first.today));
    expect(second).toMatchObject({ settledDay: first.today, daysAdvanced: 2 });
    const [producing] = (await myAvatars()).avatars;
    if (!producing) throw new Error('no avatar');
    expect(BigInt(producing.totalFuel) - BigInt(producing.remainingFuel)).toBeGreaterThan(0n);
    expect(producing.output.some((output) => BigInt(output.amount) > 0n)).toBe(true);
    expect(await clockInfo()).toMatchObject({ today: addDays(start.today, 2), daysAdvanced: 2 });

    // What happens now is dated by the colony's clock: a purchase counts against the new day.
    await fundMember(db, member.memberId, 'USDT', avatar.price);
    const later = await postWrite(
      app,
      '/api/nft/nft_order/orderCreate',
      { avatarId: 1, asset: 'USDT' },
      member,
    );
    expect(Date.parse(later.json().data?.createdAt) - Date.now()).toBeGreaterThanOrEqual(
      2 * 86_400_000 - 60_000,
    );
    const newest = (await myAvatars()).avatars.find((owned) => owned.orderId === later.json().data?.id);
    expect(newest?.firstDay).toBe(addDays(start.today, 3));
    await expectCleanLedger(db);
  });

  it(`two presses on the same day end it once: one is refused, and no day is settled twice ${RACES_ON_POSTGRES}`, async () => {
    const { today } = await clockInfo();
    const burnedBefore = await fuelBurned();
    const answers = await Promise.all([advance(today), advance(today)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (!refused) throw new Error('none refused');
    expectError(refused, 'demoDayMoved');
    expect(refused.json().data).toEqual({ today: addDays(today, 1) });
    expect((await clockInfo()).today).toBe(addDays(today, 1));
    // One day's burn, whoever settled it.
    const [avatar] = (await myAvatars()).avatars;
    expect((await fuelBurned()) - burnedBefore).toBe(BigInt(avatar?.dailyBurn ?? -1));
    await expectCleanLedger(db);
  });

  it('answers the same press sent again with the same key once', async () => {
    const { today, daysAdvanced } = await clockInfo();
    const key = randomUUID();
    const first = data<DemoAdvanceResponse>(await advance(today, key));
    const again = data<DemoAdvanceResponse>(await advance(today, key));
    expect(again).toMatchObject({ settledDay: first.settledDay, today: first.today });
    expect((await clockInfo()).daysAdvanced).toBe(daysAdvanced + 1);
    expectError(await advance(first.today, key), 'idempotencyKeyConflict');
    expect((await clockInfo()).daysAdvanced).toBe(daysAdvanced + 1);
  });

  it('refuses bad input, another day and a visitor with nothing moved', async () => {
    const { today: now, daysAdvanced } = await clockInfo();
    for (const body of [{}, { day: '2030-13-01' }, { day: now, days: 2 }, { day: 7 }, null]) {
      expectError(await postWrite(app, ADVANCE_URL, body, member), 'validation');
    }
    expectError(await advance(addDays(now, 1)), 'demoDayMoved');
    expectError(await advance(addDays(now, -3)), 'demoDayMoved');
    expectError(await postWrite(app, ADVANCE_URL, { day: now }, member, null), 'idempotencyKeyRequired');
    const visitor = await post(app, ADVANCE_URL, { day: now }, { 'idempotency-key': randomUUID() });
    expect(visitor.statusCode).toBe(401);
    expect(await clockInfo()).toMatchObject({ today: now, daysAdvanced });
  });

  it('is rate limited per client', async () => {
    const limited = await createTestApp(db, { ...DEMO, RATE_LIMIT_MAX: '100000' });
    try {
      const statuses: number[] = [];
      for (let press = 0; press < 11; press++)
        statuses.push((await advance('2000-01-01', randomUUID(), limited)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(409), 429]);
    } finally {
      await limited.close();
    }
  });
});

/** Fuel the member's avatars have burned so far. */
async function fuelBurned(): Promise<bigint> {
  return (await myAvatars()).avatars.reduce(
    (sum, avatar) => sum + BigInt(avatar.totalFuel) - BigInt(avatar.remainingFuel),
    0n,
  );
}
