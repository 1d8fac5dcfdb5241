import { createHash, randomUUID } from 'node:crypto';
import type {
  LoginNonceResponse,
  LoginResponse,
  loginNonceRequest,
  loginRequest,
  RegisterResponse,
  registerRequest,
} from '@colony/contract/auth';
import { SIGN_IN_NONCE_TTL_SECONDS } from '@colony/contract/invite-code';
import { getAddress, type Hex } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { findMemberByAddress, findMemberByInviteCode } from '../members/queries.ts';
import { joinColony } from '../members/service.ts';
import type { AccessClaims, AccessTokens } from './access-tokens.ts';
import {
  consumeNonce,
  deleteExpiredNonces,
  findSession,
  insertNonce,
  insertSession,
  isNonceLive,
  revokeSession,
  rotateSession,
} from './queries.ts';
import { readSignInMessage, type Site, signInMessage } from './sign-in-message.ts';
import type { SignatureVerifier } from './signature-verifier.ts';

/** Expired nonces are swept at most this often, by whichever request comes along. */
const NONCE_SWEEP_INTERVAL_MS = 60_000;

export interface AuthOptions {
  db: Db;
  tokens: AccessTokens;
  verifier: SignatureVerifier;
  /** The site sign-in messages are bound to; read per call, as the port may be known only once listening. */
  site: () => Site;
  chainIds: readonly number[];
  appKey: string;
  sessionLifetimeSeconds: number;
  now: () => number;
}

/** A live session, as the authentication hook hands it to routes. */
export interface AuthenticatedSession {
  sessionId: string;
  memberId: number;
  address: string;
}

export interface AuthService {
  nonce(request: z.output<typeof loginNonceRequest>): Promise<LoginNonceResponse>;
  login(request: z.output<typeof loginRequest>): Promise<LoginResponse>;
  refresh(request: z.output<typeof registerRequest>): Promise<RegisterResponse>;
  logout(session: AuthenticatedSession): Promise<void>;
  /** The session a request's `token` and `address` headers prove, or an ApiError (-1, -403). */
  authenticate(token: string | null, address: string | null): Promise<AuthenticatedSession>;
}

export function authService(options: AuthOptions): AuthService {
  const { db, tokens, verifier } = options;
  let lastSweep = 0;

  const sweepExpiredNonces = async (now: Date) => {
    if (now.getTime() - lastSweep < NONCE_SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await deleteExpiredNonces(db, now);
  };

  const requireAllowedChain = (chainId: number) => {
    if (!options.chainIds.includes(chainId)) throw new ApiError('chainNotAllowed');
  };

  const startSession = async (tx: Db, memberId: number, address: string, now: number) => {
    const sessionId = randomUUID();
    await insertSession(tx, {
      id: sessionId,
      memberId,
      createdAt: new Date(now),
      expiresAt: new Date(now + options.sessionLifetimeSeconds * 1000),
    });
    return tokens.issue({ address, sessionId, generation: 1 }, now);
  };

  return {
    async nonce(request) {
      requireAllowedChain(request.chainId);
      const address = getAddress(request.address);
      const now = options.now();
      let inviteCode = request.referee ? request.referee : null;
      if (inviteCode) {
        // A member's superior is fixed, so a code in their link is left out instead of refused.
        if (await findMemberByAddress(db, address)) inviteCode = null;
        else if (!(await findMemberByInviteCode(db, inviteCode))) throw new ApiError('inviteCodeUnknown');
      }
      const nonce = generateSiweNonce();
      const expiresAt = new Date(now + SIGN_IN_NONCE_TTL_SECONDS * 1000);
      const message = signInMessage(options.site(), {
        address,
        chainId: request.chainId,
        nonce,
        inviteCode,
        issuedAt: new Date(now),
        expiresAt,
      });
      await insertNonce(db, { nonce, address, messageHash: sha256(message), expiresAt });
      await sweepExpiredNonces(new Date(now));
      return { message };
    },

    async login(request) {
      const now = options.now();
      const fields = readSignInMessage(request.message, {
        site: options.site(),
        chainIds: options.chainIds,
        now: new Date(now),
      });
      // The code the visitor sent must be the one they signed: a code swapped afterwards is refused.
      if ((request.referee || null) !== fields.inviteCode) throw new ApiError('inviteCodeMismatch');

      const nonceKey = { nonce: fields.nonce, address: fields.address, messageHash: sha256(request.message) };
      const signed = {
        address: fields.address,
        message: request.message,
        signature: request.sign as Hex,
        chainId: fields.chainId,
      };
      if (!(await verifier.recoversLocally(signed))) {
        // Maybe a contract wallet: only a live nonce is worth a call to the chain.
        if (!(await isNonceLive(db, nonceKey, new Date(now)))) throw new ApiError('nonceInvalid');
        let valid: boolean;
        try {
          valid = await verifier.verifyOnChain(signed);
        } catch {
          throw new ApiError('unavailable');
        }
        if (!valid) throw new ApiError('signatureInvalid');
      }
      if (!(await consumeNonce(db, nonceKey, new Date(now)))) throw new ApiError('nonceInvalid');

      const member = await findMemberByAddress(db, fields.address);
      if (member) {
        const token = await startSession(db, member.id, member.address, now);
        return { token, address: member.address, inviteCode: member.inviteCode };
      }
      if (!fields.inviteCode) throw new ApiError('bindSuperior');
      const inviteCode = fields.inviteCode;
      // A new member and its first session are written together or not at all.
      return db.transaction(async (tx) => {
        const superior = await findMemberByInviteCode(tx, inviteCode);
        if (!superior) throw new ApiError('inviteCodeUnknown');
        const joined = await joinColony(tx, fields.address, superior.id);
        const token = await startSession(tx, joined.id, joined.address, now);
        return { token, address: joined.address, inviteCode: joined.inviteCode };
      });
    },

    async refresh(request) {
      if (request.appkey !== options.appKey) throw new ApiError('badAppKey');
      const now = options.now();
      const claims = await tokens.verify(request.token, now, { allowExpired: true });
      if (!sameAddress(request.address, claims)) throw new ApiError('sessionInvalid');

      const generation = await rotateSession(
        db,
        { id: claims.sessionId, generation: claims.generation },
        new Date(now),
      );
      if (generation !== undefined) {
        return { token: await tokens.issue({ ...claims, generation }, now) };
      }
      const session = await findSession(db, claims.sessionId);
      if (session && session.revokedAt === null && session.generation > claims.generation) {
        // A token that was already refreshed came back: someone else holds a copy, so end the session.
        await revokeSession(db, session.id, 'reuse', new Date(now));
      }
      throw new ApiError('sessionInvalid');
    },

    async logout(session) {
      await revokeSession(db, session.sessionId, 'logout', new Date(options.now()));
    },

    async authenticate(token, address) {
      if (!token || !address) throw new ApiError('sessionInvalid');
      const now = options.now();
      const claims = await tokens.verify(token, now);
      if (!sameAddress(address, claims)) throw new ApiError('sessionInvalid');
      const session = await findSession(db, claims.sessionId);
      if (
        !session ||
        session.revokedAt !== null ||
        session.generation !== claims.generation ||
        session.expiresAt.getTime() <= now ||
        session.address !== claims.address
      ) {
        throw new ApiError('sessionInvalid');
      }
      return { sessionId: session.id, memberId: session.memberId, address: session.address };
    },
  };
}

function sameAddress(address: string, claims: AccessClaims): boolean {
  try {
    return getAddress(address) === claims.address;
  } catch {
    return false;
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
