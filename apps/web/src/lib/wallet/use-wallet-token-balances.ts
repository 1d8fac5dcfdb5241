import type { DepositToken } from '@colony/contract/money';
import { useQuery } from '@tanstack/react-query';
import { type Address, erc20Abi } from 'viem';
import { readContracts } from 'wagmi/actions';
import type { ConfiguredChainId } from './configured-chain.ts';
import { wagmiConfig } from './wagmi-config.ts';

/**
 * The wallet's balance of each token (the deposit tokens, an avatar's accepted ones) on `chainId`,
 * read in one multicall (wagmi batches reads of one chain through the chain's Multicall3). A token
 * that cannot be read answers undefined.
 */
export function useWalletTokenBalances(
  chainId: ConfiguredChainId | undefined,
  account: string | undefined,
  tokens: readonly DepositToken[],
) {
  return useQuery({
    queryKey: [
      'wallet',
      'token-balances',
      chainId,
      account?.toLowerCase(),
      tokens.map((token) => token.address),
    ],
    enabled: chainId !== undefined && account !== undefined && tokens.length > 0,
    queryFn: async () => {
      const results = await readContracts(wagmiConfig, {
        allowFailure: true,
        contracts: tokens.map((token) => ({
          address: token.address as Address,
          abi: erc20Abi,
          functionName: 'balanceOf' as const,
          args: [account as Address] as const,
          chainId,
        })),
      });
      return new Map(
        tokens.map((token, index) => {
          const result = results[index];
          return [token.asset, result?.status === 'success' ? (result.result as bigint) : undefined] as const;
        }),
      );
    },
    refetchInterval: 15_000,
  });
}
