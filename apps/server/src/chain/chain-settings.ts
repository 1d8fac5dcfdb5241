import { ASSET_DECIMALS, STABLECOINS, type Stablecoin } from '@colony/contract/assets';
import type { DepositInfoResponse } from '@colony/contract/money';
import type { Address } from 'viem';
import type { Env } from '../env.ts';
import { CHAIN_TOKENS, type ChainId } from './chain-tokens.ts';

export interface TokenSettings {
  asset: Stablecoin;
  address: Address;
  /** The contract's decimals; the ledger keeps ASSET_DECIMALS[asset]. */
  decimals: number;
}

/** One chain as the deposit watcher and the withdrawal sender see it. */
export interface ChainSettings {
  chainId: ChainId;
  rpcUrl: string;
  /** Blocks, its own included, before a log or a receipt counts. */
  confirmations: number;
  /** Also wait for the chain's finalized block, where the node reports one. */
  waitForFinalized: boolean;
  tokens: TokenSettings[];
}

/** Every allowed chain's settings, from the configuration. */
export function chainSettings(env: Env): Map<ChainId, ChainSettings> {
  const perChain: Record<
    ChainId,
    Omit<ChainSettings, 'chainId' | 'waitForFinalized' | 'tokens'> & {
      addresses: Record<Stablecoin, Address>;
    }
  > = {
    56: {
      rpcUrl: env.RPC_URL_56,
      confirmations: env.CONFIRMATIONS_56,
      addresses: { USDT: env.USDT_ADDRESS_56, USDC: env.USDC_ADDRESS_56 },
    },
    1: {
      rpcUrl: env.RPC_URL_1,
      confirmations: env.CONFIRMATIONS_1,
      addresses: { USDT: env.USDT_ADDRESS_1, USDC: env.USDC_ADDRESS_1 },
    },
  };
  return new Map(
    env.ALLOWED_CHAIN_IDS.map((chainId) => {
      const { addresses, ...rest } = perChain[chainId];
      return [
        chainId,
        {
          chainId,
          ...rest,
          waitForFinalized: env.WAIT_FOR_FINALIZED,
          tokens: STABLECOINS.map((asset) => ({
            asset,
            address: addresses[asset],
            decimals: CHAIN_TOKENS[chainId].decimals,
          })),
        },
      ];
    }),
  );
}

/**
 * What the recharge page needs: per chain, the treasury, the confirmations and the token
 * contracts, and whether it is the local development chain (chain 56 with `DEV_CHAIN`).
 */
export function depositInfo(
  settings: Map<ChainId, ChainSettings>,
  treasury: Address | undefined,
  options: { devChain: boolean; watched: readonly number[] },
): DepositInfoResponse {
  if (!treasury) return { chains: [] };
  return {
    // Only chains whose deposits are watched: a payment on any other would never be credited.
    chains: [...settings.values()]
      .filter((chain) => options.watched.includes(chain.chainId))
      .map((chain) => ({
        chainId: chain.chainId,
        treasury,
        confirmations: chain.confirmations,
        tokens: chain.tokens.map(({ asset, address, decimals }) => ({ asset, address, decimals })),
        devChain: options.devChain && chain.chainId === 56,
      })),
  };
}

/** Ledger base units per token base unit: 10^(ledger decimals − token decimals). */
export function scaleOf(token: TokenSettings): bigint {
  const difference = ASSET_DECIMALS[token.asset] - token.decimals;
  if (difference < 0)
    throw new Error(`${token.asset} at ${token.address} has more decimals than the ledger keeps`);
  return 10n ** BigInt(difference);
}
