import { AVATAR_TRANSFER_EVENT } from '@colony/contract/nft-voucher';
import { type Block, BlockNotFoundError, getAddress, zeroAddress } from 'viem';
import type { AvatarTokenChain } from '../../chain/avatar-token-settings.ts';
import { type ChainClient, chainClient, confirmedHead } from '../../chain/chain-client.ts';
import type { ChainLog } from '../../chain/chain-log.ts';
import { DeepReorgError } from '../../chain/deposit-watcher.ts';
import type { Db } from '../../db/database.ts';
import { isRetryableConflict } from '../../ledger/pg-errors.ts';
import {
  advanceNftCursor,
  applyTransfer,
  createNftCursorIfAbsent,
  lockNftCursor,
  readNftCursor,
  type TransferLog,
} from './queries.ts';

export interface TokenWatcherOptions {
  db: Db;
  chain: AvatarTokenChain;
  log: ChainLog;
  /** The node's client; one is made from `chain.rpcUrl` when absent. */
  client?: ChainClient;
  /** Blocks asked for in one `eth_getLogs` (public nodes limit the range). */
  maxBlockRange?: number;
  /**
   * Where a contract never read before starts (`chain.startBlock` unless given); by default the
   * block it was deployed in, found by asking for its code at past blocks, or block 0 when the
   * node keeps no past state.
   */
  startBlock?: bigint;
}

/** What one step of the watcher did: the blocks it recorded, the Transfer logs found and those new. */
export interface TokenWatchStep {
  fromBlock: bigint;
  toBlock: bigint;
  found: number;
  recorded: number;
}

const DEFAULT_MAX_BLOCK_RANGE = 500;

/**
 * Follows the avatar token's ERC-721 Transfer logs (docs/nft.md, "The server's side"), as the
 * deposit watcher follows deposits: only up to the confirmed head, each batch pinned by the hash
 * of its last block (read before and after its logs) and checked against the canonical hashes of
 * its heights, and recorded with the cursor in one transaction under the cursor's row lock, so
 * several servers and restarts record every log once. A mint (from the zero address) indexes the
 * token; any other transfer moves it to its new owner. The colony's production does not follow
 * the owner yet: what an avatar produces still goes to the member who moved it to their wallet.
 */
