import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LedgerKind } from '@colony/contract/ledger-kinds';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, MIGRATIONS_FOLDER } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { randomInviteCode } from '../modules/members/invite-code-generator.ts';
import { insertMemberIfAbsent } from '../modules/members/queries.ts';
import { replayParameters } from '../test/property-runs.ts';
import { RACES_ON_POSTGRES } from '../test/races.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { auditLedger, formatAudit } from './audit.ts';
import { type AccountRef, LedgerError, ledger } from './ledger.ts';

let database: Database;
let db: Db;
let rootId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const root = await insertMemberIfAbsent(db, {
    address: privateKeyToAddress(`0x${'11'.repeat(32)}`),
    inviteCode: randomInviteCode(),
    superiorId: null,
  });
  if (!root) throw new Error('root member not created');
  rootId = root.id;
});

afterAll(async () => {
  await database?.close();
});

let keySeed = 1;
async function newMember(): Promise<number> {
  keySeed += 1;
  const key = `0x${keySeed.toString(16).padStart(64, '0')}` as const;
  const member = await insertMemberIfAbsent(db, {
    address: privateKeyToAddress(key),
    inviteCode: randomInviteCode(),
    superiorId: rootId,
  });
  if (!member) throw new Error('member not created');
  return member.id;
}

const world: AccountRef = { system: 'world' };

async function deposit(memberId: number, amount: bigint, asset: 'USDT' | 'MM' = 'USDT') {
  return ledger.transfer(db, {
    asset,
    from: world,
    to: { member: memberId },
    amount,
    kind: 'deposit' as const,
    reference: 'test deposit',
  });
}

async function available(memberId: number, asset = 'USDT'): Promise<bigint> {
  const balance = (await ledger.balances(db, memberId)).find((entry) => entry.asset === asset);
  return balance?.available ?? 0n;
}

async function expectClean() {
  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof LedgerError) return error.reason;
    throw error;
  }
}

describe('ledger transfers', () => {
  it('moves value between members and records the balance after on both sides', async () => {
    const [alice, bob] = [await newMember(), await newMember()];
    await deposit(alice, 100n);
    const record = await ledger.transfer(db, {
      asset: 'USDT',
      from: { member: alice },
      to: { member: bob },
      amount: 30n,
      kind: 'transfer' as const,
      reference: 'gift',
    });
    expect(record).toMatchObject({
      amount: 30n,
      phase: 'posted',
      debitAvailableAfter: 70n,
      creditAvailableAfter: 30n,
    });
    expect(await available(alice)).toBe(70n);
    expect(await available(bob)).toBe(30n);
    const balances = await ledger.balances(db, bob);
    expect(balances.map((entry) => entry.asset)).toEqual(['USDT', 'USDC', 'MM', 'MC', 'UME', 'MCD']);
    await expectClean();
  });

  it(`refuses to overdraw, and lets exactly 10 of 100 concurrent debits of 1 through a balance of 10 ${RACES_ON_POSTGRES}`, async () => {
    const [payer, payee] = [await newMember(), await newMember()];
    await deposit(payer, 10n);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        reasonOf(
          ledger.transfer(db, {
            asset: 'USDT',
            from: { member: payer },
            to: { member: payee },
            amount: 1n,
            kind: 'transfer' as const,
            reference: 'test',
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'insufficientFunds')).toHaveLength(90);
    expect(await available(payer)).toBe(0n);
    expect(await available(payee)).toBe(10n);
    await expectClean();
  });

  it('never lets the treasury go below zero', async () => {
    const member = await newMember();
    const outcome = await reasonOf(
      ledger.transfer(db, {
        asset: 'USDC',
        from: { system: 'treasury' },
        to: { member },
        amount: 1n,
        kind: 'buy_back' as const,
        reference: 'test',
      }),
    );
    expect(outcome).toBe('insufficientFunds');
    await expectClean();
  });

  it(`applies a transfer id once: repeats answer the first transfer, other content under it is a conflict ${RACES_ON_POSTGRES}`, async () => {
    const [from, to] = [await newMember(), await newMember()];
    await deposit(from, 50n);
    const id = randomUUID();
    const spec = {
      id,
      asset: 'USDT' as const,
      from: { member: from },
      to: { member: to },
      amount: 5n,
      kind: 'transfer' as const,
      reference: 'test',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.transfer(db, spec)));
    expect(new Set(results.map((record) => record.id))).toEqual(new Set([id]));
    expect(await available(from)).toBe(45n);
    expect(await reasonOf(ledger.transfer(db, { ...spec, amount: 6n }))).toBe('idConflict');
    expect(await reasonOf(ledger.transfer(db, { ...spec, to: { member: from }, from: { member: to } }))).toBe(
      'idConflict',
    );
    await expectClean();
  });

  it('refuses malformed transfers before touching the database', async () => {
    const member = await newMember();
    const base = {
      asset: 'USDT' as const,
      from: world,
      to: { member },
      amount: 1n,
      kind: 'deposit' as const,
      reference: 'test deposit',
    };
    expect(await reasonOf(ledger.transfer(db, { ...base, amount: 0n }))).toBe('invalidTransfer');
    expect(await reasonOf(ledger.transfer(db, { ...base, amount: -1n }))).toBe('invalidTransfer');
    expect(await reasonOf(ledger.transfer(db, { ...base, kind: 'Robert"); drop table' as LedgerKind }))).toBe(
      'invalidTransfer',
    );
    // Well formed but not in the contract's LEDGER_KINDS: the money log would have no name for it.
    expect(await reasonOf(ledger.transfer(db, { ...base, kind: 'avatar_refund' as LedgerKind }))).toBe(
      'invalidTransfer',
    );
    expect(await reasonOf(ledger.transfer(db, { ...base, to: world }))).toBe('invalidTransfer');
    expect(await reasonOf(ledger.transfer(db, { ...base, asset: 'BTC' as 'USDT' }))).toBe('invalidTransfer');
    expect(await reasonOf(ledger.transfer(db, { ...base, reference: '' }))).toBe('invalidTransfer');
    expect(await reasonOf(ledger.transfer(db, { ...base, reference: undefined as unknown as string }))).toBe(
      'invalidTransfer',
    );
    expect(await reasonOf(ledger.transfer(db, { ...base, reference: 'x'.repeat(201) }))).toBe(
      'invalidTransfer',
    );
    expect(await available(member)).toBe(0n);
  });
});

