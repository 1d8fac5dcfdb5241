import { INVITE_CODE_PARAM } from './invite-code-from-url.ts';

/** The link a member shares: the home page carrying their invite code. */
export function inviteLink(origin: string, inviteCode: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(INVITE_CODE_PARAM, inviteCode);
  return url.toString();
}
