import { contractSignatureCheck } from '../../chain/contract-signature.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import type { Env, SupportedChainId } from '../../env.ts';
import type { GovernanceContext } from './service.ts';
import { type RecoverDigest, voteSignatureVerifier } from './vote-signature.ts';

/** What the governance rules need from the configuration, for the routes and the background job alike. */
export function governanceContextOf(
  env: Env,
  economy: EconomyConfig,
  options: Pick<GovernanceContext, 'newcomerStart'> & { now?: () => number; recover?: RecoverDigest } = {},
): GovernanceContext {
  const all: Record<SupportedChainId, string> = { 1: env.RPC_URL_1, 56: env.RPC_URL_56 };
  const rpcUrls = new Map(env.ALLOWED_CHAIN_IDS.map((chainId) => [chainId as number, all[chainId]]));
  return {
    economy,
    chainIds: env.ALLOWED_CHAIN_IDS,
    now: options.now ?? Date.now,
    signatures: voteSignatureVerifier({ recover: options.recover, onChain: contractSignatureCheck(rpcUrls) }),
    ...(options.newcomerStart ? { newcomerStart: options.newcomerStart } : {}),
  };
}
