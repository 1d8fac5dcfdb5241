import { type Address, BlockNotFoundError, getAddress, type Hash } from 'viem';
import type { Db } from '../db/database.ts';
import { ledger } from '../ledger/ledger.ts';
import { isRetryableConflict } from '../ledger/pg-errors.ts';
import { type ChainClient, chainClient, confirmedHead, verifyChain } from './chain-client.ts';
import type { ChainLog } from './chain-log.ts';
import { type ChainSettings, scaleOf, type TokenSettings } from './chain-settings.ts';
import {
  advanceCursor,
  createCursorIfAbsent,
  type DepositRow,
  insertDeposit,
  lockCursor,
  membersByAddress,
  readCursor,
} from './deposit-queries.ts';
import { TRANSFER_EVENT } from './erc20.ts';
import { nameUuid } from './name-uuid.ts';

export interface DepositWatcherOptions {
  db: Db;
  chain: ChainSettings;
  /** Where deposits are sent. */
  treasury: Address;
  log: ChainLog;
  /** The node's client; one is made from `chain.rpcUrl` when absent. */
  client?: ChainClient;
  /** Blocks asked for in one `eth_getLogs` (public nodes limit the range). */
  maxBlockRange?: number;
  /** Where a chain never read before starts; by default its first block not yet confirmed. */
  startBlock?: bigint;
  /** Runs in the transaction that credits a member's deposit: an avatar order it pays for is placed there. */
  onCredited?: (tx: Db, deposit: { chainId: number; txHash: string; memberId: number }) => Promise<void>;
}

/** What one step of the watcher did: the blocks it recorded, and the deposits it found and credited. */
export interface WatchStep {
  fromBlock: bigint;
  toBlock: bigint;
  found: number;
  credited: number;
}

/**
 * The chain changed below the confirmation depth: a block the watcher already
 * recorded is no longer on the chain. Nothing more is credited on that chain
 * until an operator has looked (docs/operations: deposits).
 */
export class DeepReorgError extends Error {
  constructor(
    readonly chainId: number,
    readonly blockNumber: bigint,
    message: string,
  ) {
    super(message);
    this.name = 'DeepReorgError';
  }
}

const DEFAULT_MAX_BLOCK_RANGE = 500;

/** The ledger transfer id of a deposit: one per (chain, transaction, log index), whoever records it. */
export function depositTransferId(chainId: number, txHash: string, logIndex: number): string {
  return nameUuid(`deposit:${chainId}:${txHash.toLowerCase()}:${logIndex}`);
}

/**
 * Follows the ERC-20 Transfer logs of the chain's configured USDT and USDC
 * contracts to the treasury (DESIGN.md §6). Logs are read only up to the
 * confirmed head (the confirmation depth, and the finalized block where the
 * node has one), each batch pinned by the hash of its last block (read before
 * and after its logs) and checked against the canonical block hashes of its
 * heights, and recorded with the cursor in one transaction; a deposit is
 * credited from the `world` account once per (chain, transaction, log index),
 * with a transfer id derived from that key.
 */
