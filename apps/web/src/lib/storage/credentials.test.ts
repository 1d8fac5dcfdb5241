import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREDENTIAL_KEYS,
  clearCredentials,
  getCredentials,
  onCredentialsClearedElsewhere,
  setCredentials,
  setTokens,
} from './credentials.ts';

describe('credentials', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('is empty before a login', () => {
    expect(getCredentials()).toEqual({ address: undefined, token: undefined, refreshToken: undefined });
  });

  it('stores address, access token and refresh token under the named keys', () => {
    setCredentials({ address: '0xabc', token: 'access-1', refreshToken: 'refresh-1' });
    expect(getCredentials()).toEqual({ address: '0xabc', token: 'access-1', refreshToken: 'refresh-1' });
    expect(Object.values(CREDENTIAL_KEYS).every((key) => localStorage.getItem(key) !== null)).toBe(true);
  });

  it('uses the access token as refresh token when none is given', () => {
    setCredentials({ address: '0xabc', token: 'access-1' });
    expect(getCredentials().refreshToken).toBe('access-1');
  });

  it('sets access and refresh token to the same value on refresh', () => {
    setCredentials({ address: '0xabc', token: 'access-1', refreshToken: 'refresh-1' });
    setTokens('access-2');
    expect(getCredentials()).toEqual({ address: '0xabc', token: 'access-2', refreshToken: 'access-2' });
  });

  it('forgets credentials stored with an expiry once it passes', () => {
    vi.useFakeTimers();
    setCredentials({ address: '0xabc', token: 'access-1', expiresInMs: 60_000 });
    vi.advanceTimersByTime(60_000);
    expect(getCredentials()).toEqual({ address: undefined, token: undefined, refreshToken: undefined });
    vi.useRealTimers();
  });

  it('clears all three values', () => {
    setCredentials({ address: '0xabc', token: 'access-1' });
    clearCredentials();
    expect(getCredentials()).toEqual({ address: undefined, token: undefined, refreshToken: undefined });
    expect(Object.values(CREDENTIAL_KEYS).every((key) => localStorage.getItem(key) === null)).toBe(true);
  });
});

describe('onCredentialsClearedElsewhere', () => {
  /** What another tab's write looks like from this one. */
  function storageEvent(key: string | null, newValue: string | null, storageArea: Storage = localStorage) {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue: 'old', newValue, storageArea }));
  }

  it('tells when another tab removes the access token, not when it refreshes it or writes something else', () => {
    const listener = vi.fn();
    const stop = onCredentialsClearedElsewhere(listener);
    storageEvent(CREDENTIAL_KEYS.token, JSON.stringify({ value: 'access-2', expiresAt: null }));
    storageEvent(CREDENTIAL_KEYS.address, null);
    storageEvent('locale', null);
    storageEvent(CREDENTIAL_KEYS.token, null, sessionStorage);
    expect(listener).not.toHaveBeenCalled();

    storageEvent(CREDENTIAL_KEYS.token, null);
    expect(listener).toHaveBeenCalledOnce();
    stop();
    storageEvent(CREDENTIAL_KEYS.token, null);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stays quiet when another tab cleared the session because the wallet switched accounts, and tells of a later sign-out', () => {
    localStorage.clear();
    const listener = vi.fn();
    const stop = onCredentialsClearedElsewhere(listener);
    // The other tab's writes, as this tab sees them: the switch is noted before the session goes.
    setCredentials({ address: '0xabc', token: 'access-1' });
    clearCredentials({ switchingTo: '0xdef' });
    storageEvent(CREDENTIAL_KEYS.token, null);
    expect(listener).not.toHaveBeenCalled();
    // A plain sign-out afterwards is one, even within the switch's short window.
    setCredentials({ address: '0xdef', token: 'access-2' });
    clearCredentials();
    storageEvent(CREDENTIAL_KEYS.token, null);
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('tells when another tab clears the whole storage and takes the session with it', () => {
    localStorage.clear();
    const listener = vi.fn();
    const stop = onCredentialsClearedElsewhere(listener);
    storageEvent(null, null);
    expect(listener).toHaveBeenCalledOnce();
    setCredentials({ address: '0xabc', token: 'access-1' });
    storageEvent(null, null);
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });
});
