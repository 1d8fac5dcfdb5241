import { inviteCodeFromResources, inviteCodeResource, isInviteCode } from '@colony/contract/invite-code';
import { type Address, getAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { ApiError } from '../../http/api-error.ts';

export const SIGN_IN_STATEMENT = 'Sign in to Colony with this wallet.';
/** Leeway for a wallet's clock running ahead of the server's. */
const CLOCK_SKEW_MS = 60_000;

/** Where sign-in messages are valid: the host (with port) and the address of the site. */
export interface Site {
  domain: string;
  uri: string;
}

export function siteOf(publicUrl: string): Site {
  const url = new URL(publicUrl);
  return { domain: url.host, uri: url.origin };
}

export interface SignInFields {
  address: Address;
  chainId: number;
  nonce: string;
  inviteCode: string | null;
  expiresAt: Date;
}

/** The EIP-4361 message the wallet signs; the invite code rides in `Resources`. */
export function signInMessage(site: Site, fields: SignInFields & { issuedAt: Date }): string {
  return createSiweMessage({
    domain: site.domain,
    uri: site.uri,
    version: '1',
    statement: SIGN_IN_STATEMENT,
    address: fields.address,
    chainId: fields.chainId,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expiresAt,
    ...(fields.inviteCode ? { resources: [inviteCodeResource(fields.inviteCode)] } : {}),
  });
}

/** A message's EIP-4361 fields as written, none of them checked yet. */
export type ParsedSignInMessage = ReturnType<typeof parseSiweMessage>;

/** The fields of `message` as written, or null when it cannot be read at all. */
export function parseSignInMessage(message: string): ParsedSignInMessage | null {
  try {
    return parseSiweMessage(message);
  } catch {
    return null;
  }
}

/**
 * Reads a signed message (or its fields, parsed once by `parseSignInMessage`) and checks
 * everything but the signature and the nonce: its form, that it is this site's, on an allowed
 * chain and within its lifetime.
 */
export function readSignInMessage(
  message: string | ParsedSignInMessage | null,
  expected: { site: Site; chainIds: readonly number[]; now: Date },
): SignInFields {
  const parsed = typeof message === 'string' ? parseSignInMessage(message) : message;
  if (parsed === null) throw new ApiError('siweMessageInvalid');
  const { domain, uri, address, chainId, nonce, version, issuedAt, expirationTime, notBefore } = parsed;
  if (
    version !== '1' ||
    !domain ||
    !uri ||
    !address ||
    chainId === undefined ||
    !nonce ||
    !isValidDate(issuedAt) ||
    !isValidDate(expirationTime) ||
    (notBefore !== undefined && !isValidDate(notBefore))
  ) {
    throw new ApiError('siweMessageInvalid');
  }
  if (domain !== expected.site.domain || uri !== expected.site.uri) throw new ApiError('siweDomainMismatch');
  if (!expected.chainIds.includes(chainId)) throw new ApiError('chainNotAllowed');

  const now = expected.now.getTime();
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS) throw new ApiError('siweMessageInvalid');
  if (now >= expirationTime.getTime()) throw new ApiError('siweMessageExpired');
  if (notBefore && now < notBefore.getTime()) throw new ApiError('siweMessageInvalid');

  const inviteCode = inviteCodeFromResources(parsed.resources);
  if (inviteCode === undefined || (inviteCode !== null && !isInviteCode(inviteCode))) {
    throw new ApiError('siweMessageInvalid');
  }
  let checksummed: Address;
  try {
    checksummed = getAddress(address);
  } catch {
    throw new ApiError('siweMessageInvalid');
  }
  return { address: checksummed, chainId, nonce, inviteCode, expiresAt: expirationTime };
}

function isValidDate(value: Date | undefined): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
