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
import type { SettlementClock } from '../../settlement/calendar.ts';
import { randomInviteCode } from '../members/invite-code-generator.ts';
import { joinColony } from '../members/service.ts';
import { joinEventsFor } from '../team/service.ts';
import type { AccessClaims, AccessTokens } from './access-tokens.ts';
import {
  deleteExpiredNonces,
  findSession,
  insertSession,
  isNonceLive,
  issueNonce,
  revokeSession,
  rotateSession,
  type SessionRow,
  signIn,
} from './queries.ts';
import {
  type ParsedSignInMessage,
  parseSignInMessage,
  readSignInMessage,
  type Site,
  signInMessage,
} from './sign-in-message.ts';
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
  /** How long after a refresh the token it replaced still answers the same successor (REFRESH_GRACE_SECONDS). */
  refreshGraceSeconds: number;
  now: () => number;
  /** A new member's own invite code; the database refuses one that is taken. */
  drawInviteCode?: () => string;
  /** The colony's days, for the day a new member joins on. */
  clock: SettlementClock;
}

/** A live session, as the authentication hook hands it to routes. */
export interface AuthenticatedSession {
  sessionId: string;
  memberId: number;
  address: string;
}

export interface AuthService {
  nonce(request: z.output<typeof loginNonceRequest>): Promise<LoginNonceResponse>;
  /** `parsed`: the message's fields, when the caller parsed it already (`parseSignInMessage`). */
  login(request: z.output<typeof loginRequest>, parsed?: ParsedSignInMessage | null): Promise<LoginResponse>;
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

  /** The token the session's last refresh replaced, sent again within the grace period of that refresh. */
  const isGraceReplay = (
    session: SessionRow,
    generation: number,
    now: number,
  ): session is SessionRow & { refreshedAt: Date } =>
    session.generation === generation + 1 &&
    session.refreshedAt !== null &&
    now - session.refreshedAt.getTime() < options.refreshGraceSeconds * 1000 &&
    session.expiresAt.getTime() > now;

  return {
    async nonce(request) {
      requireAllowedChain(request.chainId);
      const address = getAddress(request.address);
      const now = options.now();
      const inviteCode = request.referee ? request.referee : null;
      const nonce = generateSiweNonce();
      const expiresAt = new Date(now + SIGN_IN_NONCE_TTL_SECONDS * 1000);
      const messageWith = (code: string | null) =>
        signInMessage(options.site(), {
          address,
          chainId: request.chainId,
          nonce,
          inviteCode: code,
          issuedAt: new Date(now),
          expiresAt,
        });
      const withoutCode = messageWith(null);
      const withCode = inviteCode ? messageWith(inviteCode) : withoutCode;
      const issued = await issueNonce(db, {
        nonce,
        address,
        inviteCode,
        messageHash: { withoutCode: sha256(withoutCode), withCode: sha256(withCode) },
        expiresAt,
      });
      // A member's superior is fixed, so a code in their link is left out instead of refused.
      if (issued.isMember) {
        await sweepExpiredNonces(new Date(now));
        return { message: withoutCode };
      }
      if (inviteCode && !issued.inviteCodeKnown) throw new ApiError('inviteCodeUnknown');
      await sweepExpiredNonces(new Date(now));
      return { message: withCode };
    },

    async login(request, parsed = parseSignInMessage(request.message)) {
      const now = options.now();
      const fields = readSignInMessage(parsed, {
        site: options.site(),
        chainIds: options.chainIds,
        now: new Date(now),
      });
      // The code the visitor sent must be the one they signed: a code swapped afterwards is refused.
      // A message without one was issued to a member (whose superior is fixed), and a code the
      // browser still keeps from an invite link is ignored then.
      const sentCode = request.referee || null;
      if (fields.inviteCode !== null && sentCode !== fields.inviteCode)
        throw new ApiError('inviteCodeMismatch');

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

      const sessionId = randomUUID();
      // Only a message with an invite code may join; a join is recorded with it, in the same statement.
      const outcome = await signIn(db, {
        nonce: nonceKey,
        now: new Date(now),
        inviteCode: fields.inviteCode,
        newInviteCode: (options.drawInviteCode ?? randomInviteCode)(),
        session: { id: sessionId, expiresAt: new Date(now + options.sessionLifetimeSeconds * 1000) },
        joinEvents: (joined) => joinEventsFor(joined, options.clock),
      });
      switch (outcome.kind) {
        case 'signedIn': {
          const { member } = outcome;
          const token = await tokens.issue({ address: member.address, sessionId, generation: 1 }, now);
          return { token, address: member.address, inviteCode: member.inviteCode };
        }
        case 'nonceInvalid':
          throw new ApiError('nonceInvalid');
        case 'noInviteCode':
          throw new ApiError('bindSuperior');
        case 'inviteCodeUnknown':
          throw new ApiError('inviteCodeUnknown');
        case 'joinConflict': {
          // Rare: the address joined through another sign-in at the same moment, or the drawn code
          // was taken. The nonce is used up already; finish the sign-in the long way.
          const { superiorId } = outcome;
          return db.transaction(async (tx) => {
            const joined = await joinColony(tx, fields.address, superiorId, options.clock);
            const token = await startSession(tx, joined.id, joined.address, now);
            return { token, address: joined.address, inviteCode: joined.inviteCode };
          });
        }
      }
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
        if (isGraceReplay(session, claims.generation, now)) {
          // The answer to that refresh may have been lost: the same claims and issue time make the same
          // token, so every instance answers the successor it stands for, and nothing is rotated again.
          const successor = { ...claims, generation: session.generation };
          return { token: await tokens.issue(successor, session.refreshedAt.getTime()) };
        }
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
