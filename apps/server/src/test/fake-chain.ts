import {
  type Address,
  BlockNotFoundError,
  decodeFunctionData,
  ExecutionRevertedError,
  getAddress,
  type Hash,
  type Hex,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  TransactionReceiptNotFoundError,
  type TransactionSerialized,
} from 'viem';
import type { ChainClient } from '../chain/chain-client.ts';
import { ERC20_ABI } from '../chain/erc20.ts';

/** A token transfer from the hot wallet, as signed by the withdrawal sender. */
export interface FakePayment {
  hash: Hash;
  from: Address;
  nonce: number;
  token: Address;
  recipient: Address;
  amount: bigint;
}

/** How the node and the chain treat each payment; everything goes through by default. */
export interface FakeChainBehaviour {
  /** The transfer reverts, both when estimated before signing and when mined. */
  reverts?(
    payment: { token: Address; recipient: Address; amount: bigint },
    when: 'estimate' | 'mined',
  ): boolean;
  /**
   * What the node does with a raw transaction it is sent for the `attempt`th time: takes it,
   * fails before taking it (`refused`), or takes it and the answer is lost (`answerLost`).
   */
  send?(payment: FakePayment, attempt: number): 'accepted' | 'refused' | 'answerLost';
  /**
   * Blocks on top of a mined payment's own before the node shows its receipt; until then the
   * node answers that it knows none, like an inconsistent node behind a load balancer.
   */
  receiptHiddenFor?(payment: FakePayment): number;
}

interface Deposit {
  kind: 'deposit';
  hash: Hash;
  from: Address;
  nonce: number;
  token: Address;
  to: Address;
  value: bigint;
}

type Transaction = Deposit | ({ kind: 'payment' } & FakePayment);

interface Block {
  number: bigint;
  hash: Hash;
  parentHash: Hash;
  transactions: (Transaction & { status: 'success' | 'reverted' })[];
}

export interface FakeChainOptions {
  chainId: number;
  /** Contracts that answer `decimals` with 18; transfers of any other token are not this chain's business. */
  tokens: Address[];
  /** Blocks between the latest and the finalized one. */
  finalityLag: number;
  behaviour?: FakeChainBehaviour;
}

/**
 * An in-memory chain behind the node client the deposit watcher and the withdrawal sender use:
 * blocks mined on demand, ERC-20 deposits as `Transfer` logs, the hot wallet's payments kept in a
 * pool until mined in nonce order, short reorganisations, and a node whose answers `behaviour` bends.
 */
