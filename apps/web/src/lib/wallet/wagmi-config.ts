import { createConfig, createStorage, http, type Transport } from 'wagmi';
import { injected } from 'wagmi/connectors';
import { safeLocalStorage } from '../storage/safe-storage.ts';
import { bnbSmartChain, CHAINS, ethereum } from './chains.ts';

/** The key prefix of what the wallet library keeps in localStorage (last wallet used, connection). */
export const WALLET_STORAGE_KEY = 'wagmi';

// SPEC.md §9: RPC timeout 10 s, 3 retries 150 ms apart, JSON-RPC batches of up to 1000 calls.
function transport(url: string): Transport {
  return http(url, { timeout: 10_000, retryCount: 3, retryDelay: 150, batch: { batchSize: 1000 } });
}

/**
 * The wallet stack: the two chains, the browser's injected wallet plus every wallet that
 * announces itself by EIP-6963, reads batched through each chain's multicall contract, and
 * the last wallet used remembered in localStorage.
 */
export const wagmiConfig = createConfig({
  chains: CHAINS,
  connectors: [injected({ shimDisconnect: true })],
  multiInjectedProviderDiscovery: true,
  storage: createStorage({ key: WALLET_STORAGE_KEY, storage: safeLocalStorage }),
  transports: {
    [bnbSmartChain.id]: transport(bnbSmartChain.rpcUrls.default.http[0]),
    [ethereum.id]: transport(ethereum.rpcUrls.default.http[0]),
  },
  batch: { multicall: true },
  pollingInterval: 4_000,
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
