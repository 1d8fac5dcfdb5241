import { ALLOWED_CHAIN_IDS, type AllowedChainId } from '@colony/contract/constants';

/** True for Ethereum (1) and BNB Smart Chain (56), the chains a member can sign in and pay on. */
export function isAllowedChainId(chainId: number | undefined): chainId is AllowedChainId {
  return ALLOWED_CHAIN_IDS.some((allowed) => allowed === chainId);
}
