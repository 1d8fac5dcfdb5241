import { errors, jwtVerify, SignJWT } from 'jose';
import { getAddress, isAddress } from 'viem';
import { ApiError } from '../../http/api-error.ts';

/** The only algorithm accepted: a token naming any other (`none` included) is refused. */
const ALGORITHM = 'HS256';
export const TOKEN_AUDIENCE = 'colony-api';
export const TOKEN_ISSUER = 'colony';

/** What an access token says: whose it is and which session and refresh it belongs to. */
export interface AccessClaims {
  address: string;
  sessionId: string;
  generation: number;
}

export interface AccessTokens {
  issue(claims: AccessClaims, nowMs: number): Promise<string>;
  /**
   * The claims of a genuine token. An expired one answers `tokenExpired` (-1),
   * unless `allowExpired` (refresh); anything forged, malformed or meant for
   * another audience answers `sessionInvalid` (-403).
   */
  verify(token: string, nowMs: number, options?: { allowExpired?: boolean }): Promise<AccessClaims>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function accessTokens(options: { secret: string; ttlSeconds: number }): AccessTokens {
  // Imported once: given the raw bytes, jose imports a new key for every token it signs or checks.
  const cryptoKey = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async issue(claims, nowMs) {
      const now = Math.floor(nowMs / 1000);
      return new SignJWT({ sid: claims.sessionId, gen: claims.generation })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.address)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(await cryptoKey);
    },

    async verify(token, nowMs, { allowExpired = false } = {}) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, await cryptoKey, {
          algorithms: [ALGORITHM],
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(nowMs),
        }));
      } catch (error) {
        // jose checks the signature, then issuer and audience, and the expiry last:
        // an expired token reaching here is genuine and meant for this API.
        if (!(error instanceof errors.JWTExpired) || error.claim !== 'exp')
          throw new ApiError('sessionInvalid');
        if (!allowExpired) throw new ApiError('tokenExpired');
        payload = error.payload;
      }
      const { sub, sid, gen } = payload;
      if (
        typeof sub !== 'string' ||
        !isAddress(sub, { strict: false }) ||
        typeof sid !== 'string' ||
        !UUID.test(sid) ||
        typeof gen !== 'number' ||
        !Number.isSafeInteger(gen) ||
        gen < 1
      ) {
        throw new ApiError('sessionInvalid');
      }
      return { address: getAddress(sub), sessionId: sid, generation: gen };
    },
  };
}
