import {
  type Address,
  BaseError,
  Eip1559FeesNotSupportedError,
  ExecutionRevertedError,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  keccak256,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../db/database.ts';
import { type ChainClient, chainClient, confirmedHead, verifyChain } from './chain-client.ts';
import type { ChainLog } from './chain-log.ts';
import type { ChainSettings } from './chain-settings.ts';
import { ERC20_ABI } from './erc20.ts';
import {
  lockWithdrawal,
  moveWithdrawal,
  takeNonce,
  type WithdrawalRow,
  withdrawalsInState,
} from './withdrawal-queries.ts';
import { completeWithdrawal, failWithdrawal } from './withdrawal-settlement.ts';

export interface WithdrawalSenderOptions {
  db: Db;
  chain: ChainSettings;
  /** The hot wallet; without it the sender only follows the withdrawals already on their way. */
  hotWalletKey?: Hex;
  log: ChainLog;
  client?: ChainClient;
  /**
   * Consecutive steps that must find a withdrawal's nonce used, in a block at
   * or below the confirmed head, by a transaction that is not its own before it
   * counts as failed (one answer from a lagging node behind a load balancer is
   * not enough).
   */
  lostAfterChecks?: number;
}

/** What one step did, by withdrawal id. */
export interface SendStep {
  signed: string[];
  completed: string[];
  failed: string[];
}

/** Room above the estimate, for a state that changes between estimate and inclusion. */
const GAS_HEADROOM_PERCENT = 120n;
const BATCH = 20;

/**
 * Pays approved withdrawals from the hot wallet and settles them (DESIGN.md §6).
 * A queued withdrawal is signed with the next nonce of the one allocator, and
 * the signed transaction and its hash are committed before anything is sent;
 * only then is it broadcast. After a crash, the stored transaction is sent
 * again as it is (same nonce, same hash), never signed anew, so at most one
 * payment can ever be mined. A withdrawal is posted once its receipt is
 * confirmed, and voided when it reverted (confirmed), when the transfer would
 * revert before signing, or when a confirmed block shows its nonce used by
 * another transaction; a missing receipt alone never voids it.
 */
export function withdrawalSender(options: WithdrawalSenderOptions) {
  const { db, chain, log } = options;
  const client = options.client ?? chainClient(chain);
  const account: PrivateKeyAccount | undefined = options.hotWalletKey
    ? privateKeyToAccount(options.hotWalletKey)
    : undefined;
  const lostAfterChecks = options.lostAfterChecks ?? 3;
  const lostChecks = new Map<string, number>();
  let verified = false;

  async function ensureVerified() {
    if (verified) return;
    await verifyChain(client, chain);
    verified = true;
  }

  async function receiptOf(hash: Hash): Promise<TransactionReceipt | undefined> {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    }
  }

  async function rebroadcast(withdrawal: WithdrawalRow) {
    try {
      await client.sendRawTransaction({ serializedTransaction: withdrawal.signedTx as Hex });
    } catch (error) {
      // "already known" or "nonce too low" mean it is in the pool or mined: the next step sees which.
      log.warn(
        {
          chainId: chain.chainId,
          withdrawalId: withdrawal.id,
          txHash: withdrawal.txHash,
          err: shortMessage(error),
        },
        'withdrawal transaction not accepted by the node on resend',
      );
    }
  }

  /** Settles or resends every withdrawal on its way. */
  async function followBroadcast(result: SendStep) {
    const onTheirWay = await withdrawalsInState(db, chain.chainId, 'broadcast', 100);
    if (onTheirWay.length === 0) return;
    await ensureVerified();
    const head = await confirmedHead(client, chain);
    // Asked before the receipts: a transaction mined at or below `head` has a receipt by now.
    const usedUpToHead = new Map<Address, number>();
    for (const from of new Set(onTheirWay.map((withdrawal) => withdrawal.fromAddress as Address))) {
      usedUpToHead.set(
        from,
        head >= 0n ? await client.getTransactionCount({ address: from, blockNumber: head }) : 0,
      );
    }
    for (const withdrawal of onTheirWay) {
      const from = withdrawal.fromAddress as Address;
      const nonce = withdrawal.nonce ?? 0;
      const receipt = await receiptOf(withdrawal.txHash as Hash);
      if (receipt) {
        lostChecks.delete(withdrawal.id);
        if (receipt.blockNumber > head) continue;
        if (receipt.status === 'success') {
          if (await completeWithdrawal(db, withdrawal.id)) {
            result.completed.push(withdrawal.id);
            log.info(
              { chainId: chain.chainId, withdrawalId: withdrawal.id, txHash: withdrawal.txHash },
              'withdrawal confirmed and posted',
            );
          }
        } else {
          await fail(
            withdrawal,
            ['broadcast'],
            `the transaction reverted in block ${receipt.blockNumber}`,
            result,
          );
        }
        continue;
      }
      if ((usedUpToHead.get(from) ?? 0) > nonce) {
        await followUsedNonce(withdrawal, head, result);
        continue;
      }
      lostChecks.delete(withdrawal.id);
      await rebroadcast(withdrawal);
    }
  }

  /**
   * The withdrawal's nonce is used at the confirmed head, yet the node has no
   * receipt for it: a node can lag or hide one. Only the block that used the
   * nonce decides. This transaction there: it was mined, wait for its receipt.
   * Another one there: this one can never be mined, void it once
   * `lostAfterChecks` steps in a row found the same. Nothing readable: wait.
   */
  async function followUsedNonce(withdrawal: WithdrawalRow, head: bigint, result: SendStep) {
    const from = withdrawal.fromAddress as Address;
    const nonce = withdrawal.nonce ?? 0;
    const details = { chainId: chain.chainId, withdrawalId: withdrawal.id, txHash: withdrawal.txHash, nonce };
    let user: { hash: Hash; blockNumber: bigint } | undefined;
    try {
      user = await transactionOfNonce(from, nonce, head);
    } catch (error) {
      lostChecks.delete(withdrawal.id);
      log.warn(
        { ...details, err: shortMessage(error) },
        'withdrawal nonce used but its block could not be read; waiting',
      );
      return;
    }
    if (!user || user.hash.toLowerCase() === withdrawal.txHash?.toLowerCase()) {
      lostChecks.delete(withdrawal.id);
      log.warn(
        { ...details, blockNumber: user?.blockNumber.toString() },
        user
          ? 'withdrawal transaction mined but the node has no receipt for it; waiting'
          : 'withdrawal nonce used but the node shows no transaction with it; waiting',
      );
      return;
    }
    const checks = (lostChecks.get(withdrawal.id) ?? 0) + 1;
    lostChecks.set(withdrawal.id, checks);
    if (checks < lostAfterChecks) return;
    lostChecks.delete(withdrawal.id);
    await fail(
      withdrawal,
      ['broadcast'],
      `nonce ${nonce} of ${from} was used by transaction ${user.hash} in block ${user.blockNumber}`,
      result,
    );
  }

  /**
   * The transaction of `from` with `nonce`, from the first block at or below
   * `head` whose state has the nonce used; undefined when that block does not
   * hold it. Probes back from the head in growing steps, then halves the gap:
   * a few calls, near the head, where a node that is not an archive still has state.
   */
  async function transactionOfNonce(
    from: Address,
    nonce: number,
    head: bigint,
  ): Promise<{ hash: Hash; blockNumber: bigint } | undefined> {
    const usedAt = async (blockNumber: bigint) =>
      (await client.getTransactionCount({ address: from, blockNumber })) > nonce;
    let used = head;
    let unused = -1n;
    for (let back = 1n; used - back >= 0n; back *= 2n) {
      if (!(await usedAt(used - back))) {
        unused = used - back;
        break;
      }
      used -= back;
    }
    while (used - unused > 1n) {
      const middle = (used + unused) / 2n;
      if (await usedAt(middle)) used = middle;
      else unused = middle;
    }
    const block = await client.getBlock({ blockNumber: used, includeTransactions: true });
    const found = block.transactions.find(
      (transaction) => transaction.nonce === nonce && getAddress(transaction.from) === getAddress(from),
    );
    return found ? { hash: found.hash, blockNumber: used } : undefined;
  }

  async function fail(
    withdrawal: WithdrawalRow,
    from: readonly ('queued' | 'broadcast')[],
    reason: string,
    result: SendStep,
  ) {
    if (await failWithdrawal(db, withdrawal.id, from, reason)) {
      result.failed.push(withdrawal.id);
      log.warn(
        { chainId: chain.chainId, withdrawalId: withdrawal.id, reason },
        'withdrawal failed, funds returned',
      );
    }
  }

  /** Signs, records and broadcasts queued withdrawals, oldest first. */
  async function sendQueued(result: SendStep) {
    if (!account) return;
    const queued = await withdrawalsInState(db, chain.chainId, 'queued', BATCH);
    if (queued.length === 0) return;
    await ensureVerified();
    for (const withdrawal of queued) {
      const to = getAddress(withdrawal.tokenAddress);
      const data = encodeFunctionData({
        abi: ERC20_ABI,
        functionName: 'transfer',
        args: [getAddress(withdrawal.toAddress), BigInt(withdrawal.tokenAmount)],
      });
      let gas: bigint;
      try {
        gas = await client.estimateGas({ account: account.address, to, data });
      } catch (error) {
        if (reverts(error)) {
          await fail(withdrawal, ['queued'], `the transfer would revert: ${shortMessage(error)}`, result);
          continue;
        }
        throw error;
      }
      gas = (gas * GAS_HEADROOM_PERCENT) / 100n;
      const fees = await feesOf(client);
      const native = await client.getBalance({ address: account.address });
      if (native < gas * fees.perGas) {
        log.error(
          { chainId: chain.chainId, hotWallet: account.address, balance: native.toString() },
          'the hot wallet lacks gas: withdrawals wait until it is topped up',
        );
        return;
      }
      const chainCount = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });

      const signed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (!(await lockWithdrawal(tx, withdrawal.id, ['queued']))) return undefined;
        const nonce = await takeNonce(tx, chain.chainId, account.address, chainCount);
        const serialized = await account.signTransaction({
          chainId: chain.chainId,
          to,
          data,
          value: 0n,
          gas,
          nonce,
          ...fees.fields,
        });
        const txHash = keccak256(serialized);
        await moveWithdrawal(tx, withdrawal.id, ['queued'], 'broadcast', {
          fromAddress: account.address,
          nonce,
          signedTx: serialized,
          txHash,
        });
        return { serialized, txHash, nonce };
      });
      if (!signed) continue;
      result.signed.push(withdrawal.id);
      log.info(
        { chainId: chain.chainId, withdrawalId: withdrawal.id, txHash: signed.txHash, nonce: signed.nonce },
        'withdrawal signed and recorded; broadcasting',
      );
      try {
        await client.sendRawTransaction({ serializedTransaction: signed.serialized });
      } catch (error) {
        log.warn(
          { chainId: chain.chainId, withdrawalId: withdrawal.id, err: shortMessage(error) },
          'withdrawal broadcast failed; it is sent again on the next step',
        );
      }
    }
  }

  return {
    /** Follows the withdrawals on their way, then sends the queued ones. */
    async step(): Promise<SendStep> {
      const result: SendStep = { signed: [], completed: [], failed: [] };
      await followBroadcast(result);
      await sendQueued(result);
      return result;
    },
    /** The hot wallet's address, when there is one. */
    address: account?.address,
  };
}

export type WithdrawalSender = ReturnType<typeof withdrawalSender>;

type FeeFields =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint };

async function feesOf(client: ChainClient): Promise<{ fields: FeeFields; perGas: bigint }> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas();
    return { fields: { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }, perGas: maxFeePerGas };
  } catch (error) {
    if (!(error instanceof Eip1559FeesNotSupportedError)) throw error;
    const gasPrice = await client.getGasPrice();
    return { fields: { type: 'legacy', gasPrice }, perGas: gasPrice };
  }
}

/** The call itself fails (a revert), as opposed to the node being unreachable. */
function reverts(error: unknown): boolean {
  return (
    error instanceof BaseError && Boolean(error.walk((cause) => cause instanceof ExecutionRevertedError))
  );
}

function shortMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}
