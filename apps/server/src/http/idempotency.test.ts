import { randomUUID } from 'node:crypto';
import { ERRORS } from '@colony/contract/errors';
import type { FastifyRequest } from 'fastify';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { auditLedger, formatAudit } from '../ledger/audit.ts';
import { LedgerError, ledger } from '../ledger/ledger.ts';
import { randomInviteCode } from '../modules/members/invite-code-generator.ts';
import { insertMemberIfAbsent } from '../modules/members/queries.ts';
import { RACES_ON_POSTGRES } from '../test/races.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { ApiError } from './api-error.ts';
import { hashRequest, type IdempotentWrite, idempotencyKeyOf, runIdempotent } from './idempotency.ts';

let database: Database;
let db: Db;
let rootId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  rootId = await newMember(null);
});

afterAll(async () => {
  await database?.close();
});

let keySeed = 0x1d;
async function newMember(superiorId: number | null = rootId): Promise<number> {
  keySeed += 1;
  const member = await insertMemberIfAbsent(db, {
    address: privateKeyToAddress(`0x${keySeed.toString(16).padStart(64, '0')}`),
    inviteCode: randomInviteCode(),
    superiorId,
  });
  if (!member) throw new Error('member not created');
  return member.id;
}

async function fund(memberId: number, amount: bigint) {
  await ledger.transfer(db, {
    asset: 'USDT',
    from: { system: 'world' },
    to: { member: memberId },
    amount,
    kind: 'deposit',
    reference: 'test',
  });
}

async function usdt(memberId: number): Promise<bigint> {
  return (await ledger.balances(db, memberId)).find((balance) => balance.asset === 'USDT')?.available ?? 0n;
}

/** A transfer of `amount` USDT as a write, counting how often its work actually runs. */
function transferWrite(from: number, to: number) {
  let runs = 0;
  return {
    runs: () => runs,
    send(key: string, amount: bigint, memberId = from) {
      const write: IdempotentWrite = {
        memberId,
        key,
        operation: 'test.transfer',
        body: { to, amount: amount.toString() },
        language: 'en',
      };
      return runIdempotent(db, write, async (tx) => {
        runs += 1;
        try {
          const record = await ledger.transfer(tx, {
            asset: 'USDT',
            from: { member: memberId },
            to: { member: to },
            amount,
            kind: 'transfer',
            reference: 'test',
          });
          return { id: record.id, amount: record.amount.toString() };
        } catch (error) {
          if (error instanceof LedgerError && error.reason === 'insufficientFunds') {
            throw new ApiError('insufficientBalance');
          }
          throw error;
        }
      });
    },
  };
}

async function expectCleanLedger() {
  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
}

describe('runIdempotent', () => {
  it('answers the same key and body with the first answer and moves the value once', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 10n);
    const write = transferWrite(a, b);
    const key = randomUUID();
    const first = await write.send(key, 3n);
    const again = await write.send(key, 3n);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(write.runs()).toBe(1);
    expect([await usdt(a), await usdt(b)]).toEqual([7n, 3n]);
    await expectCleanLedger();
  });

  it('refuses the same key with another body as a conflict, moving nothing', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 10n);
    const write = transferWrite(a, b);
    const key = randomUUID();
    await write.send(key, 3n);
    const conflict = write.send(key, 4n);
    await expect(conflict).rejects.toMatchObject({ errorName: 'idempotencyKeyConflict', status: 409 });
    expect([await usdt(a), await usdt(b)]).toEqual([7n, 3n]);
  });

  it(`runs 20 concurrent requests with one key once, all answered alike ${RACES_ON_POSTGRES}`, async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 10n);
    const write = transferWrite(a, b);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => write.send(key, 2n)));
    expect(write.runs()).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect([await usdt(a), await usdt(b)]).toEqual([8n, 2n]);
    await expectCleanLedger();
  });

  it('stores a refusal and replays it, even after the balance would allow the write', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 1n);
    const write = transferWrite(a, b);
    const key = randomUUID();
    const refused = await write.send(key, 5n);
    expect(refused).toMatchObject({ status: 400, body: { code: ERRORS.insufficientBalance.code } });
    expect(refused.body.msg).toBe('Insufficient balance');
    await fund(a, 10n);
    expect(await write.send(key, 5n)).toEqual(refused);
    expect(write.runs()).toBe(1);
    expect([await usdt(a), await usdt(b)]).toEqual([11n, 0n]);
    // A new key is a new attempt.
    expect((await write.send(randomUUID(), 5n)).status).toBe(200);
    await expectCleanLedger();
  });

  it('stores nothing when the work fails unexpectedly, so the same key can be sent again', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 10n);
    const key = randomUUID();
    const failing = runIdempotent(
      db,
      { memberId: a, key, operation: 'test.transfer', body: {}, language: 'en' },
      async (tx) => {
        await ledger.transfer(tx, {
          asset: 'USDT',
          from: { member: a },
          to: { member: b },
          amount: 4n,
          kind: 'transfer',
          reference: 'test',
        });
        throw new Error('crash after the transfer');
      },
    );
    await expect(failing).rejects.toThrow('crash after the transfer');
    expect([await usdt(a), await usdt(b)]).toEqual([10n, 0n]);
    const retried = await runIdempotent(
      db,
      { memberId: a, key, operation: 'test.transfer', body: {}, language: 'en' },
      async () => 'done',
    );
    expect(retried.body.data).toBe('done');
  });

  it('keeps keys per member and per operation', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 10n);
    await fund(b, 10n);
    const key = randomUUID();
    await transferWrite(a, b).send(key, 1n);
    const fromB = await transferWrite(b, a).send(key, 1n);
    expect(fromB.status).toBe(200);
    expect([await usdt(a), await usdt(b)]).toEqual([10n, 10n]);
    const otherOperation = runIdempotent(
      db,
      { memberId: a, key, operation: 'test.other', body: { to: b, amount: '1' }, language: 'en' },
      async () => null,
    );
    await expect(otherOperation).rejects.toMatchObject({ errorName: 'idempotencyKeyConflict' });
  });
});

describe('request hashes and keys', () => {
  it('ignore the order of object keys but not their values', () => {
    expect(hashRequest('op', { a: 1, b: { c: 2, d: 3 } })).toBe(
      hashRequest('op', { b: { d: 3, c: 2 }, a: 1 }),
    );
    expect(hashRequest('op', { a: 1 })).not.toBe(hashRequest('op', { a: 2 }));
    expect(hashRequest('op', { a: 1 })).not.toBe(hashRequest('other', { a: 1 }));
  });

  it('take a well-formed Idempotency-Key header and refuse a missing or odd one', () => {
    const request = (headers: Record<string, string | string[] | undefined>) =>
      ({ headers }) as unknown as FastifyRequest;
    const key = randomUUID();
    expect(idempotencyKeyOf(request({ 'idempotency-key': key }))).toBe(key);
    for (const headers of [
      {},
      { 'idempotency-key': 'short' },
      { 'idempotency-key': [key, key] },
      { 'idempotency-key': 'a b c d e f g h' },
    ]) {
      expect(() => idempotencyKeyOf(request(headers))).toThrow(ApiError);
    }
  });
});
