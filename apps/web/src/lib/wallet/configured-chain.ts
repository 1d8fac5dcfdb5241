import { wagmiConfig } from './wagmi-config.ts';

/** A chain the wallet stack can read and send on. */
export type ConfiguredChainId = (typeof wagmiConfig)['chains'][number]['id'];

export function isConfiguredChain(chainId: number | undefined): chainId is ConfiguredChainId {
  return wagmiConfig.chains.some((chain) => chain.id === chainId);
}
