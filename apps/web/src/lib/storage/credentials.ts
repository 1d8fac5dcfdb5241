import { localStore, type WriteOptions } from './local-store.ts';

/** localStorage keys of the session (SPEC.md §3). */
export const CREDENTIAL_KEYS = {
  address: 'accessAddress',
  token: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

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

export function clearCredentials(): void {
  localStore.remove(CREDENTIAL_KEYS.address);
  localStore.remove(CREDENTIAL_KEYS.token);
  localStore.remove(CREDENTIAL_KEYS.refreshToken);
}
