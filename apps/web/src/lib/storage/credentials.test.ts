import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREDENTIAL_KEYS,
  clearCredentials,
  getCredentials,
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
