import { randomUUID } from 'node:crypto';
import { ERRORS } from '@colony/contract/errors';
import type { StakingDetailResponse, StakingOrder } from '@colony/contract/staking';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { wholeUnits } from '../../economy/config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import {
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { post } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import {
  balanceOf,
  JOIN,
  mm,
  PLEDGE,
  PLEDGE_DETAIL,
  REDEEM,
  settle,
  stakingApp,
  testEconomy,
  testPools,
} from './staking-test-kit.ts';

/**
 * Stakes, redemptions, pool joins and settlements at the same time. On PostgreSQL these are
 * proofs: the requests' transactions really run at once, as on a server under load or on two
 * servers. On PGlite the same requests take turns, so there the tests show the rules.
 */

const onPostgres = testDatabaseKind() === 'postgres';

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const today = await colonyToday(db, { time: '00:00', timeZone: 'UTC' });
  ({ app, operator } = await stakingApp(db, testEconomy(testPools(today, addDays(today, 30)))));
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

async function stake(member: TestMember, amount: bigint): Promise<StakingOrder> {
  const response = await postWrite(app, PLEDGE, { planId: 1, amount: amount.toString() }, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detail(member: TestMember, id: string): Promise<StakingDetailResponse> {
  return (await post(app, PLEDGE_DETAIL, { id, limit: 100 }, member.headers)).json().data;
}

const feesHeld = () => ledger.systemBalance(db, 'fees', 'MM');

describe(`redemptions at once ${RACES_ON_POSTGRES}`, () => {
  it('of one order before maturity redeem it once: the principal returns once and the fee is paid once', async () => {
    const member = await staker('110');
    const order = await stake(member, mm('100'));
    const fees = await feesHeld();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWrite(app, REDEEM, { id: order.id }, member)),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === ERRORS.stakingOrderRedeemed.code)).toHaveLength(5);
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('105'), frozen: 0n });
    expect((await feesHeld()) - fees).toBe(mm('5'));
  });

  it('of one order sent with one Idempotency-Key all answer the same redemption', async () => {
    const member = await staker('110');
    const order = await stake(member, mm('100'));
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWrite(app, REDEEM, { id: order.id }, member, key)),
    );
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect(answers[0]?.json().code).toBe(200);
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('105'), frozen: 0n });
  });
});

describe(`stakes and pool joins at once ${RACES_ON_POSTGRES}`, () => {
  it('never freeze more than the balance holds', async () => {
    const member = await staker('100');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2
          ? postWrite(app, PLEDGE, { planId: 1, amount: mm('20').toString() }, member)
          : postWrite(app, JOIN, { poolId: 2, amount: mm('20').toString() }, member),
      ),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === ERRORS.insufficientBalance.code)).toHaveLength(7);
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: 0n, frozen: mm('100') });
  });

  it('with one Idempotency-Key stake once', async () => {
    const member = await staker('100');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postWrite(app, PLEDGE, { planId: 1, amount: mm('30').toString() }, member, key),
      ),
    );
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('70'), frozen: mm('30') });
  });
});

describe(`a redemption while the settlement pays the day ${RACES_ON_POSTGRES}`, () => {
  it('either comes first (the day is not paid) or after (it is), the principal returned once either way', async () => {
    for (let round = 0; round < 6; round++) {
      const member = await staker('105');
      const order = await stake(member, mm('100'));
      const [redeemed] = await Promise.all([
        postWrite(app, REDEEM, { id: order.id }, member),
        settle(app, operator, order.firstIncomeDay),
      ]);
      expect(redeemed.json().code, redeemed.body).toBe(200);
      const after = await detail(member, order.id);
      // Days settled ahead have not ended: a redemption before the day's settlement forgoes it.
      expect([0, 1]).toContain(after.order.incomeDays);
      expect(after.income.total).toBe(after.order.incomeDays);
      expect(await balanceOf(db, member.memberId, 'MC')).toEqual({
        available: BigInt(after.order.incomeTotal),
        frozen: 0n,
      });
      expect(await balanceOf(db, member.memberId, 'MM')).toEqual({ available: mm('100'), frozen: 0n });
      // Later days pay it nothing.
      await settle(app, operator, order.lastIncomeDay);
      expect((await detail(member, order.id)).order.incomeDays).toBe(after.order.incomeDays);
      await expectCleanLedger(db);
    }
  }, 120_000);

  it.runIf(onPostgres)(
    'held at its fee while the income step reaches the order, the step waits and then leaves it unpaid (PostgreSQL)',
    async () => {
      const member = await staker('105');
      const order = await stake(member, mm('100'));
      await settle(app, operator, order.stakedDay);
      const blocker = new pg.Client({ connectionString: database.url });
      const watcher = new pg.Client({ connectionString: database.url });
      await Promise.all([blocker.connect(), watcher.connect()]);
      try {
        // Holding the member's MM account stops the redemption after it locked the order, as it pays the fee.
        await blocker.query('begin');
        await blocker.query(`select 1 from ledger_account where member_id = $1 and asset = 'MM' for update`, [
          member.memberId,
        ]);
        const redeeming = postWrite(app, REDEEM, { id: order.id }, member);
        await lockWaits(watcher, 1);
        const settling = settle(app, operator, order.firstIncomeDay);
        await lockWaits(watcher, 2);
        await blocker.query('commit');
        const [redeemed] = await Promise.all([redeeming, settling]);
        expect(redeemed.json().code).toBe(200);
      } finally {
        await Promise.all([blocker.end(), watcher.end()]);
      }
      const after = await detail(member, order.id);
      expect(after.order).toMatchObject({ status: 'redeemed', incomeDays: 0, incomeTotal: '0' });
      expect(after.income.total).toBe(0);
    },
  );
});

describe(`pool joins while the settlement shares the day ${RACES_ON_POSTGRES}`, () => {
  it('never pay a pool past its budget and pay each position once a day', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => staker('50')));
    const first = await postWrite(
      app,
      JOIN,
      { poolId: 2, amount: mm('10').toString() },
      members[0] as TestMember,
    );
    const joinDay = first.json().data.joinDay as string;
    const joins = members
      .slice(1)
      .map((member) => postWrite(app, JOIN, { poolId: 2, amount: mm('10').toString() }, member));
    await Promise.all([...joins, settle(app, operator, addDays(joinDay, 1))]);
    await settle(app, operator, addDays(joinDay, 3));
    const [state] = await rows<{ paid: string; budget: string; positions: string }>(
      db,
      sql`select p.rewards_paid::text as paid, p.budget::text as budget,
            (select coalesce(sum(rewards_total), 0) from defi_position where pool_id = p.id)::text as positions
          from defi_pool p where p.id = 2`,
    );
    expect(BigInt(state?.paid ?? 0) <= BigInt(state?.budget ?? 0)).toBe(true);
    expect(state?.positions).toBe(state?.paid);
    const [journal] = await rows<{ paid: string | null }>(
      db,
      sql`select sum(amount)::text as paid from ledger_transfer where kind = 'laser_pool_reward'`,
    );
    expect(journal?.paid).toBe(state?.paid);
    const [days] = await rows<{ over: number }>(
      db,
      sql`select count(*)::int as over from defi_position where pool_id = 2 and reward_days > unlock_day - join_day`,
    );
    expect(days?.over).toBe(0);
    expect(wholeUnits('3600', 'MM') >= BigInt(state?.paid ?? 0)).toBe(true);
  }, 60_000);
});

/** Waits until `count` sessions of the test database wait for a lock. */
async function lockWaits(client: pg.Client, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows: found } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(found[0]?.waiting) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} sessions ever waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