export function depositWatcher(options: DepositWatcherOptions) {
  const { db, chain, log } = options;
  const client = options.client ?? chainClient(chain);
  const treasury = getAddress(options.treasury);
  const range = BigInt(options.maxBlockRange ?? DEFAULT_MAX_BLOCK_RANGE);
  const tokens = new Map<Address, TokenSettings>(
    chain.tokens.map((token) => [getAddress(token.address), token]),
  );
  let verified = false;

  async function startingCursor(head: bigint) {
    const existing = await readCursor(db, chain.chainId);
    if (existing) return existing;
    const start = options.startBlock ?? (head + 1n > 0n ? head + 1n : 0n);
    const lastBlockHash = start > 0n ? (await client.getBlock({ blockNumber: start - 1n })).hash : null;
    log.info(
      { chainId: chain.chainId, startBlock: start.toString() },
      'deposit watcher starts reading the chain',
    );
    return createCursorIfAbsent(db, chain.chainId, { nextBlock: Number(start), lastBlockHash });
  }

  /** The block read last must still be the one on the chain. */
  async function checkLastRecorded(cursor: { lastBlockHash: string | null }, fromBlock: bigint) {
    if (cursor.lastBlockHash === null || fromBlock === 0n) return;
    const last = await client.getBlock({ blockNumber: fromBlock - 1n }).catch((error: unknown) => {
      if (error instanceof BlockNotFoundError) return undefined;
      throw error;
    });
    if (last?.hash !== cursor.lastBlockHash) {
      throw new DeepReorgError(
        chain.chainId,
        fromBlock - 1n,
        `chain ${chain.chainId}: block ${fromBlock - 1n} was ${cursor.lastBlockHash} when its deposits were recorded and is now ${last?.hash ?? 'gone (a new chain behind the same node?)'}; deposits are halted on this chain`,
      );
    }
  }

  /** Reads and records the next batch of confirmed blocks; undefined when there is none yet. */
  async function step(): Promise<WatchStep | undefined> {
    if (!verified) {
      await verifyChain(client, chain);
      verified = true;
    }
    const head = await confirmedHead(client, chain);
    const cursor = await startingCursor(head);
    const fromBlock = BigInt(cursor.nextBlock);
    if (fromBlock > head) {
      await checkLastRecorded(cursor, fromBlock);
      return undefined;
    }
    const toBlock = head < fromBlock + range - 1n ? head : fromBlock + range - 1n;

    // A block's hash fixes every block below it: the range is the chain ending in
    // `last`, read before its logs and again after them, so logs from a chain that
    // changed in between are never recorded as that range (a deposit missed).
    const last = await client.getBlock({ blockNumber: toBlock });
    await checkLastRecorded(cursor, fromBlock);
    const logs = await client.getLogs({
      address: [...tokens.keys()],
      event: TRANSFER_EVENT,
      args: { to: treasury },
      fromBlock,
      toBlock,
      strict: true,
    });
    const canonical = new Map<bigint, Hash>([[toBlock, last.hash]]);
    for (const entry of logs) {
      if (entry.blockNumber !== null && !canonical.has(entry.blockNumber)) {
        canonical.set(entry.blockNumber, (await client.getBlock({ blockNumber: entry.blockNumber })).hash);
      }
    }

    const found: DepositRow[] = [];
    for (const entry of logs) {
      const token = tokens.get(getAddress(entry.address));
      const { blockNumber, blockHash, transactionHash, logIndex } = entry;
      if (blockNumber === null || blockHash === null || transactionHash === null || logIndex === null) {
        throw new Error(
          `chain ${chain.chainId}: the node answered a pending log between blocks ${fromBlock} and ${toBlock}`,
        );
      }
      // The node moved while answering: try the same blocks again on the next step.
      if (entry.removed || canonical.get(blockNumber) !== blockHash) {
        log.warn(
          { chainId: chain.chainId, blockNumber: blockNumber.toString() },
          'the chain moved while reading deposits; reading again',
        );
        return undefined;
      }
      if (blockNumber < fromBlock || blockNumber > toBlock) {
        throw new Error(
          `chain ${chain.chainId}: the node answered a log of block ${blockNumber} outside ${fromBlock}-${toBlock}`,
        );
      }
      // Only the configured contracts count, whatever a token calls itself.
      if (!token || getAddress(entry.args.to) !== treasury || entry.args.value === 0n) continue;
      found.push({
        chainId: chain.chainId,
        txHash: transactionHash.toLowerCase(),
        logIndex,
        blockNumber: Number(blockNumber),
        blockHash,
        asset: token.asset,
        tokenAddress: getAddress(entry.address),
        fromAddress: getAddress(entry.args.from),
        tokenAmount: entry.args.value,
        amount: entry.args.value * scaleOf(token),
        memberId: null,
        transferId: null,
      });
    }

    if ((await client.getBlock({ blockNumber: toBlock })).hash !== last.hash) {
      log.warn(
        { chainId: chain.chainId, blockNumber: toBlock.toString() },
        'the chain moved while reading deposits; reading again',
      );
      return undefined;
    }

    const credited = await recordBatch(
      fromBlock,
      { nextBlock: Number(toBlock + 1n), lastBlockHash: last.hash },
      found,
    );
    return { fromBlock, toBlock, found: found.length, credited: credited ?? 0 };
  }

  /** Records the batch and moves the cursor in one transaction; undefined when another process recorded it first. */
  async function recordBatch(
    fromBlock: bigint,
    next: { nextBlock: number; lastBlockHash: string },
    found: DepositRow[],
  ): Promise<number | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const cursor = await lockCursor(tx, chain.chainId);
          if (!cursor || BigInt(cursor.nextBlock) !== fromBlock) return undefined;
          const memberIds = await membersByAddress(
            tx,
            found.map((deposit) => deposit.fromAddress),
          );
          let credited = 0;
          for (const deposit of found) {
            const memberId = memberIds.get(deposit.fromAddress) ?? null;
            const transferId =
              memberId === null ? null : depositTransferId(deposit.chainId, deposit.txHash, deposit.logIndex);
            if (!(await insertDeposit(tx, { ...deposit, memberId, transferId }))) continue;
            if (memberId === null || transferId === null) {
              log.warn(
                {
                  chainId: deposit.chainId,
                  txHash: deposit.txHash,
                  logIndex: deposit.logIndex,
                  from: deposit.fromAddress,
                  asset: deposit.asset,
                  amount: deposit.amount.toString(),
                },
                'a deposit came from an address that is not a member: recorded, not credited',
              );
              continue;
            }
            await ledger.transfer(tx, {
              id: transferId,
              asset: deposit.asset as TokenSettings['asset'],
              from: { system: 'world' },
              to: { member: memberId },
              amount: deposit.amount,
              kind: 'deposit',
              reference: `${deposit.chainId}:${deposit.txHash}:${deposit.logIndex}`,
            });
            await options.onCredited?.(tx, { chainId: deposit.chainId, txHash: deposit.txHash, memberId });
            credited++;
            log.info(
              {
                chainId: deposit.chainId,
                txHash: deposit.txHash,
                logIndex: deposit.logIndex,
                memberId,
                asset: deposit.asset,
                amount: deposit.amount.toString(),
              },
              'deposit credited',
            );
          }
          await advanceCursor(tx, chain.chainId, next);
          return credited;
        });
      } catch (error) {
        if (attempt >= 5 || !isRetryableConflict(error)) throw error;
      }
    }
  }

  return {
    step,
    /** Steps until the confirmed head is reached; answers the total credited. */
    async catchUp(shouldStop: () => boolean = () => false): Promise<number> {
      let credited = 0;
      while (!shouldStop()) {
        const done = await step();
        if (!done) break;
        credited += done.credited;
      }
      return credited;
    },
  };
}

export type DepositWatcher = ReturnType<typeof depositWatcher>;
