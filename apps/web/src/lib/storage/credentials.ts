import { CREDENTIAL_KEYS } from '@colony/contract/session-storage';
import { localStore, type WriteOptions } from './local-store.ts';

export { CREDENTIAL_KEYS };

export interface StoredCredentials {
  address: string | undefined;
  token: string | undefined;
  refreshToken: string | undefined;
}

export interface NewCredentials extends WriteOptions {
  address: string;
  token: string;
  refreshToken?: string;
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

export function getCredentials(): StoredCredentials {
  return {
    address: localStore.read(CREDENTIAL_KEYS.address, isString),
    token: localStore.read(CREDENTIAL_KEYS.token, isString),
    refreshToken: localStore.read(CREDENTIAL_KEYS.refreshToken, isString),
  };
}

export function setCredentials({ address, token, refreshToken, expiresInMs }: NewCredentials): void {
  const options: WriteOptions = expiresInMs === undefined ? {} : { expiresInMs };
  localStore.write(CREDENTIAL_KEYS.address, address, options);
  localStore.write(CREDENTIAL_KEYS.token, token, options);
  // The server refreshes with the last access token (DESIGN.md §4), so it is the refresh token unless told otherwise.
  localStore.write(CREDENTIAL_KEYS.refreshToken, refreshToken ?? token, options);
}

/** Stores a refreshed token: access and refresh token become the same value (SPEC.md §3). */
export function setTokens(token: string, options: WriteOptions = {}): void {
  localStore.write(CREDENTIAL_KEYS.token, token, options);
  localStore.write(CREDENTIAL_KEYS.refreshToken, token, options);
}

/**
 * Written just before a session is cleared because the wallet switched accounts, so that sibling
 * tabs, which hear the switch from their own wallet, follow it instead of signing out. Short-lived:
 * a later sign-out clears it first.
 */
const SESSION_SWITCH_KEY = 'sessionSwitch';
const SESSION_SWITCH_MS = 30_000;

/**
 * Removes the stored session. `switchingTo` names the account the wallet switched to when that is
 * why; without it the session simply ends.
 */
export function clearCredentials({ switchingTo }: { switchingTo?: string } = {}): void {
  if (switchingTo === undefined) localStore.remove(SESSION_SWITCH_KEY);
  else localStore.write(SESSION_SWITCH_KEY, switchingTo, { expiresInMs: SESSION_SWITCH_MS });
  localStore.remove(CREDENTIAL_KEYS.address);
  localStore.remove(CREDENTIAL_KEYS.token);
  localStore.remove(CREDENTIAL_KEYS.refreshToken);
}

/**
 * Calls `listener` when another tab of the site removes the stored session (signs out, or its
 * session was refused); a tab never hears its own writes. A session another tab cleared because
 * the wallet switched accounts is not a sign-out: this tab's wallet switches too, and it follows.
 */
export function onCredentialsClearedElsewhere(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== globalThis.localStorage) return;
    // `key` is null when the other tab cleared the whole storage.
    const removed =
      event.key === null
        ? getCredentials().token === undefined
        : event.key === CREDENTIAL_KEYS.token && event.newValue === null;
    if (removed && localStore.read(SESSION_SWITCH_KEY, isString) === undefined) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
