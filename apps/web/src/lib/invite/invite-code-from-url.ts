import { isInviteCode, normalizeInviteCode } from '@colony/contract/invite-code';

export const INVITE_CODE_PARAM = 'code';

/**
 * The invite code a link carries: `?code=` in the query, or after the `?` in the hash
 * (`#/?code=`, the form older invite links use). The query wins; malformed codes are ignored.
 */
export function inviteCodeFromUrl(url: { search: string; hash: string }): string | undefined {
  const hashQueryStart = url.hash.indexOf('?');
  const candidates = [
    new URLSearchParams(url.search).get(INVITE_CODE_PARAM),
    hashQueryStart === -1
      ? null
      : new URLSearchParams(url.hash.slice(hashQueryStart + 1)).get(INVITE_CODE_PARAM),
  ];
  for (const candidate of candidates) {
    if (candidate === null) continue;
    const code = normalizeInviteCode(candidate);
    if (isInviteCode(code)) return code;
  }
  return undefined;
}
