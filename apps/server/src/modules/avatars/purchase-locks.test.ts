import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import { availableOf, expectCleanLedger, fundMember, postWrite, signInNewMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database.ts';

/**
 * What a purchase holds while it decides, seen from the member's other writes on PostgreSQL. A
 * purchase holds its buyer's row so that one decision runs at a time; every other write of the
 * member (a transfer, a swap, a withdrawal) moves their balance and then records its answer under
 * its Idempotency-Key, a row that names the member. Had the purchase's hold kept that record out,
 * the two would wait for each other (the purchase for the balance, the write for the member row)
 * until PostgreSQL broke the cycle by failing one; under a burst of a member's requests the same
 * purchase can lose every retry and answer "something went wrong".
 */

const onPostgres = testDatabaseKind() === 'postgres';
const CREATE = '/api/nft/nft_order/orderCreate';

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db, {}, { economy: DEFAULT_ECONOMY });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Waits until a session of the test database waits for a lock; `client` is in no transaction. */
async function aLockWait(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(rows[0]?.waiting) > 0) return;
    if (Date.now() > deadline) throw new Error('the purchase never waited');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a purchase and another write of the same member at once', () => {
  it.runIf(onPostgres)(
    'never wait for each other: the write records its answer while the purchase waits for the balance',
    async () => {
      const member = await signInNewMember(app, db);
      await fundMember(db, member.memberId, 'USDT', wholeUnits('500', 'USDT'));
      const other = new pg.Client({ connectionString: database.url });
      const watcher = new pg.Client({ connectionString: database.url });
      await Promise.all([other.connect(), watcher.connect()]);
      try {
        // Well below the deadlock check (1 s): waiting for the purchase's hold fails at once.
        await other.query("begin; set local lock_timeout = '300ms'");
        await other.query(
          `update ledger_account set available = available - 1 where member_id = $1 and asset = 'USDT'`,
          [member.memberId],
        );
        const buying = postWrite(app, CREATE, { avatarId: 1, asset: 'USDT' }, member);
        await aLockWait(watcher);
        await other.query(
          `insert into idempotency_key (member_id, key, operation, request_hash, status_code, response)
           values ($1, $2, 'user.confirmTrans', 'hash', 200, '{}'::jsonb)`,
          [member.memberId, randomUUID()],
        );
        await other.query('rollback');
        const bought = await buying;
        expect(bought.statusCode, bought.body).toBe(200);
        expect(bought.json().data.status).toBe('paid');
      } finally {
        await Promise.all([other.end(), watcher.end()]);
      }
      expect(await availableOf(db, member.memberId, 'USDT')).toBe(wholeUnits('400', 'USDT'));
      await expectCleanLedger(db);
    },
  );
});