describe('database guarantees', () => {
  it('refuses a negative member balance even when written directly', async () => {
    const member = await newMember();
    await deposit(member, 1n);
    await expect(
      db.execute(
        sql`update ledger_account set available = -1 where member_id = ${member} and asset = 'USDT'`,
      ),
    ).rejects.toThrow();
  });

  it('never updates or deletes a journal row', async () => {
    const member = await newMember();
    const record = await deposit(member, 7n);
    await expect(
      db.execute(sql`update ledger_transfer set amount = 1 where id = ${record.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transfer where id = ${record.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_transfer cascade`)).rejects.toThrow();
    await expectClean();
  });

  it('keeps and settles rows from before references were required, and refuses a new row without one', async () => {
    const member = await newMember();
    await deposit(member, 10n);
    // The journal as it stood before the reference check: a pending transfer without a reference.
    await db.execute(sql`alter table ledger_transfer drop constraint ledger_transfer_reference_check`);
    const legacy = randomUUID();
    await db.execute(sql`
      with d as (
        update ledger_account set available = available - 4, frozen = frozen + 4
        where member_id = ${member} and asset = 'USDT' returning id, available
      ), c as (select id, available from ledger_account where system_code = 'world' and asset = 'USDT')
      insert into ledger_transfer
        (id, asset, debit_account_id, credit_account_id, amount, phase, kind, debit_available_after, credit_available_after)
      select ${legacy}, 'USDT', d.id, c.id, 4, 'pending', 'withdraw', d.available, c.available from d, c`);
    // The migration adds the check over it, and the old row stays as it was.
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0004_journal_references.sql'), 'utf8');
    await db.execute(sql.raw(migration));

    const voided = await ledger.void(db, legacy);
    expect(voided.reference).toBe(legacy);
    expect(await available(member)).toBe(10n);
    await expect(
      db.execute(sql`
        insert into ledger_transfer
          (id, asset, debit_account_id, credit_account_id, amount, phase, kind, debit_available_after, credit_available_after)
        select ${randomUUID()}, asset, debit_account_id, credit_account_id, 1, 'posted', 'deposit', 0, 0
        from ledger_transfer where id = ${legacy}`),
    ).rejects.toThrow();
    await expectClean();
  });

  it("refuses, in the database itself, a journal row whose kind is not one of the contract's", async () => {
    const member = await newMember();
    await deposit(member, 5n);
    // A copy of the member's deposit row under another kind, written by SQL past the ledger's code.
    const copyWithKind = (kind: string) => sql`
      insert into ledger_transfer
        (id, asset, debit_account_id, credit_account_id, amount, phase, kind, reference,
         debit_available_after, credit_available_after)
      select ${randomUUID()}, t.asset, t.debit_account_id, t.credit_account_id, 1, 'posted', ${kind}, 'raw write',
        t.debit_available_after, t.credit_available_after
      from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
      where a.member_id = ${member} and t.kind = 'deposit'
      returning id`;
    await expect(db.execute(copyWithKind('avatar_refund'))).rejects.toMatchObject({
      cause: { message: expect.stringContaining('"ledger_transfer_kind_check"') },
    });
    // The same statement with a kind of the list is written: only the kind was refused.
    let written = 0;
    await expect(
      db.transaction(async (tx) => {
        written = (await rows<{ id: string }>(tx, copyWithKind('deposit'))).length;
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(written).toBe(1);
    await expectClean();
  });

  it('finds a balance changed behind the journal', async () => {
    const member = await newMember();
    await deposit(member, 5n);
    await db.execute(
      sql`update ledger_account set available = available + 1 where member_id = ${member} and asset = 'USDT'`,
    );
    const report = await auditLedger(db);
    expect(report.clean).toBe(false);
    expect(report.differences).toEqual([
      expect.objectContaining({ owner: `member ${member}`, available: 6n, expectedAvailable: 5n }),
    ]);
    expect(report.unbalanced).toEqual([{ asset: 'USDT', sum: 1n }]);
    expect(formatAudit(report)).toContain('DIFFERENCES FOUND');
    await db.execute(
      sql`update ledger_account set available = available - 1 where member_id = ${member} and asset = 'USDT'`,
    );
    await expectClean();
  });

  it('finds a running total per kind changed or lost behind the journal', async () => {
    const member = await newMember();
    await deposit(member, 5n);
    await deposit(member, 2n);
    const account = sql`(select id from ledger_account where member_id = ${member} and asset = 'USDT')`;
    await db.execute(
      sql`update ledger_kind_total set received = received + 1 where account_id = ${account} and kind = 'deposit'`,
    );
    let report = await auditLedger(db);
    expect(report.clean).toBe(false);
    expect(report.kindTotalDifferences).toEqual([
      expect.objectContaining({
        kind: 'deposit' as const,
        received: 8n,
        expectedReceived: 7n,
        paid: 0n,
        expectedPaid: 0n,
      }),
    ]);
    expect(report.differences).toEqual([]);
    expect(formatAudit(report)).toContain(
      'kind deposit: received 8 and paid 0, but the journal says 7 and 0',
    );
    await db.execute(sql`delete from ledger_kind_total where account_id = ${account} and kind = 'deposit'`);
    report = await auditLedger(db);
    expect(report.kindTotalDifferences).toEqual([
      expect.objectContaining({ kind: 'deposit' as const, received: 0n, expectedReceived: 7n }),
    ]);
    await db.execute(
      sql`insert into ledger_kind_total (account_id, kind, received, paid) values (${account}, 'deposit', 7, 0)`,
    );
    await expectClean();
  });
});

describe('pending transfers', () => {
  it('freezes funds, then posts them once', async () => {
    const member = await newMember();
    await deposit(member, 20n);
    const pending = await ledger.reserve(db, {
      asset: 'USDT',
      from: { member },
      to: { system: 'withdrawals' },
      amount: 8n,
      kind: 'withdraw' as const,
      reference: 'test',
    });
    expect((await ledger.balances(db, member))[0]).toEqual({ asset: 'USDT', available: 12n, frozen: 8n });
    const posted = await ledger.post(db, pending.id);
    expect(posted).toMatchObject({ phase: 'post', pendingId: pending.id, amount: 8n });
    expect((await ledger.balances(db, member))[0]).toEqual({ asset: 'USDT', available: 12n, frozen: 0n });
    expect(await ledger.systemBalance(db, 'withdrawals', 'USDT')).toBeGreaterThanOrEqual(8n);
    expect(await reasonOf(ledger.post(db, pending.id))).toBe('pendingResolved');
    expect(await reasonOf(ledger.void(db, pending.id))).toBe('pendingResolved');
    expect(await reasonOf(ledger.post(db, posted.id))).toBe('pendingNotFound');
    expect(await reasonOf(ledger.post(db, randomUUID()))).toBe('pendingNotFound');
    await expectClean();
  });

  it(`voids to give the funds back, and of a concurrent post and void exactly one wins ${RACES_ON_POSTGRES}`, async () => {
    const member = await newMember();
    await deposit(member, 10n);
    const first = await ledger.reserve(db, {
      asset: 'USDT',
      from: { member },
      to: { system: 'withdrawals' },
      amount: 4n,
      kind: 'withdraw' as const,
      reference: 'test',
    });
    await ledger.void(db, first.id);
    expect((await ledger.balances(db, member))[0]).toEqual({ asset: 'USDT', available: 10n, frozen: 0n });

    const second = await ledger.reserve(db, {
      asset: 'USDT',
      from: { member },
      to: { system: 'withdrawals' },
      amount: 10n,
      kind: 'withdraw' as const,
      reference: 'test',
    });
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => reasonOf(ledger.post(db, second.id))),
      ...Array.from({ length: 5 }, () => reasonOf(ledger.void(db, second.id))),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'pendingResolved')).toHaveLength(9);
    const balance = (await ledger.balances(db, member))[0];
    expect(balance?.frozen).toBe(0n);
    expect([0n, 10n]).toContain(balance?.available);
    await expectClean();
  });
});

