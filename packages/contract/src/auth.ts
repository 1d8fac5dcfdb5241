import { z } from 'zod';
import { isChecksummedAddress, isValidAddress } from './address.ts';
import { isInviteCode } from './invite-code.ts';
import { multiLineText, singleLineText } from './text.ts';

export { isChecksummedAddress, isValidAddress } from './address.ts';
export {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  isInviteCode,
  normalizeInviteCode,
} from './invite-code.ts';

/** Longest accepted EIP-4361 message and signature (an EIP-6492 signature carries its factory call). */
export const SIGN_IN_LIMITS = { message: 4096, signatureHexChars: 20_000, token: 4096, appKey: 200 } as const;

/** A 20-byte hex address; mixed case must carry a valid EIP-55 checksum. */
export const address = z
  .string()
  .refine(isValidAddress, { params: { format: 'address' } })
  .describe('0x-prefixed 20-byte address; mixed case must carry a valid EIP-55 checksum');

/** An address a member types (a transfer's recipient): only its EIP-55 checksummed form. */
export const checksummedAddress = z
  .string()
  .refine(isChecksummedAddress, { params: { format: 'address' } })
  .describe('0x-prefixed 20-byte address in its EIP-55 checksummed (mixed) case');

/** An invite code, case-insensitive; an empty value means none (SPEC.md §3: referee may be empty). */
export const referee = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isInviteCode(value), { params: { format: 'inviteCode' } })
  .describe('Invite code of the member who invited the caller; empty or absent for none');

/** POST /api/user/login/nonce */
export const loginNonceRequest = z
  .object({
    address,
    chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    referee: referee.optional(),
  })
  .strict();
export type LoginNonceRequest = z.input<typeof loginNonceRequest>;

export const loginNonceResponse = z.object({
  /** The EIP-4361 message the wallet signs, unchanged. */
  message: z.string(),
});
export type LoginNonceResponse = z.infer<typeof loginNonceResponse>;

/** POST /api/user/login/login */
export const loginRequest = z
  .object({
    message: multiLineText().min(1).max(SIGN_IN_LIMITS.message),
    sign: z
      .string()
      .max(SIGN_IN_LIMITS.signatureHexChars)
      .regex(/^0x(?:[0-9a-fA-F]{2})+$/)
      .describe('The wallet signature of `message`, hex'),
    referee: referee.optional(),
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  /** Access token; it is also the refresh token (SPEC.md §3), sent back to /user/login/register. */
  token: z.string(),
  /** The member's address, EIP-55 checksummed. */
  address: z.string(),
  inviteCode: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/user/login/register: refresh. `token` is the current access token, expired or not. */
export const registerRequest = z
  .object({
    appkey: singleLineText().min(1).max(SIGN_IN_LIMITS.appKey),
    address,
    token: singleLineText().min(1).max(SIGN_IN_LIMITS.token),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerResponse = z.object({ token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST /api/user/login/logout (token + address headers) */
export const logoutRequest = z.object({}).strict();
export const logoutResponse = z.null();

/** POST /api/user/user/index (token + address headers) */
export const userIndexRequest = z.object({}).strict();
export const userIndexResponse = z.object({
  address: z.string(),
  inviteCode: z.string(),
  /** The address of the member who invited this one; null for the colony's root. */
  superior: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type UserIndexResponse = z.infer<typeof userIndexResponse>;
