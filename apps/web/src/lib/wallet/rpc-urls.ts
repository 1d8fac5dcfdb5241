import { PUBLIC_RPC_URLS } from '@colony/contract/chains';
import type { AllowedChainId } from '@colony/contract/constants';

/** Read at build time: `VITE_RPC_URL_<chain id>` points a chain elsewhere, e.g. chain 56 at a local anvil. */
const CONFIGURED: Record<AllowedChainId, string | undefined> = {
  1: import.meta.env.VITE_RPC_URL_1,
  56: import.meta.env.VITE_RPC_URL_56,
};

/** The node the app reads `chainId` through: the configured one, else the chain's public node. */
export function rpcUrlOf(chainId: AllowedChainId): string {
  return CONFIGURED[chainId]?.trim() || PUBLIC_RPC_URLS[chainId];
}
