import { useQuery } from '@tanstack/react-query';
import { explorerTxUrl } from '../wallet/chains.ts';
import { depositInfoQueryOptions } from './get-deposit-info.ts';

/**
 * A transaction's page on its chain's block explorer, or undefined where there is none: the local
 * development chain (`devChain` in the server's deposit info, DEV_CHAIN) has no public explorer,
 * and a public one would answer "not found" for its hashes. Undefined too until the deposit info
 * has answered (shared with the recharge dialog, kept five minutes), so no wrong link is ever shown.
 */
export function useTxExplorerUrl(hash: string, chainId: number): string | undefined {
  const { data } = useQuery(depositInfoQueryOptions);
  if (!data) return undefined;
  const chain = data.chains.find((candidate) => candidate.chainId === chainId);
  if (chain?.devChain) return undefined;
  return explorerTxUrl(hash, chainId);
}
