import { useSyncExternalStore } from 'react';
import { type WalletSnapshot, walletStore } from './wallet-store.ts';

/**
 * The wallet as the shell shows it; re-renders when the connection or the session changes.
 * Prerendered pages show nobody connected, and so does the app while it takes one over.
 */
export function useWallet(): WalletSnapshot {
  return useSyncExternalStore(walletStore.subscribe, walletStore.getSnapshot, walletStore.getServerSnapshot);
}
