import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { hotWalletNonces, type WithdrawalState, withdrawals } from '../db/schema/chain.ts';
import { members } from '../db/schema/members.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(tx: Db, withdrawal: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(withdrawal).returning();
  if (!row) throw new Error('withdrawal not inserted');
  return row;
}

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** The withdrawal, held until the transaction ends, only while it is in one of `states`. */
export async function lockWithdrawal(
  tx: Db,
  id: string,
  states: readonly WithdrawalState[],
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...states])))
    .for('update');
  return row;
}

/** Moves a withdrawal from one of `from` to `to`; undefined when it was in none of them (someone else moved it). */
export async function moveWithdrawal(
  tx: Db,
  id: string,
  from: readonly WithdrawalState[],
  to: WithdrawalState,
  fields: Partial<
    Pick<
      NewWithdrawal,
      | 'decidedBy'
      | 'decidedAt'
      | 'failureReason'
      | 'completedAt'
      | 'fromAddress'
      | 'nonce'
      | 'signedTx'
      | 'txHash'
    >
  > = {},
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...fields, status: to, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...from])))
    .returning();
  return row;
}

/**
 * One caller at a time checks the daily limits and freezes a withdrawal, so two
 * requests can never both pass a limit that only one of them fits under.
 */
export async function lockWithdrawalLimits(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('colony:withdrawal-limits', 0))`);
}

/**
 * Ledger base units of `asset` requested since 00:00 UTC that the hot wallet sends
 * without asking anyone (queued, on their way or done), of one member or of all.
 * Withdrawals held for an operator count once approved.
 */
export async function withdrawnToday(tx: Db, asset: string, memberId?: number): Promise<bigint> {
  const conditions: SQL[] = [
    eq(withdrawals.asset, asset),
    sql`${withdrawals.createdAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    inArray(withdrawals.status, ['queued', 'broadcast', 'completed']),
  ];
  if (memberId !== undefined) conditions.push(eq(withdrawals.memberId, memberId));
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(and(...conditions));
  return BigInt(row?.total ?? '0');
}

export interface WithdrawalPage {
  rows: (WithdrawalRow & { memberAddress: string })[];
  total: number;
}

/** Withdrawals newest first, of one member or of everyone, optionally of one asset or status. */
export async function listWithdrawals(
  db: Db,
  query: { memberId?: number; asset?: string; status?: WithdrawalState; limit: number; offset: number },
): Promise<WithdrawalPage> {
  const conditions: SQL[] = [];
  if (query.memberId !== undefined) conditions.push(eq(withdrawals.memberId, query.memberId));
  if (query.asset !== undefined) conditions.push(eq(withdrawals.asset, query.asset));
  if (query.status !== undefined) conditions.push(eq(withdrawals.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, memberAddress: members.address })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.withdrawal, memberAddress: row.memberAddress })),
    total: Number(counted?.total ?? 0),
  };
}

/** Ids of a chain's withdrawals in `status`, oldest first (by nonce once they have one). */
export async function withdrawalsInState(
  db: Db,
  chainId: number,
  status: WithdrawalState,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.chainId, chainId), eq(withdrawals.status, status)))
    .orderBy(asc(withdrawals.nonce), asc(withdrawals.createdAt))
    .limit(limit);
}

/**
 * The hot wallet's next nonce on a chain, taken: the larger of the allocator's
 * and the chain's own count (the key used elsewhere moves the chain past it).
 * The row stays locked until the transaction ends, so nonces are handed out one
 * at a time and a nonce whose transaction rolls back is handed out again.
 */
export async function takeNonce(
  tx: Db,
  chainId: number,
  address: string,
  chainCount: number,
): Promise<number> {
  await tx.insert(hotWalletNonces).values({ chainId, address, nextNonce: chainCount }).onConflictDoNothing();
  const [row] = await tx
    .select({ nextNonce: hotWalletNonces.nextNonce })
    .from(hotWalletNonces)
    .where(and(eq(hotWalletNonces.chainId, chainId), eq(hotWalletNonces.address, address)))
    .for('update');
  if (!row) throw new Error(`no nonce allocator for ${address} on chain ${chainId}`);
  const nonce = Math.max(row.nextNonce, chainCount);
  await tx
    .update(hotWalletNonces)
    .set({ nextNonce: nonce + 1 })
    .where(and(eq(hotWalletNonces.chainId, chainId), eq(hotWalletNonces.address, address)));
  return nonce;
}

/** One withdrawal with its member's address. */
export async function findWithdrawalWithMember(
  db: Db,
  id: string,
): Promise<(WithdrawalRow & { memberAddress: string }) | undefined> {
  const [row] = await db
    .select({ withdrawal: withdrawals, memberAddress: members.address })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(eq(withdrawals.id, id));
  return row ? { ...row.withdrawal, memberAddress: row.memberAddress } : undefined;
}
