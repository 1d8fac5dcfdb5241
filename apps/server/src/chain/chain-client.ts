import {
  BaseError,
  BlockNotFoundError,
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  RpcRequestError,
  type Transport,
} from 'viem';
import type { ChainSettings } from './chain-settings.ts';
import { ERC20_ABI } from './erc20.ts';

export type ChainClient = PublicClient<Transport, Chain>;

const NAMES: Record<number, { name: string; symbol: string }> = {
  1: { name: 'Ethereum', symbol: 'ETH' },
  56: { name: 'BNB Smart Chain', symbol: 'BNB' },
};

export function chainOf(settings: Pick<ChainSettings, 'chainId' | 'rpcUrl'>): Chain {
  const known = NAMES[settings.chainId] ?? { name: `chain ${settings.chainId}`, symbol: 'ETH' };
  return defineChain({
    id: settings.chainId,
    name: known.name,
    nativeCurrency: { name: known.symbol, symbol: known.symbol, decimals: 18 },
    rpcUrls: { default: { http: [settings.rpcUrl] } },
  });
}

/** A reading client of the chain's node; nothing is cached, every question reaches the node. */
export function chainClient(settings: Pick<ChainSettings, 'chainId' | 'rpcUrl'>): ChainClient {
  return createPublicClient({
    chain: chainOf(settings),
    transport: http(settings.rpcUrl, { timeout: 10_000, retryCount: 2 }),
    cacheTime: 0,
  });
}

/**
 * The highest block whose contents count: `confirmations` deep (the block
 * itself being the first), and no later than the chain's finalized block where
 * the node reports one. Negative while the chain is shorter than that.
 */
export async function confirmedHead(
  client: ChainClient,
  settings: Pick<ChainSettings, 'confirmations' | 'waitForFinalized'>,
): Promise<bigint> {
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  let head = latest - BigInt(settings.confirmations - 1);
  if (settings.waitForFinalized) {
    const finalized = await finalizedBlockNumber(client);
    if (finalized !== undefined && finalized < head) head = finalized;
  }
  return head;
}

async function finalizedBlockNumber(client: ChainClient): Promise<bigint | undefined> {
  try {
    return (await client.getBlock({ blockTag: 'finalized' })).number ?? undefined;
  } catch (error) {
    // A node that does not know the tag answers with a JSON-RPC error or no block; a network failure is thrown.
    if (
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof RpcRequestError || cause instanceof BlockNotFoundError)
    ) {
      return undefined;
    }
    throw error;
  }
}

/** The chain behind a node is not the one configured for it, or a token contract is not what it should be. */
export class ChainSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChainSetupError';
  }
}

/** Checks that the node serves `settings.chainId` and that each token contract exists with its decimals. */
export async function verifyChain(client: ChainClient, settings: ChainSettings): Promise<void> {
  const nodeChainId = await client.getChainId();
  if (nodeChainId !== settings.chainId) {
    throw new ChainSetupError(`the node of chain ${settings.chainId} answers as chain ${nodeChainId}`);
  }
  for (const token of settings.tokens) {
    const code = await client.getCode({ address: token.address });
    if (code === undefined || code === '0x') {
      throw new ChainSetupError(
        `no contract at ${token.asset} ${token.address} on chain ${settings.chainId}`,
      );
    }
    const decimals = await client.readContract({
      address: token.address,
      abi: ERC20_ABI,
      functionName: 'decimals',
    });
    if (decimals !== token.decimals) {
      throw new ChainSetupError(
        `${token.asset} ${token.address} on chain ${settings.chainId} has ${decimals} decimals, expected ${token.decimals}`,
      );
    }
  }
}
