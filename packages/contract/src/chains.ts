import type { AllowedChainId } from './constants.ts';

/** Public JSON-RPC nodes of the two chains (SPEC.md §7), used where no endpoint is configured. */
export const PUBLIC_RPC_URLS: Record<AllowedChainId, string> = {
  1: 'https://ethereum-rpc.publicnode.com',
  56: 'https://bsc-dataseed.bnbchain.org',
};