describe('linked transfers', () => {
  it('commits all legs or none', async () => {
    const member = await newMember();
    await deposit(member, 100n, 'MM');
    await ledger.transfer(db, {
      asset: 'USDT',
      from: world,
      to: { system: 'treasury' },
      amount: 1000n,
      kind: 'deposit' as const,
      reference: 'test',
    });

    const legs = (mm: bigint, usdt: bigint) => [
      {
        asset: 'MM' as const,
        from: { member },
        to: { system: 'treasury' as const },
        amount: mm,
        kind: 'buy_back' as const,
        reference: 'test',
      },
      {
        asset: 'USDT' as const,
        from: { system: 'treasury' as const },
        to: { member },
        amount: usdt,
        kind: 'buy_back' as const,
        reference: 'test',
      },
    ];
    const records = await ledger.linked(db, legs(40n, 38n));
    expect(records).toHaveLength(2);
    expect(records[0]?.linkId).toBeTruthy();
    expect(records[0]?.linkId).toBe(records[1]?.linkId);
    expect(await available(member, 'MM')).toBe(60n);
    expect(await available(member, 'USDT')).toBe(38n);

    // The treasury cannot pay the second leg: the first leg must not stay.
    expect(await reasonOf(ledger.linked(db, legs(10n, 10_000n)))).toBe('insufficientFunds');
    expect(await available(member, 'MM')).toBe(60n);
    expect(await available(member, 'USDT')).toBe(38n);
    await expectClean();
  });

  it(`applies legs sent again under the same ids once, also concurrently ${RACES_ON_POSTGRES}`, async () => {
    const member = await newMember();
    await deposit(member, 100n, 'MM');
    await ledger.transfer(db, {
      asset: 'USDT',
      from: world,
      to: { system: 'treasury' },
      amount: 100n,
      kind: 'deposit' as const,
      reference: 'test',
    });
    const ids = [randomUUID(), randomUUID()];
    const legs = [
      {
        id: ids[0],
        asset: 'MM' as const,
        from: { member },
        to: { system: 'treasury' as const },
        amount: 10n,
        kind: 'buy_back' as const,
        reference: 'test',
      },
      {
        id: ids[1],
        asset: 'USDT' as const,
        from: { system: 'treasury' as const },
        to: { member },
        amount: 9n,
        kind: 'buy_back' as const,
        reference: 'test',
      },
    ];
    const results = await Promise.all(Array.from({ length: 8 }, () => ledger.linked(db, legs)));
    for (const records of results) expect(records.map((record) => record.id)).toEqual(ids);
    expect(await available(member, 'MM')).toBe(90n);
    expect(await available(member, 'USDT')).toBe(9n);
    await expectClean();
  });
});

