import { useSyncExternalStore } from 'react';
import { getCredentials } from '../storage/credentials.ts';
import { walletStore } from './wallet-store.ts';

function storedSessionAddress(): string | undefined {
  const { address, token } = getCredentials();
  return address && token ? address : undefined;
}

/**
 * The address of the session every request carries (the stored credentials), for the keys of
 * queries whose answer depends on it: a visitor's public answer or a member's own.
 *
 * Not what the header shows (`useMemberAddress`): that passes through "signed out" while a
 * prerendered page is taken over and while the wallet of the last visit is found again, and a key
 * following it asked for the public answer and then the member's, cancelling one of the two, on
 * every page load of a member. The request is the same in both states (it carries the token
 * either way), so the key follows the token. Never rendered, so the hydration pass may read the
 * browser's storage too. The wallet store announces every sign-in and sign-out, after the
 * credentials changed.
 */
export function useSessionAddress(): string | undefined {
  return useSyncExternalStore(walletStore.subscribe, storedSessionAddress, storedSessionAddress);
}
