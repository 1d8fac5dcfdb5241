import type {
  DepositInfoResponse,
  DepositStatusResponse,
  depositStatusRequest,
} from '@colony/contract/money';
import { type Address, type Hash, TransactionReceiptNotFoundError } from 'viem';
import type { z } from 'zod';
import type { ChainClient } from '../../chain/chain-client.ts';
import { type ChainSettings, depositInfo } from '../../chain/chain-settings.ts';
import type { ChainId } from '../../chain/chain-tokens.ts';
import { depositsOfTransaction, readCursor } from '../../chain/deposit-queries.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';

export interface DepositContext {
  chains: Map<ChainId, ChainSettings>;
  /** Where deposits go; without one no deposits are offered. */
  treasury: Address | undefined;
  /** Chain 56 is the local development chain, whose tokens are test tokens. */
  devChain: boolean;
  /** Chains whose deposits the watcher reads (`DEPOSIT_WATCH`); only these are offered. */
  watched: readonly number[];
  clientOf(chainId: ChainId): ChainClient;
}

/** Chains, treasury and token contracts for the recharge page; computed once, it never changes while running. */
export function rechargeInfo(context: DepositContext): DepositInfoResponse {
  return depositInfo(context.chains, context.treasury, context);
}

/**
 * How a deposit the member sent is doing: credited (from the watcher's records),
 * or else what the chain says about the transaction and whether the watcher has
 * read its block yet.
 */
export async function depositStatus(
  db: Db,
  context: DepositContext,
  memberId: number,
  body: z.output<typeof depositStatusRequest>,
): Promise<DepositStatusResponse> {
  if (!context.treasury) throw new ApiError('depositsClosed');
  const chain = context.chains.get(body.chainId);
  if (!chain || !context.watched.includes(chain.chainId)) throw new ApiError('chainNotAllowed');
  const required = chain.confirmations;
  const recorded = await depositsOfTransaction(db, chain.chainId, body.txHash);
  const credited = recorded
    .filter((deposit) => deposit.memberId === memberId)
    .map((deposit) => ({
      asset: deposit.asset as DepositStatusResponse['credited'][number]['asset'],
      amount: deposit.amount,
    }));

  const client = context.clientOf(chain.chainId);
  let receipt: Awaited<ReturnType<ChainClient['getTransactionReceipt']>> | undefined;
  let latest: bigint;
  try {
    receipt = await client.getTransactionReceipt({ hash: body.txHash as Hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    });
    latest = await client.getBlockNumber({ cacheTime: 0 });
  } catch {
    // Recorded deposits do not need the chain; anything else does.
    if (credited.length > 0) return { status: 'credited', confirmations: required, required, credited };
    throw new ApiError('unavailable');
  }
  if (credited.length > 0) {
    const confirmations = receipt ? Number(latest - receipt.blockNumber + 1n) : required;
    return { status: 'credited', confirmations, required, credited };
  }
  if (!receipt) return { status: 'unknown', confirmations: 0, required, credited };
  const confirmations = Number(latest - receipt.blockNumber + 1n);
  if (receipt.status !== 'success') return { status: 'failed', confirmations, required, credited };
  const cursor = await readCursor(db, chain.chainId);
  const read = cursor !== undefined && receipt.blockNumber < BigInt(cursor.nextBlock);
  return { status: read ? 'ignored' : 'confirming', confirmations, required, credited };
}
