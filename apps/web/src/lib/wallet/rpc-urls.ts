import type { AllowedChainId } from '@colony/contract/constants';

/** Public nodes the app reads the chains through when no endpoint is configured (SPEC.md §7). */
export const PUBLIC_RPC_URLS: Record<AllowedChainId, string> = {
  1: 'https://ethereum-rpc.publicnode.com',
  56: 'https://bsc-dataseed.bnbchain.org',
};

/** Read at build time: `VITE_RPC_URL_<chain id>` points a chain elsewhere, e.g. chain 56 at a local anvil. */
const CONFIGURED: Record<AllowedChainId, string | undefined> = {
  1: import.meta.env.VITE_RPC_URL_1,
  56: import.meta.env.VITE_RPC_URL_56,
};

export function rpcUrlOf(chainId: AllowedChainId): string {
  return CONFIGURED[chainId]?.trim() || PUBLIC_RPC_URLS[chainId];
}
