import type { OrderFailure } from '@colony/contract/avatars';
import { type Hash, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import { type ChainClient, chainClient } from '../../chain/chain-client.ts';
import type { ChainLog } from '../../chain/chain-log.ts';
import type { ChainSettings } from '../../chain/chain-settings.ts';
import { readCursor } from '../../chain/deposit-queries.ts';
import type { Db } from '../../db/database.ts';
import { lockPayment } from './queries.ts';
import { type AwaitingPayment, failAwaitingPayment, takeAwaitingPayments } from './wallet-payment-queries.ts';

export interface WalletPaymentFollowerOptions {
  db: Db;
  chain: ChainSettings;
  log: ChainLog;
  /** The node's client; one is made from `chain.rpcUrl` when absent. */
  client?: ChainClient;
  /** Orders whose transaction one pass asks the node about, at most. */
  batch?: number;
  /** How long an order waits after it was checked before it is checked again. */
  recheckAfterMs?: number;
  /** How long a transaction the node has never heard of may take to reach it before its order fails. */
  unseenAfterMs?: number;
  now?: () => number;
}

/** What one pass did: the orders it asked the chain about, and those it failed. */
export interface WalletPaymentPass {
  checked: number;
  failed: number;
}

const DEFAULT_BATCH = 20;
const DEFAULT_RECHECK_MS = 15_000;
/** A wallet hands its transaction to the node within seconds; ten minutes allow for a slow network. */
export const UNSEEN_PAYMENT_MS = 10 * 60_000;

/**
 * Follows the wallet orders of one chain still awaiting their payment, so the member is not left
 * waiting for one that cannot come, and so no page read has to ask the chain (the node is shared
 * with the deposit watcher and the withdrawal sender). Each pass takes a bounded batch, least
 * recently checked first, asks the node one receipt per order (and, for an order past
 * `unseenAfterMs` with none, whether the node knows the transaction at all), and fails:
 * - a reverted transaction: `transactionFailed`;
 * - a mined one whose block the deposit watcher has read without placing the order (nothing in it
 *   was the member's deposit to the treasury): `paymentNotFound`;
 * - a transaction the node has never seen, minutes after the order: `paymentNotFound`.
 * Orders a deposit pays are placed by the deposit watcher; a pass with nothing to check asks the
 * chain nothing. The settlement still fails what waited a whole day (a transaction stuck unmined).
 */
export function walletPaymentFollower(options: WalletPaymentFollowerOptions) {
  const { db, chain, log } = options;
  const client = options.client ?? chainClient(chain);
  const batch = options.batch ?? DEFAULT_BATCH;
  const recheckAfterMs = options.recheckAfterMs ?? DEFAULT_RECHECK_MS;
  const unseenAfterMs = options.unseenAfterMs ?? UNSEEN_PAYMENT_MS;
  const now = options.now ?? Date.now;

  async function failureOf(
    order: AwaitingPayment,
    readUpTo: bigint | undefined,
  ): Promise<OrderFailure | undefined> {
    const hash = order.txHash as Hash;
    const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    });
    if (receipt) {
      if (receipt.status !== 'success') return 'transactionFailed';
      return readUpTo !== undefined && receipt.blockNumber < readUpTo ? 'paymentNotFound' : undefined;
    }
    if (now() - order.createdAt.getTime() < unseenAfterMs) return undefined;
    // Not mined: still waiting in the node's pool, or never sent to it.
    const known = await client.getTransaction({ hash }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof TransactionNotFoundError) return false;
        throw error;
      },
    );
    return known ? undefined : 'paymentNotFound';
  }

  return {
    async step(): Promise<WalletPaymentPass> {
      const orders = await takeAwaitingPayments(db, chain.chainId, batch, recheckAfterMs);
      if (orders.length === 0) return { checked: 0, failed: 0 };
      // Read before the receipts: a block below it was read, its deposits credited and their orders placed.
      const cursor = await readCursor(db, chain.chainId);
      const readUpTo = cursor === undefined ? undefined : BigInt(cursor.nextBlock);
      let failed = 0;
      for (const order of orders) {
        const failure = await failureOf(order, readUpTo);
        if (!failure) continue;
        const ended = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          // A deposit the watcher credits meanwhile places the order first; it then stays as placed.
          await lockPayment(tx, chain.chainId, order.txHash);
          return failAwaitingPayment(tx, order.id, failure);
        });
        if (ended) failed++;
      }
      if (failed > 0)
        log.info({ chainId: chain.chainId, failed }, 'wallet orders whose payment cannot come failed');
      return { checked: orders.length, failed };
    },
  };
}
