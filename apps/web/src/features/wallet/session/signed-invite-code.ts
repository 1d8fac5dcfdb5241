import { inviteCodeFromResources } from '@colony/contract/invite-code';
import { parseSiweMessage } from 'viem/siwe';

/**
 * The invite code the server put into an EIP-4361 sign-in message (one of its `Resources`), if
 * any. A member's message carries none, whatever code the browser kept from an invite link.
 */
export function signedInviteCode(message: string): string | undefined {
  return inviteCodeFromResources(parseSiweMessage(message).resources) ?? undefined;
}
