import { randomUUID } from 'node:crypto';
import { ASSETS } from '@colony/contract/assets';
import { ERRORS } from '@colony/contract/errors';
import { INCOME_TYPES, type LedgerKind } from '@colony/contract/ledger-kinds';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeWithdrawal, withdrawalLedgerIds } from '../../chain/withdrawal-settlement.ts';
import type { Database, Db } from '../../db/database.ts';
import { wholeUnits } from '../../economy/config.ts';
import { ledgerBatch } from '../../ledger/batch.ts';
import { ledger } from '../../ledger/ledger.ts';
import { expectCleanLedger, fundMember, fundSystem, postWrite, signInNewMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const PROFILE = '/api/user/user/index';
const LOG = '/api/user/user/money_log';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');

let database: Database;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  app = await createTestApp(db);
  await seedRootMember(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /api/user/user/index', () => {
  it('shows every asset at zero, no fuel and no income for a new member', async () => {
    const member = await signInNewMember(app, db);
    const response = await post(app, PROFILE, {}, member.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ address: member.address, inviteCode: expect.any(String) });
    expect(data.assets).toEqual(ASSETS.map((asset) => ({ asset, available: '0', frozen: '0' })));
    expect(data.fuel).toBe('0');
    // No Avatar: nothing produces MM, MC or UME for them until they buy one.
    expect(data.nextOutputAt).toBeNull();
    expect(data.income).toEqual(Object.fromEntries(INCOME_TYPES.map((type) => [type, []])));
  });

  it('shows available and frozen balances and income received by type', async () => {
    const member = await signInNewMember(app, db);
    await fundMember(db, member.memberId, 'USDT', usdt('12'));
    await ledger.reserve(db, {
      asset: 'USDT',
      from: { member: member.memberId },
      to: { system: 'withdrawals' },
      amount: usdt('2'),
      kind: 'withdraw',
      reference: 'test',
    });
    await fundSystem(db, 'treasury', 'MM', wholeUnits('10', 'MM'));
    await ledger.transfer(db, {
      asset: 'MM',
      from: { system: 'treasury' },
      to: { member: member.memberId },
      amount: wholeUnits('4', 'MM'),
      kind: 'referral_income',
      reference: 'test',
    });
    await ledger.transfer(db, {
      asset: 'USDT',
      from: { system: 'world' },
      to: { member: member.memberId },
      amount: usdt('1'),
      kind: 'star_level_income',
      reference: 'test',
    });
    const data = (await post(app, PROFILE, {}, member.headers)).json().data;
    expect(data.assets.find((row: { asset: string }) => row.asset === 'USDT')).toEqual({
      asset: 'USDT',
      available: usdt('11').toString(),
      frozen: usdt('2').toString(),
    });
    expect(data.income.referral).toEqual([{ asset: 'MM', amount: wholeUnits('4', 'MM').toString() }]);
    expect(data.income.starLevel).toEqual([{ asset: 'USDT', amount: usdt('1').toString() }]);
    expect(data.income.staking).toEqual([]);
    await expectCleanLedger(db);
  });
  it('answers each income type as the sum of every completed payout of its kind, single or batched', async () => {
    const member = await signInNewMember(app, db);
    await fundSystem(db, 'treasury', 'USDT', usdt('100'));
    const pay = (kind: LedgerKind, whole: string) =>
      ledger.transfer(db, {
        asset: 'USDT',
        from: { system: 'treasury' },
        to: { member: member.memberId },
        amount: usdt(whole),
        kind,
        reference: 'test payout',
      });
    for (const whole of ['1', '2', '3']) await pay('referral_income', whole);
    await pay('team_income', '5');
    // A day of the settlement: several lines of one kind for the member in one batch.
    await db.transaction((tx) =>
      ledgerBatch.payEach(tx as unknown as Db, {
        from: 'treasury',
        kind: 'referral_income',
        source: sql`select ${member.memberId}::int as member_id, 'USDT' as asset, amount, reference
          from (values (${usdt('4').toString()}::numeric, 'test:1'), (${usdt('6').toString()}::numeric, 'test:2')) v(amount, reference)`,
      }),
    );
    // Pending payouts count once posted, never when voided.
    const reserve = (whole: string) =>
      ledger.reserve(db, {
        asset: 'USDT',
        from: { system: 'treasury' },
        to: { member: member.memberId },
        amount: usdt(whole),
        kind: 'team_income',
        reference: 'test payout',
      });
    const posted = await reserve('7');
    const voided = await reserve('11');
    const pending = await reserve('13');
    await ledger.post(db, posted.id);
    await ledger.void(db, voided.id);
    // Paid away, not received: no income.
    await ledger.transfer(db, {
      asset: 'USDT',
      from: { member: member.memberId },
      to: { system: 'treasury' },
      amount: usdt('1'),
      kind: 'referral_income',
      reference: 'test refund',
    });
    const data = (await post(app, PROFILE, {}, member.headers)).json().data;
    expect(data.income.referral).toEqual([{ asset: 'USDT', amount: usdt('16').toString() }]);
    expect(data.income.team).toEqual([{ asset: 'USDT', amount: usdt('12').toString() }]);
    expect(data.income.bonus).toEqual([]);
    await ledger.void(db, pending.id);
    await expectCleanLedger(db);
  });
});

