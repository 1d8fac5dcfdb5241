import type { MoneyLogResponse } from '@colony/contract/money';
import type { StakingOrder } from '@colony/contract/staking';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { auditLedger } from '../../ledger/audit.ts';
import { ledger } from '../../ledger/ledger.ts';
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
  mm,
  PLEDGE,
  PLEDGE_HOME,
  settle,
  stakingApp,
  testEconomy,
} from '../staking/staking-test-kit.ts';
import { collectEarnings } from './collection.ts';

/**
 * Settled earnings wait in `accrued` until their member collects them, which every signed-in
 * request does first: once, whatever runs at the same time, and the audit holds before and after.
 * Staking income stands for every kind here (avatar output and pool rewards are collected by the
 * same statement; their own suites check them through the API).
 */

const MONEY_LOG = '/api/user/user/money_log';

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

async function stakedMember(): Promise<{ member: TestMember; order: StakingOrder }> {
  const member = await signInNewMember(app, db);
  await fundMember(db, member.memberId, 'MM', mm('500'));
  const response = await postWrite(app, PLEDGE, { planId: 1, amount: mm('200').toString() }, member);
  expect(response.statusCode, response.body).toBe(200);
  return { member, order: response.json().data };
}

async function collections(memberId: number): Promise<{ kind: string; amount: string; reference: string }[]> {
  return rows(
    db,
    sql`select t.kind, t.amount::text, t.reference from ledger_transfer t
        join ledger_account a on a.id = t.credit_account_id
        join ledger_account f on f.id = t.debit_account_id
        where a.member_id = ${memberId} and f.system_code = 'accrued' order by t.seq`,
  );
}

describe('collecting settled earnings', () => {
  it('keeps a settled day in accrued until the member’s next signed-in request, which collects it once', async () => {
    const { member, order } = await stakedMember();
    const accruedBefore = await ledger.systemBalance(db, 'accrued', 'MC');
    await settle(app, operator, order.firstIncomeDay);

    // Settled, not yet collected: the audit explains it by the order's row.
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: 0n, frozen: 0n });
    expect(await ledger.systemBalance(db, 'accrued', 'MC')).toBeGreaterThanOrEqual(accruedBefore + mm('2'));
    expect((await auditLedger(db)).accruedDifferences).toEqual([]);

    const home = (await post(app, PLEDGE_HOME, {}, member.headers)).json().data;
    expect(home.member.income).toEqual([{ asset: 'MC', amount: mm('2').toString() }]);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mm('2'), frozen: 0n });
    expect(await collections(member.memberId)).toEqual([
      {
        kind: 'staking_income',
        amount: mm('2').toString(),
        reference: `settlement:${order.firstIncomeDay}:staking_income:collected`,
      },
    ]);

    // Nothing new is due: the next requests move nothing.
    await post(app, PLEDGE_HOME, {}, member.headers);
    const log = (await post(app, MONEY_LOG, { asset: 'MC' }, member.headers)).json().data as MoneyLogResponse;
    expect(log.list.map((entry) => entry.amount)).toEqual([mm('2').toString()]);
    expect(await collections(member.memberId)).toHaveLength(1);

    // The next day is collected by the next request, as one more transfer.
    await settle(app, operator, order.lastIncomeDay);
    await post(app, PLEDGE_HOME, {}, member.headers);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mm('6'), frozen: 0n });
    expect((await collections(member.memberId)).map((line) => line.amount)).toEqual([
      mm('2').toString(),
      mm('4').toString(),
    ]);
  });

  it('moves each unit once when many requests and collections run at the same time', async () => {
    const { member, order } = await stakedMember();
    await settle(app, operator, order.lastIncomeDay);
    const requests = Array.from({ length: 8 }, () => post(app, PLEDGE_HOME, {}, member.headers));
    const direct = Array.from({ length: 8 }, () => collectEarnings(db, member.memberId));
    const answered = await Promise.all([...requests, ...direct]);
    for (const response of answered.slice(0, 8))
      expect((response as { statusCode: number }).statusCode).toBe(200);
    expect(await balanceOf(db, member.memberId, 'MC')).toEqual({ available: mm('6'), frozen: 0n });
    const moved = await collections(member.memberId);
    expect(moved.reduce((sum, line) => sum + BigInt(line.amount), 0n)).toBe(mm('6'));
  });

  it('is found by the audit when an order is marked collected without its transfer', async () => {
    const { member, order } = await stakedMember();
    await settle(app, operator, order.firstIncomeDay);
    await db.execute(sql`update staking_order set income_collected = daily_income where id = ${order.id}`);
    const report = await auditLedger(db);
    expect(report.clean).toBe(false);
    expect(report.accruedDifferences).toEqual([
      expect.objectContaining({ asset: 'MC', accrued: expect.any(BigInt), uncollected: expect.any(BigInt) }),
    ]);
    const [difference] = report.accruedDifferences;
    expect((difference?.accrued ?? 0n) - (difference?.uncollected ?? 0n)).toBe(mm('2'));
    // Put back, so the suite's audit after each test holds.
    await db.execute(sql`update staking_order set income_collected = 0 where id = ${order.id}`);
    await post(app, PLEDGE_HOME, {}, member.headers);
  });
});
