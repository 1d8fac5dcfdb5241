import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, isInviteCode, loginNonceRequest } from './auth.ts';
import { inviteCodeFromResources, inviteCodeResource } from './invite-code.ts';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('invite codes', () => {
  it('have a fixed length over an alphabet without look-alike characters', () => {
    expect(INVITE_CODE_LENGTH).toBe(8);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(INVITE_CODE_ALPHABET).not.toContain(ambiguous);
    expect(isInviteCode('MARSBASE')).toBe(true);
    expect(isInviteCode('marsbase')).toBe(false);
    expect(isInviteCode('MARSBAS0')).toBe(false);
    expect(isInviteCode('MARSBAS')).toBe(false);
    expect(isInviteCode('MARSBASE2')).toBe(false);
  });

  it('travel as one resource of the sign-in message', () => {
    expect(inviteCodeFromResources([inviteCodeResource('MARSBASE')])).toBe('MARSBASE');
    expect(inviteCodeFromResources(['https://example.com/terms'])).toBeNull();
    expect(inviteCodeFromResources(undefined)).toBeNull();
    expect(inviteCodeFromResources([inviteCodeResource('MARSBASE'), inviteCodeResource('VENUSBAY')])).toBe(
      undefined,
    );
  });
});

describe('nonce request', () => {
  it('accepts checksummed, lower-case and upper-case addresses and normalises the invite code', () => {
    for (const address of [
      CHECKSUMMED,
      CHECKSUMMED.toLowerCase(),
      `0x${CHECKSUMMED.slice(2).toUpperCase()}`,
    ]) {
      const parsed = loginNonceRequest.parse({ address, chainId: 56, referee: ' marsbase ' });
      expect(parsed.referee).toBe('MARSBASE');
    }
    expect(loginNonceRequest.parse({ address: CHECKSUMMED, chainId: 1, referee: '' }).referee).toBe('');
  });

  it('refuses a wrong checksum, a short address and a malformed invite code', () => {
    const wrongChecksum = CHECKSUMMED.replace('f39Fd', 'F39fd');
    expect(loginNonceRequest.safeParse({ address: wrongChecksum, chainId: 56 }).success).toBe(false);
    expect(loginNonceRequest.safeParse({ address: CHECKSUMMED.slice(0, 41), chainId: 56 }).success).toBe(
      false,
    );
    expect(
      loginNonceRequest.safeParse({ address: CHECKSUMMED, chainId: 56, referee: 'MARS0ASE' }).success,
    ).toBe(false);
    expect(loginNonceRequest.safeParse({ address: CHECKSUMMED, chainId: 0 }).success).toBe(false);
  });
});
