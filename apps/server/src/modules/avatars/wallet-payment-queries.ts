import type { OrderFailure } from '@colony/contract/avatars';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { colonyNow } from '../../settlement/calendar.ts';

/** A wallet order still awaiting its payment, as the wallet payments job checks it. */
export interface AwaitingPayment {
  id: string;
  txHash: string;
  /**
   * When the order was made, on the real clock the job's waits are measured by: a demo colony's
   * orders are dated by its clock, which its "advance one day" control has moved ahead.
   */
  createdAt: Date;
}

/**
 * Takes up to `limit` wallet orders on `chainId` still awaiting their payment and not checked in
 * the last `recheckAfterMs`, least recently checked first, and marks them checked now. Orders
 * another server's job is taking at the same moment are skipped, so two jobs share the work.
 */
export async function takeAwaitingPayments(
  db: Db,
  chainId: number,
  limit: number,
  recheckAfterMs: number,
): Promise<AwaitingPayment[]> {
  const taken = await rows<{ id: string; payment_tx_hash: string; created_at: Date | string }>(
    db,
    sql`update avatar_order o set payment_checked_at = now()
        from (
          select id from avatar_order
          where status = 'awaitingPayment' and payment_chain_id = ${chainId}
            and (payment_checked_at is null
              or payment_checked_at < now() - make_interval(secs => ${recheckAfterMs / 1000}))
          order by payment_checked_at nulls first, created_at
          limit ${limit}
          for update skip locked
        ) due
        where o.id = due.id
        returning o.id, o.payment_tx_hash, o.created_at - (${colonyNow()} - now()) as created_at`,
  );
  return taken.map((row) => ({
    id: row.id,
    txHash: row.payment_tx_hash,
    createdAt: new Date(row.created_at),
  }));
}

/** The member's wallet orders still awaiting their payment. */
export async function unpaidWalletOrders(db: Db, memberId: number): Promise<number> {
  const [row] = await rows<{ unpaid: number }>(
    db,
    sql`select count(*)::int as unpaid from avatar_order
        where member_id = ${memberId} and status = 'awaitingPayment'`,
  );
  return Number(row?.unpaid ?? 0);
}

/** Fails a wallet order if it still awaits its payment; true when it did. */
export async function failAwaitingPayment(tx: Db, id: string, failure: OrderFailure): Promise<boolean> {
  const failed = await rows<{ id: string }>(
    tx,
    sql`update avatar_order set status = 'failed', failure = ${failure}, settled_at = ${colonyNow()}
        where id = ${id} and status = 'awaitingPayment'
        returning id`,
  );
  return failed.length > 0;
}
