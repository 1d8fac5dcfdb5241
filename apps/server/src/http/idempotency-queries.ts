import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/ledger.ts';

export interface StoredAnswerRow {
  operation: string;
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/**
 * Holds (member, key) until the transaction ends: a concurrent request with the same key waits here
 * and then finds the first one's answer. A hash collision between keys only makes two requests wait
 * for each other.
 */
export async function lockIdempotencyKey(tx: Db, memberId: number, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`idempotency:${memberId}:${key}`}, 0))`,
  );
}

export async function findStoredAnswer(
  tx: Db,
  memberId: number,
  key: string,
): Promise<StoredAnswerRow | undefined> {
  const [row] = await tx
    .select({
      operation: idempotencyKeys.operation,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function storeAnswer(
  tx: Db,
  answer: StoredAnswerRow & { memberId: number; key: string },
): Promise<void> {
  await tx.insert(idempotencyKeys).values(answer);
}