export function tokenWatcher(options: TokenWatcherOptions) {
  const { db, chain, log } = options;
  const client = options.client ?? chainClient(chain);
  const contract = getAddress(chain.avatarToken);
  const range = BigInt(options.maxBlockRange ?? DEFAULT_MAX_BLOCK_RANGE);
  let verified = false;

  async function verify() {
    const nodeChainId = await client.getChainId();
    if (nodeChainId !== chain.chainId) {
      throw new Error(`the node of chain ${chain.chainId} answers as chain ${nodeChainId}`);
    }
    const code = await client.getCode({ address: contract });
    if (code === undefined || code === '0x') {
      throw new Error(`no contract at the avatar token ${contract} on chain ${chain.chainId}`);
    }
  }

  /** The first block with the contract's code: where its first Transfer can be. */
  async function deploymentBlock(head: bigint): Promise<bigint> {
    let low = 0n;
    let high = head > 0n ? head : 0n;
    while (low < high) {
      const middle = (low + high) / 2n;
      const code = await client.getCode({ address: contract, blockNumber: middle });
      if (code !== undefined && code !== '0x') high = middle;
      else low = middle + 1n;
    }
    return low;
  }

  async function startingCursor(head: bigint) {
    const existing = await readNftCursor(db, chain.chainId, contract);
    if (existing) return existing;
    const start =
      options.startBlock ??
      chain.startBlock ??
      (await deploymentBlock(head).catch((error: unknown) => {
        log.warn(
          { chainId: chain.chainId, contract, err: error },
          `the node keeps no past state to find the avatar token's deployment: reading from block 0 (set AVATAR_TOKEN_START_BLOCK_${chain.chainId} to skip ahead)`,
        );
        return 0n;
      }));
    const lastBlockHash = start > 0n ? (await client.getBlock({ blockNumber: start - 1n })).hash : null;
    log.info(
      { chainId: chain.chainId, contract, startBlock: start.toString() },
      'avatar token watcher starts reading the chain',
    );
    return createNftCursorIfAbsent(db, chain.chainId, contract, { nextBlock: Number(start), lastBlockHash });
  }

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
        `chain ${chain.chainId}: block ${fromBlock - 1n} was ${cursor.lastBlockHash} when its avatar transfers were recorded and is now ${last?.hash ?? 'gone (a new chain behind the same node?)'}; avatar tokens are no longer followed on this chain`,
      );
    }
  }

  /** Reads and records the next batch of confirmed blocks; undefined when there is none yet. */
  async function step(): Promise<TokenWatchStep | undefined> {
    if (!verified) {
      await verify();
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

    const last = await client.getBlock({ blockNumber: toBlock });
    await checkLastRecorded(cursor, fromBlock);
    const logs = await client.getLogs({
      address: contract,
      event: AVATAR_TRANSFER_EVENT,
      fromBlock,
      toBlock,
      strict: true,
    });
    const blocks = new Map<bigint, Block>([[toBlock, last]]);
    for (const entry of logs) {
      if (entry.blockNumber !== null && !blocks.has(entry.blockNumber)) {
        blocks.set(entry.blockNumber, await client.getBlock({ blockNumber: entry.blockNumber }));
      }
    }

    const found: TransferLog[] = [];
    for (const entry of logs) {
      const { blockNumber, blockHash, transactionHash, logIndex } = entry;
      if (blockNumber === null || blockHash === null || transactionHash === null || logIndex === null) {
        throw new Error(
          `chain ${chain.chainId}: the node answered a pending log between blocks ${fromBlock} and ${toBlock}`,
        );
      }
      const block = blocks.get(blockNumber);
      if (entry.removed || block?.hash !== blockHash) {
        log.warn(
          { chainId: chain.chainId, blockNumber: blockNumber.toString() },
          'the chain moved while reading avatar transfers; reading again',
        );
        return undefined;
      }
      if (blockNumber < fromBlock || blockNumber > toBlock || getAddress(entry.address) !== contract) {
        throw new Error(
          `chain ${chain.chainId}: the node answered a log of ${entry.address} in block ${blockNumber}, outside what was asked`,
        );
      }
      found.push({
        chainId: chain.chainId,
        contract,
        txHash: transactionHash.toLowerCase(),
        logIndex,
        tokenId: entry.args.tokenId,
        fromAddress: getAddress(entry.args.from),
        toAddress: getAddress(entry.args.to),
        blockNumber: Number(blockNumber),
        blockHash,
        blockTime: new Date(Number(block.timestamp) * 1000),
      });
    }
    found.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);

    if ((await client.getBlock({ blockNumber: toBlock })).hash !== last.hash) {
      log.warn(
        { chainId: chain.chainId, blockNumber: toBlock.toString() },
        'the chain moved while reading avatar transfers; reading again',
      );
      return undefined;
    }
    if (last.hash === null) throw new Error(`chain ${chain.chainId}: block ${toBlock} has no hash`);

    const recorded = await recordBatch(
      fromBlock,
      { nextBlock: Number(toBlock + 1n), lastBlockHash: last.hash },
      found,
    );
    return { fromBlock, toBlock, found: found.length, recorded: recorded ?? 0 };
  }

  /** Records the batch and moves the cursor in one transaction; undefined when another process recorded it first. */
  async function recordBatch(
    fromBlock: bigint,
    next: { nextBlock: number; lastBlockHash: string },
    found: TransferLog[],
  ): Promise<number | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const cursor = await lockNftCursor(tx, chain.chainId, contract);
          if (!cursor || BigInt(cursor.nextBlock) !== fromBlock) return undefined;
          let recorded = 0;
          for (const transfer of found) {
            const mint = transfer.fromAddress === zeroAddress;
            if (!(await applyTransfer(tx, transfer, mint))) continue;
            recorded++;
            log.info(
              {
                chainId: transfer.chainId,
                txHash: transfer.txHash,
                logIndex: transfer.logIndex,
                tokenId: transfer.tokenId.toString(),
                from: transfer.fromAddress,
                to: transfer.toAddress,
              },
              mint ? 'avatar token minted' : 'avatar token transferred',
            );
          }
          await advanceNftCursor(tx, chain.chainId, contract, next);
          return recorded;
        });
      } catch (error) {
        if (attempt >= 5 || !isRetryableConflict(error)) throw error;
      }
    }
  }

  return {
    step,
    /** Steps until the confirmed head is reached; answers the number of transfers recorded. */
    async catchUp(shouldStop: () => boolean = () => false): Promise<number> {
      let recorded = 0;
      while (!shouldStop()) {
        const done = await step();
        if (!done) break;
        recorded += done.recorded;
      }
      return recorded;
    },
  };
}

export type TokenWatcher = ReturnType<typeof tokenWatcher>;
