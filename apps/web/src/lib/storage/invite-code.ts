import { isInviteCode } from '@colony/contract/invite-code';
import { localStore } from './local-store.ts';

const INVITE_CODE_KEY = 'inviteCode';
/** An invite link opened a month ago no longer decides who the visitor's superior is. */
const INVITE_CODE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function isStoredCode(value: unknown): value is string {
  return typeof value === 'string' && isInviteCode(value);
}

/** The invite code of the link the visitor came through, kept until they sign in. */
export function readInviteCode(): string | undefined {
  return localStore.read(INVITE_CODE_KEY, isStoredCode);
}

export function rememberInviteCode(code: string): void {
  localStore.write(INVITE_CODE_KEY, code, { expiresInMs: INVITE_CODE_TTL_MS });
}

export function forgetInviteCode(): void {
  localStore.remove(INVITE_CODE_KEY);
}
