import { inviteCodeResource } from '@colony/contract/invite-code';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { signedInviteCode } from './signed-invite-code.ts';

function message(resources?: string[]) {
  return createSiweMessage({
    domain: 'colony.test',
    uri: 'https://colony.test',
    version: '1',
    address: '0x9bDeE528cd527f37CcAb3B16023005cE710e175E',
    chainId: 56,
    nonce: 'abcdef1234',
    issuedAt: new Date('2025-01-01T00:00:00Z'),
    ...(resources ? { resources } : {}),
  });
}

describe('signedInviteCode', () => {
  it('reads the code from the message resources', () => {
    expect(signedInviteCode(message([inviteCodeResource('WXYZ6789')]))).toBe('WXYZ6789');
    expect(signedInviteCode(message(['https://colony.test/terms', inviteCodeResource('WXYZ6789')]))).toBe(
      'WXYZ6789',
    );
  });

  it('finds none in a member’s message, in one carrying two codes, or in something else', () => {
    expect(signedInviteCode(message())).toBeUndefined();
    expect(
      signedInviteCode(message([inviteCodeResource('WXYZ6789'), inviteCodeResource('ABCD2345')])),
    ).toBeUndefined();
    expect(signedInviteCode('not a sign-in message')).toBeUndefined();
  });
});
