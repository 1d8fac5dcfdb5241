import type { Address } from 'viem';
import type { Env } from '../env.ts';
import { type ChainSettings, chainSettings } from './chain-settings.ts';
import type { ChainId } from './chain-tokens.ts';

/** A chain with the avatar token (docs/nft.md), as the voucher, the watcher and the metadata see it. */
export interface AvatarTokenChain
  extends Pick<ChainSettings, 'chainId' | 'rpcUrl' | 'confirmations' | 'waitForFinalized'> {
  avatarToken: Address;
  /** The market trading it, when one is configured. */
  market: Address | undefined;
  /** The block it was deployed in, where its watcher starts, when configured. */
  startBlock?: bigint;
}

/** The allowed chains with an avatar token configured (`AVATAR_TOKEN_ADDRESS_<chain>`), chain 56 first. */
export function avatarTokenChains(env: Env): Map<ChainId, AvatarTokenChain> {
  const configured: Record<
    ChainId,
    { avatarToken: Address | undefined; market: Address | undefined; startBlock: number | undefined }
  > = {
    56: {
      avatarToken: env.AVATAR_TOKEN_ADDRESS_56,
      market: env.NFT_MARKET_ADDRESS_56,
      startBlock: env.AVATAR_TOKEN_START_BLOCK_56,
    },
    1: {
      avatarToken: env.AVATAR_TOKEN_ADDRESS_1,
      market: env.NFT_MARKET_ADDRESS_1,
      startBlock: env.AVATAR_TOKEN_START_BLOCK_1,
    },
  };
  const chains = chainSettings(env);
  const found = new Map<ChainId, AvatarTokenChain>();
  for (const chainId of [56, 1] as const) {
    const chain = chains.get(chainId);
    const { avatarToken, market, startBlock } = configured[chainId];
    if (!chain || !avatarToken) continue;
    const { rpcUrl, confirmations, waitForFinalized } = chain;
    found.set(chainId, {
      chainId,
      rpcUrl,
      confirmations,
      waitForFinalized,
      avatarToken,
      market,
      ...(startBlock === undefined ? {} : { startBlock: BigInt(startBlock) }),
    });
  }
  return found;
}
