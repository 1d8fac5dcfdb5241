import type { Stablecoin } from '@colony/contract/assets';
import type { Address } from 'viem';

export type ChainId = 1 | 56;

/**
 * USDT and USDC on each chain (DESIGN.md §6): the real contracts, the defaults of
 * `USDT_ADDRESS_<chain>` and `USDC_ADDRESS_<chain>`. On BNB Smart Chain both have
 * 18 decimals, on Ethereum 6; a configured contract must have its chain's decimals
 * (the watcher and the hot wallet check before they touch it).
 */
export const CHAIN_TOKENS: Record<ChainId, { decimals: number; addresses: Record<Stablecoin, Address> }> = {
  56: {
    decimals: 18,
    addresses: {
      USDT: '0x55d398326f99059fF775485246999027B3197955',
      USDC: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
    },
  },
  1: {
    decimals: 6,
    addresses: {
      USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
  },
};