export function fakeChain(options: FakeChainOptions) {
  const behaviour = options.behaviour ?? {};
  const tokens = new Set(options.tokens.map((token) => getAddress(token)));
  const genesis: Block = {
    number: 0n,
    hash: blockHash('genesis', 0n, 0, []),
    parentHash: zeroHash,
    transactions: [],
  };
  const blocks: Block[] = [genesis];
  let pool: Transaction[] = [];
  let fork = 0;
  const sendAttempts = new Map<Hash, number>();
  const accountNonces = new Map<Address, number>();
  let deposits = 0;

  const latest = () => blocks[blocks.length - 1] as Block;
  const blockAt = (number: bigint): Block => {
    const block = number >= 0n && number < BigInt(blocks.length) ? blocks[Number(number)] : undefined;
    if (!block) throw new BlockNotFoundError({ blockNumber: number });
    return block;
  };
  const minedCount = (address: Address, upTo: bigint) => {
    let count = 0;
    for (const block of blocks) {
      if (block.number > upTo) break;
      for (const transaction of block.transactions) {
        if (transaction.kind === 'payment' && transaction.from === address) count++;
      }
    }
    return count;
  };
  const pendingCount = (address: Address) => {
    let count = minedCount(address, latest().number);
    while (
      pool.some((entry) => entry.kind === 'payment' && entry.from === address && entry.nonce === count)
    ) {
      count++;
    }
    return count;
  };
  const findMined = (hash: Hash) => {
    for (const block of blocks) {
      const transaction = block.transactions.find((entry) => entry.hash === hash);
      if (transaction) return { block, transaction };
    }
    return undefined;
  };

  function mineOne() {
    const parent = latest();
    const included: Transaction[] = pool.filter((entry) => entry.kind === 'deposit');
    const next = new Map<Address, number>();
    for (const payment of pool) {
      if (payment.kind !== 'payment' || next.has(payment.from)) continue;
      next.set(payment.from, minedCount(payment.from, parent.number));
    }
    for (const [from, first] of next) {
      for (let nonce = first; ; nonce++) {
        const payment = pool.find(
          (entry) => entry.kind === 'payment' && entry.from === from && entry.nonce === nonce,
        );
        if (!payment) break;
        included.push(payment);
      }
    }
    pool = pool.filter((entry) => !included.includes(entry));
    const number = parent.number + 1n;
    blocks.push({
      number,
      parentHash: parent.hash,
      hash: blockHash(parent.hash, number, fork, included),
      transactions: included.map((transaction) => ({
        ...transaction,
        status:
          transaction.kind === 'payment' && behaviour.reverts?.(transaction, 'mined')
            ? 'reverted'
            : 'success',
      })),
    });
  }

  const client = {
    async getChainId() {
      return options.chainId;
    },
    async getCode({ address }: { address: Address }) {
      return tokens.has(getAddress(address)) ? '0x6080' : undefined;
    },
    async readContract({ functionName }: { functionName: string }) {
      if (functionName !== 'decimals') throw new Error(`the fake chain cannot call ${functionName}`);
      return 18;
    },
    async getBlockNumber() {
      return latest().number;
    },
    async getBlock(args: { blockNumber?: bigint; blockTag?: 'finalized'; includeTransactions?: boolean }) {
      const block =
        args.blockTag === 'finalized'
          ? blockAt(bigMax(latest().number - BigInt(options.finalityLag), 0n))
          : blockAt(args.blockNumber ?? latest().number);
      return {
        number: block.number,
        hash: block.hash,
        parentHash: block.parentHash,
        transactions: args.includeTransactions
          ? block.transactions.map(({ hash, from, nonce }) => ({
              hash,
              from,
              nonce,
              blockNumber: block.number,
            }))
          : block.transactions.map(({ hash }) => hash),
      };
    },
    async getLogs(args: { address: Address[]; args: { to: Address }; fromBlock: bigint; toBlock: bigint }) {
      const wanted = new Set(args.address.map((address) => getAddress(address)));
      const logs = [];
      for (let number = args.fromBlock; number <= args.toBlock && number <= latest().number; number++) {
        const block = blockAt(number);
        for (const [logIndex, transaction] of block.transactions.entries()) {
          if (transaction.kind !== 'deposit' || !wanted.has(transaction.token)) continue;
          if (transaction.to !== getAddress(args.args.to)) continue;
          logs.push({
            address: transaction.token,
            args: { from: transaction.from, to: transaction.to, value: transaction.value },
            eventName: 'Transfer',
            blockNumber: block.number,
            blockHash: block.hash,
            transactionHash: transaction.hash,
            logIndex,
            removed: false,
          });
        }
      }
      return logs;
    },
    async getTransactionCount(args: { address: Address; blockNumber?: bigint; blockTag?: 'pending' }) {
      const address = getAddress(args.address);
      if (args.blockTag === 'pending') return pendingCount(address);
      return minedCount(address, blockAt(args.blockNumber ?? latest().number).number);
    },
    async getTransactionReceipt({ hash }: { hash: Hash }) {
      const mined = findMined(hash);
      if (!mined) throw new TransactionReceiptNotFoundError({ hash });
      const { block, transaction } = mined;
      const onTop = latest().number - block.number;
      if (transaction.kind === 'payment' && onTop < (behaviour.receiptHiddenFor?.(transaction) ?? 0)) {
        throw new TransactionReceiptNotFoundError({ hash });
      }
      return {
        transactionHash: hash,
        blockNumber: block.number,
        blockHash: block.hash,
        status: transaction.status,
      };
    },
    async estimateGas({ to, data }: { to: Address; data: Hex }) {
      if (behaviour.reverts?.(transferOf(to, data), 'estimate')) {
        throw new ExecutionRevertedError({ message: 'execution reverted: transfer refused' });
      }
      return 60_000n;
    },
    async estimateFeesPerGas() {
      return { maxFeePerGas: 3_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n };
    },
    async getGasPrice() {
      return 3_000_000_000n;
    },
    async getBalance() {
      return 10n ** 21n;
    },
    async sendRawTransaction({ serializedTransaction }: { serializedTransaction: Hex }) {
      const hash = keccak256(serializedTransaction);
      const parsed = parseTransaction(serializedTransaction);
      if (!parsed.to || !parsed.data || parsed.nonce === undefined) throw new Error('not a token transfer');
      const from = getAddress(
        await recoverTransactionAddress({
          serializedTransaction: serializedTransaction as TransactionSerialized,
        }),
      );
      const payment: FakePayment = { hash, from, nonce: parsed.nonce, ...transferOf(parsed.to, parsed.data) };
      if (findMined(hash) || parsed.nonce < minedCount(from, latest().number))
        throw new Error('nonce too low');
      const pooled = pool.find(
        (entry) => entry.kind === 'payment' && entry.from === from && entry.nonce === parsed.nonce,
      );
      if (pooled)
        throw new Error(pooled.hash === hash ? 'already known' : 'replacement transaction underpriced');
      const attempt = (sendAttempts.get(hash) ?? 0) + 1;
      sendAttempts.set(hash, attempt);
      const verdict = behaviour.send?.(payment, attempt) ?? 'accepted';
      if (verdict === 'refused') throw new Error('the node refused the connection');
      pool.push({ kind: 'payment', ...payment });
      if (verdict === 'answerLost') throw new Error('the node took too long to answer');
      return hash;
    },
  };

  return {
    client: client as unknown as ChainClient,
    /** Sends `value` of `token` from `from` to `to` (the treasury, say); mined with the next block. */
    transferToken(transfer: { from: Address; token: Address; to: Address; value: bigint }): Hash {
      const from = getAddress(transfer.from);
      const nonce = accountNonces.get(from) ?? 0;
      accountNonces.set(from, nonce + 1);
      const hash = keccak256(stringToHex(`deposit:${options.chainId}:${deposits++}:${from}:${nonce}`));
      pool.push({
        kind: 'deposit',
        hash,
        from,
        nonce,
        token: getAddress(transfer.token),
        to: getAddress(transfer.to),
        value: transfer.value,
      });
      return hash;
    },
    mine(count = 1) {
      for (let index = 0; index < count; index++) mineOne();
    },
    /** Replaces the last `depth` blocks by `depth + 1` new ones; their transactions go back to the pool first. */
    reorganise(depth: number) {
      if (depth >= blocks.length) throw new Error('the fake chain cannot replace its genesis block');
      const removed = blocks.splice(blocks.length - depth, depth);
      pool = [
        ...removed.flatMap((block) => block.transactions.map(({ status: _, ...transaction }) => transaction)),
        ...pool,
      ];
      fork++;
      for (let index = 0; index <= depth; index++) mineOne();
    },
    /** The hot wallet's payments the chain has mined and not reverted, oldest first. */
    payments(): FakePayment[] {
      return blocks.flatMap((block) =>
        block.transactions.flatMap((transaction) =>
          transaction.kind === 'payment' && transaction.status === 'success'
            ? [
                {
                  hash: transaction.hash,
                  from: transaction.from,
                  nonce: transaction.nonce,
                  token: transaction.token,
                  recipient: transaction.recipient,
                  amount: transaction.amount,
                },
              ]
            : [],
        ),
      );
    },
    /** Transactions waiting in the pool. */
    pending(): number {
      return pool.length;
    },
    /** Token transfers sent with `transferToken` so far. */
    transfersSent(): number {
      return deposits;
    },
  };
}

export type FakeChain = ReturnType<typeof fakeChain>;

const zeroHash: Hash = `0x${'0'.repeat(64)}`;

function blockHash(parent: string, number: bigint, fork: number, transactions: { hash: Hash }[]): Hash {
  return keccak256(
    stringToHex(`${parent}:${number}:${fork}:${transactions.map((entry) => entry.hash).join(',')}`),
  );
}

function transferOf(token: Address, data: Hex): { token: Address; recipient: Address; amount: bigint } {
  const call = decodeFunctionData({ abi: ERC20_ABI, data });
  if (call.functionName !== 'transfer') throw new Error(`the fake chain cannot run ${call.functionName}`);
  const [recipient, amount] = call.args as readonly [Address, bigint];
  return { token: getAddress(token), recipient: getAddress(recipient), amount };
}

function bigMax(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
