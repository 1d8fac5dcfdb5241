// Invite codes and how sign-in messages carry them, kept free of zod for the web app's first load.

export const INVITE_CODE_LENGTH = 8;
/** Digits and capitals without 0/O, 1/I/L, so a code read aloud or copied by hand stays unambiguous. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const INVITE_CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** True for a well-formed invite code (upper case, as stored and shown). */
export function isInviteCode(value: string): boolean {
  return INVITE_CODE_PATTERN.test(value);
}

/** What a member typed or a link carried, in the stored form: trimmed, upper case. */
export function normalizeInviteCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * A sign-in message carries the invite code as one of its EIP-4361 `Resources`,
 * so the wallet shows it and the signature covers it.
 */
export const INVITE_CODE_RESOURCE_PREFIX = 'urn:colony:invite-code:';

export function inviteCodeResource(code: string): string {
  return `${INVITE_CODE_RESOURCE_PREFIX}${code}`;
}

/** The invite code among a message's resources, null when there is none, undefined when several. */
export function inviteCodeFromResources(resources: readonly string[] | undefined): string | null | undefined {
  const codes = (resources ?? []).filter((resource) => resource.startsWith(INVITE_CODE_RESOURCE_PREFIX));
  if (codes.length > 1) return undefined;
  const [resource] = codes;
  return resource === undefined ? null : resource.slice(INVITE_CODE_RESOURCE_PREFIX.length);
}

/** How long a sign-in nonce (and the message carrying it) stays valid. */
export const SIGN_IN_NONCE_TTL_SECONDS = 300;
