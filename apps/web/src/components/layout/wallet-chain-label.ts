import { isAllowedChainId } from '../../lib/wallet/allowed-chain.ts';

/** The locale key naming the wallet's chain: one of the colony's two, or "unsupported network". */
export function chainLabelKey(chainId: number | undefined): string {
  return isAllowedChainId(chainId) ? `wallet.chains.${chainId}` : 'wallet.chains.unsupported';
}