describe('statement', () => {
  it('lists a member side of each transfer with signed amounts, filters and pages', async () => {
    const [member, other] = [await newMember(), await newMember()];
    await deposit(member, 50n);
    await deposit(member, 9n, 'MM');
    await ledger.transfer(db, {
      asset: 'USDT',
      from: { member },
      to: { member: other },
      amount: 20n,
      kind: 'transfer' as const,
      reference: 'test',
    });
    const pending = await ledger.reserve(db, {
      asset: 'USDT',
      from: { member },
      to: { system: 'withdrawals' },
      amount: 5n,
      kind: 'withdraw' as const,
      reference: 'test',
    });
    await ledger.void(db, pending.id);

    const all = await ledger.statement(db, member, { limit: 10, offset: 0 });
    expect(all.total).toBe(5);
    expect(all.entries.map((entry) => [entry.kind, entry.asset, entry.amount, entry.availableAfter])).toEqual(
      [
        ['withdraw', 'USDT', 5n, 30n],
        ['withdraw', 'USDT', -5n, 25n],
        ['transfer', 'USDT', -20n, 30n],
        ['deposit', 'MM', 9n, 9n],
        ['deposit', 'USDT', 50n, 50n],
      ],
    );
    const usdtDeposits = await ledger.statement(db, member, {
      asset: 'USDT',
      kinds: ['deposit'],
      limit: 10,
      offset: 0,
    });
    expect(usdtDeposits.total).toBe(1);
    const secondPage = await ledger.statement(db, member, { limit: 2, offset: 2 });
    expect(secondPage.entries.map((entry) => entry.kind)).toEqual(['transfer', 'deposit']);
    const received = await ledger.statement(db, other, { limit: 10, offset: 0 });
    expect(received.entries.map((entry) => entry.amount)).toEqual([20n]);
  });
});

