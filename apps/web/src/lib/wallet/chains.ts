import { type Chain, defineChain } from 'viem';
import { bsc, mainnet } from 'viem/chains';
import { rpcUrlOf } from './rpc-urls.ts';

function withRpc<const chain extends Chain>(chain: chain, rpcUrl: string) {
  return defineChain({ ...chain, rpcUrls: { default: { http: [rpcUrl] } } });
}

/** Ethereum (1) and BNB Smart Chain (56), the chains the colony runs on, each read through its configured node. */
export const ethereum = withRpc(mainnet, rpcUrlOf(1));
export const bnbSmartChain = withRpc(bsc, rpcUrlOf(56));

export const CHAINS = [bnbSmartChain, ethereum] as const;

/** The chain the unsupported-chain dialog switches to. */
export const PREFERRED_CHAIN = bnbSmartChain;

export function chainById(chainId: number | undefined): (typeof CHAINS)[number] | undefined {
  return CHAINS.find((chain) => chain.id === chainId);
}

/** The account's page on the chain's block explorer; the preferred chain's when the chain is unknown. */
export function explorerAddressUrl(address: string, chainId: number | undefined): string {
  const chain = chainById(chainId) ?? PREFERRED_CHAIN;
  return `${chain.blockExplorers.default.url}/address/${address}`;
}

/** A transaction's page on the chain's block explorer; the preferred chain's when the chain is unknown. */
export function explorerTxUrl(hash: string, chainId: number | undefined): string {
  const chain = chainById(chainId) ?? PREFERRED_CHAIN;
  return `${chain.blockExplorers.default.url}/tx/${hash}`;
}