describe('POST /api/user/user/money_log', () => {
  it('pages the caller journal newest first with signed amounts and balances after', async () => {
    const [alice, bob] = [await signInNewMember(app, db), await signInNewMember(app, db)];
    await fundMember(db, alice.memberId, 'USDT', usdt('10'));
    for (const amount of ['1', '2', '3']) {
      const sent = await postWrite(
        app,
        '/api/user/user/confirmTrans',
        { to: bob.address, asset: 'USDT', amount: usdt(amount).toString() },
        alice,
      );
      expect(sent.statusCode).toBe(200);
    }
    const first = (await post(app, LOG, { limit: 2 }, alice.headers)).json().data;
    expect(first).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(first.list).toEqual([
      {
        id: expect.any(String),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        asset: 'USDT',
        amount: `-${usdt('3')}`,
        kind: 'transfer',
        phase: 'posted',
        fee: null,
        reference: expect.any(String),
        counterparty: bob.address,
        balanceAfter: usdt('4').toString(),
      },
      expect.objectContaining({ amount: `-${usdt('2')}`, balanceAfter: usdt('7').toString() }),
    ]);
    // A transfer's reference is its id, the one the transfer history lists for both members.
    expect(first.list[0].reference).toBe(first.list[0].id);
    const history = (await post(app, '/api/user/user/getTransMoneyLog', {}, bob.headers)).json().data;
    expect(history.list[0].id).toBe(first.list[0].reference);
    const second = (await post(app, LOG, { limit: 2, page: 2 }, alice.headers)).json().data;
    expect(second.list.map((entry: { amount: string; kind: string }) => [entry.kind, entry.amount])).toEqual([
      ['transfer', `-${usdt('1')}`],
      ['deposit', usdt('10').toString()],
    ]);
    const deposits = (await post(app, LOG, { kind: 'deposit' }, alice.headers)).json().data;
    expect(deposits.total).toBe(1);
    expect(deposits.list[0].reference).toBe('test deposit');
    expect(deposits.list[0].counterparty).toBeNull();
    const bobLog = (await post(app, LOG, { asset: 'USDT' }, bob.headers)).json().data;
    expect(bobLog.list.map((entry: { amount: string }) => entry.amount)).toEqual(
      ['3', '2', '1'].map((amount) => usdt(amount).toString()),
    );
    expect((await post(app, LOG, { asset: 'MM' }, bob.headers)).json().data.total).toBe(0);
  });

  it('shows one entry per withdrawal with its fee and the state it reached', async () => {
    const member = await signInNewMember(app, db);
    await fundMember(db, member.memberId, 'USDT', usdt('200'));
    const withdraw = async (id: string, whole: string) => {
      await freezeWithdrawal(db, {
        id,
        memberId: member.memberId,
        asset: 'USDT',
        amount: usdt(whole),
        fee: usdt('1'),
      });
      return withdrawalLedgerIds(id);
    };
    const paid = await withdraw(randomUUID(), '100');
    const frozen = (await post(app, LOG, {}, member.headers)).json().data;
    expect(frozen.list[0]).toMatchObject({ kind: 'withdraw', phase: 'pending', amount: `-${usdt('100')}` });
    await ledger.post(db, paid.hold, paid.post);
    await ledger.post(db, paid.feeHold, paid.feePost);
    const returned = await withdraw(randomUUID(), '50');
    await ledger.void(db, returned.hold, returned.void);
    await ledger.void(db, returned.feeHold, returned.feeVoid);

    const log = (await post(app, LOG, {}, member.headers)).json().data;
    const fee = usdt('1').toString();
    expect(log.total).toBe(4);
    expect(
      log.list.map((entry: Record<string, string>) => [
        entry.kind,
        entry.phase,
        entry.amount,
        entry.fee,
        entry.balanceAfter,
      ]),
    ).toEqual([
      ['withdraw', 'void', usdt('50').toString(), fee, usdt('100').toString()],
      ['withdraw', 'void', `-${usdt('50')}`, fee, usdt('50').toString()],
      ['withdraw', 'post', `-${usdt('100')}`, fee, usdt('100').toString()],
      ['deposit', 'posted', usdt('200').toString(), null, usdt('200').toString()],
    ]);
    expect((await post(app, LOG, { kind: 'withdraw' }, member.headers)).json().data.total).toBe(3);
    expect((await post(app, LOG, { kind: 'withdraw_fee' }, member.headers)).json().data.total).toBe(0);
  });

  it("never shows another member's entries, whatever the body asks", async () => {
    const [alice, mallory] = [await signInNewMember(app, db), await signInNewMember(app, db)];
    await fundMember(db, alice.memberId, 'USDC', usdt('5'));
    const aliceIds = (await post(app, LOG, {}, alice.headers))
      .json()
      .data.list.map((entry: { id: string }) => entry.id);
    expect(aliceIds).toHaveLength(1);
    const own = (await post(app, LOG, {}, mallory.headers)).json().data;
    expect(own).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    for (const body of [
      { memberId: alice.memberId },
      { member_id: alice.memberId },
      { address: alice.address },
      { id: aliceIds[0] },
      { uid: 1 },
      { kind: "deposit' or '1'='1" },
      { asset: 'USDC', page: 1, limit: 10, userId: alice.memberId },
    ]) {
      const response = await post(app, LOG, body, mallory.headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe(ERRORS.validation.code);
    }
    // Mallory's token with Alice's address header is not Alice's session.
    const borrowed = await post(app, LOG, {}, { ...mallory.headers, address: alice.address });
    expect(borrowed.json().code).toBe(ERRORS.sessionInvalid.code);
    expect((await post(app, LOG, {}, {})).json().code).toBe(ERRORS.sessionInvalid.code);
  });

  it('refuses out-of-range paging', async () => {
    const member = await signInNewMember(app, db);
    for (const body of [{ page: 0 }, { limit: 101 }, { limit: -1 }, { page: 'x' }, { page: 1e9 }]) {
      expect((await post(app, LOG, body, member.headers)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