describe(`ledger under random concurrent load ${RACES_ON_POSTGRES}`, () => {
  it('keeps every balance equal to its journal and never below zero', async () => {
    const members = [await newMember(), await newMember(), await newMember(), await newMember()];
    const member = fc.constantFrom(...members);
    const amount = fc.bigInt({ min: 1n, max: 30n });
    const operation = fc.oneof(
      fc.record({ type: fc.constant('deposit' as const), to: member, amount }),
      fc.record({ type: fc.constant('transfer' as const), from: member, to: member, amount }),
      fc.record({ type: fc.constant('withdraw' as const), from: member, amount, fail: fc.boolean() }),
      fc.record({ type: fc.constant('sell' as const), from: member, amount }),
    );
    await ledger.transfer(db, {
      asset: 'MM',
      from: world,
      to: { system: 'treasury' },
      amount: 10_000n,
      kind: 'deposit' as const,
      reference: 'test',
    });

    const run = async (op: typeof operation extends fc.Arbitrary<infer T> ? T : never) => {
      switch (op.type) {
        case 'deposit':
          return ledger.transfer(db, {
            asset: 'USDT',
            from: world,
            to: { member: op.to },
            amount: op.amount,
            kind: 'deposit' as const,
            reference: 'test',
          });
        case 'transfer':
          if (op.from === op.to) return undefined;
          return ledger.transfer(db, {
            asset: 'USDT',
            from: { member: op.from },
            to: { member: op.to },
            amount: op.amount,
            kind: 'transfer' as const,
            reference: 'test',
          });
        case 'withdraw': {
          const pending = await ledger.reserve(db, {
            asset: 'USDT',
            from: { member: op.from },
            to: { system: 'withdrawals' },
            amount: op.amount,
            kind: 'withdraw' as const,
            reference: 'test',
          });
          return op.fail ? ledger.void(db, pending.id) : ledger.post(db, pending.id);
        }
        case 'sell':
          return ledger.linked(db, [
            {
              asset: 'USDT',
              from: { member: op.from },
              to: { system: 'treasury' },
              amount: op.amount,
              kind: 'swap' as const,
              reference: 'test',
            },
            {
              asset: 'MM',
              from: { system: 'treasury' },
              to: { member: op.from },
              amount: op.amount,
              kind: 'swap' as const,
              reference: 'test',
            },
          ]);
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25 }), async (ops) => {
        const outcomes = await Promise.all(ops.map((op) => reasonOf(run(op))));
        for (const outcome of outcomes) expect(['ok', 'insufficientFunds']).toContain(outcome);
        const report = await auditLedger(db);
        expect(report.clean, formatAudit(report)).toBe(true);
      }),
      { numRuns: 15, ...replayParameters() },
    );
  });
});
