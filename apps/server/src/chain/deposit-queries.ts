import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chainCursors, deposits } from '../db/schema/chain.ts';
import { members } from '../db/schema/members.ts';

export interface CursorRow {
  nextBlock: number;
  lastBlockHash: string | null;
}

export async function readCursor(db: Db, chainId: number): Promise<CursorRow | undefined> {
  const [row] = await db
    .select({ nextBlock: chainCursors.nextBlock, lastBlockHash: chainCursors.lastBlockHash })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId));
  return row;
}

/** The chain's cursor, created at `start` when the chain was never read (a concurrent creator wins). */
export async function createCursorIfAbsent(db: Db, chainId: number, start: CursorRow): Promise<CursorRow> {
  await db
    .insert(chainCursors)
    .values({ chainId, nextBlock: start.nextBlock, lastBlockHash: start.lastBlockHash })
    .onConflictDoNothing();
  const cursor = await readCursor(db, chainId);
  if (!cursor) throw new Error(`the cursor of chain ${chainId} vanished`);
  return cursor;
}

/** The cursor, held until the transaction ends so one process at a time records a batch. */
export async function lockCursor(tx: Db, chainId: number): Promise<CursorRow | undefined> {
  const [row] = await tx
    .select({ nextBlock: chainCursors.nextBlock, lastBlockHash: chainCursors.lastBlockHash })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId))
    .for('update');
  return row;
}

export async function advanceCursor(tx: Db, chainId: number, cursor: CursorRow): Promise<void> {
  await tx
    .update(chainCursors)
    .set({ nextBlock: cursor.nextBlock, lastBlockHash: cursor.lastBlockHash, updatedAt: sql`now()` })
    .where(eq(chainCursors.chainId, chainId));
}

/** Member ids by checksummed address, for the senders of a batch. */
export async function membersByAddress(db: Db, addresses: string[]): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, address: members.address })
    .from(members)
    .where(inArray(members.address, [...new Set(addresses)]));
  return new Map(rows.map((row) => [row.address, row.id]));
}

export interface DepositRow {
  chainId: number;
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  asset: string;
  tokenAddress: string;
  fromAddress: string;
  tokenAmount: bigint;
  amount: bigint;
  memberId: number | null;
  transferId: string | null;
}

/** Records a deposit log; false when this (chain, transaction, log index) was recorded before. */
export async function insertDeposit(tx: Db, deposit: DepositRow): Promise<boolean> {
  const inserted = await tx
    .insert(deposits)
    .values({
      ...deposit,
      tokenAmount: deposit.tokenAmount.toString(),
      amount: deposit.amount.toString(),
    })
    .onConflictDoNothing()
    .returning({ txHash: deposits.txHash });
  return inserted.length > 0;
}

export async function findDeposit(
  db: Db,
  key: { chainId: number; txHash: string; logIndex: number },
): Promise<
  (Omit<DepositRow, 'tokenAmount' | 'amount'> & { tokenAmount: string; amount: string }) | undefined
> {
  const [row] = await db
    .select({
      chainId: deposits.chainId,
      txHash: deposits.txHash,
      logIndex: deposits.logIndex,
      blockNumber: deposits.blockNumber,
      blockHash: deposits.blockHash,
      asset: deposits.asset,
      tokenAddress: deposits.tokenAddress,
      fromAddress: deposits.fromAddress,
      tokenAmount: deposits.tokenAmount,
      amount: deposits.amount,
      memberId: deposits.memberId,
      transferId: deposits.transferId,
    })
    .from(deposits)
    .where(
      and(
        eq(deposits.chainId, key.chainId),
        eq(deposits.txHash, key.txHash),
        eq(deposits.logIndex, key.logIndex),
      ),
    );
  return row;
}

/** The deposits recorded from one transaction. */
export async function depositsOfTransaction(
  db: Db,
  chainId: number,
  txHash: string,
): Promise<{ asset: string; amount: string; memberId: number | null; logIndex: number }[]> {
  return db
    .select({
      asset: deposits.asset,
      amount: deposits.amount,
      memberId: deposits.memberId,
      logIndex: deposits.logIndex,
    })
    .from(deposits)
    .where(and(eq(deposits.chainId, chainId), eq(deposits.txHash, txHash.toLowerCase())))
    .orderBy(deposits.logIndex);
}
