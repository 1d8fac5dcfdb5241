import { createHash } from 'node:crypto';
import { SUCCESS_CODE } from '@colony/contract/constants';
import type { Envelope } from '@colony/contract/envelope';
import { HEADER_IDEMPOTENCY_KEY } from '@colony/contract/headers';
import type { Language } from '@colony/contract/locales';
import { type MessageKey, translate } from '@colony/contract/messages/index';
import { IDEMPOTENCY_KEY_PATTERN } from '@colony/contract/money';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordOperatorAction, WithBefore } from '../audit/operator-log.ts';
import type { Db } from '../db/database.ts';
import { isRetryableConflict } from '../ledger/pg-errors.ts';
import { signedInMember } from '../plugins/member-session.ts';
import { ApiError, isApiError } from './api-error.ts';
import { errorEnvelope } from './envelope.ts';
import { findStoredAnswer, lockIdempotencyKey, storeAnswer } from './idempotency-queries.ts';

/** An answer as sent and as stored for its key. */
export interface IdempotentAnswer {
  status: number;
  body: Envelope<unknown>;
}

export interface IdempotentWrite {
  memberId: number;
  key: string;
  /** Names the endpoint: one key cannot be reused for another operation. */
  operation: string;
  /** The validated request body; the same key must come back with the same one. */
  body: unknown;
  language: Language;
  /** Message of the success envelope. */
  successMessage?: MessageKey;
}

/** Deadlocks between exchanges that lock the treasury's accounts in opposite order are retried whole. */
const CONFLICT_RETRIES = 5;

/**
 * Runs a value-moving write once per (member, Idempotency-Key). Inside one
 * transaction: wait for the key's advisory lock, answer the stored answer if
 * the key was used (a conflict when the operation or body differs), otherwise
 * run `work` in a savepoint and store its answer beside its ledger writes. A
 * refusal (an ApiError such as "Insufficient balance") is stored and replayed
 * too, its writes rolled back to the savepoint; any other failure stores
 * nothing, so the request can simply be sent again.
 */
export async function runIdempotent<T>(
  db: Db,
  write: IdempotentWrite,
  work: (tx: Db) => Promise<T>,
): Promise<IdempotentAnswer> {
  const requestHash = hashRequest(write.operation, write.body);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await lockIdempotencyKey(tx, write.memberId, write.key);
        const stored = await findStoredAnswer(tx, write.memberId, write.key);
        if (stored) {
          if (stored.operation !== write.operation || stored.requestHash !== requestHash) {
            throw new ApiError('idempotencyKeyConflict');
          }
          return { status: stored.statusCode, body: stored.response as Envelope<unknown> };
        }
        let answer: IdempotentAnswer;
        try {
          const data = await tx.transaction((savepoint) => work(savepoint as unknown as Db));
          answer = {
            status: 200,
            body: {
              code: SUCCESS_CODE,
              msg: translate(write.language, write.successMessage ?? 'errors.ok'),
              data,
            },
          };
        } catch (error) {
          if (!isApiError(error)) throw error;
          answer = {
            status: error.status,
            body: errorEnvelope(write.language, error.errorName, error.data, error.messageParams),
          };
        }
        await storeAnswer(tx, {
          memberId: write.memberId,
          key: write.key,
          operation: write.operation,
          requestHash,
          statusCode: answer.status,
          response: answer.body,
        });
        return answer;
      });
    } catch (error) {
      if (attempt >= CONFLICT_RETRIES || !isRetryableConflict(error)) throw error;
    }
  }
}

/** The request's `Idempotency-Key`, or "idempotency key required" when absent or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[HEADER_IDEMPOTENCY_KEY];
  const key = Array.isArray(header) ? undefined : header;
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError('idempotencyKeyRequired');
  return key;
}

/** For the OpenAPI description of every value-moving write. */
export const IDEMPOTENT_WRITE_DESCRIPTION =
  'Needs the `token` and `address` headers of a signed-in member and an `Idempotency-Key` header ' +
  '(8 to 100 letters, digits, `-` or `_`): the same key and body answer the first answer again, ' +
  'refusals included; the same key with another body is a 409 conflict.';

/** A route handler's whole body for a value-moving write: key, member, run once, answer with its status. */
export async function answerIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { operation: string; successMessage?: MessageKey },
  work: (tx: Db) => Promise<T>,
): Promise<Envelope<unknown>> {
  const key = idempotencyKeyOf(request);
  const { memberId } = signedInMember(request);
  const { operator } = request;
  // An operator's write is logged in its own savepoint: a refusal leaves no entry, a retry with
  // the key is answered from the stored answer and logs nothing again.
  const logged = async (tx: Db) => {
    const result = await work(tx);
    const answer = result instanceof WithBefore ? (result.answer as unknown) : result;
    if (operator) {
      await recordOperatorAction(tx, {
        operator: operator.address,
        role: operator.role,
        action: options.operation,
        before: result instanceof WithBefore ? result.before : null,
        request: request.body,
        after: answer,
        requestId: request.id,
        idempotencyKey: key,
      });
    }
    return answer;
  };
  const answer = await runIdempotent(
    db,
    { ...options, memberId, key, body: request.body, language: request.language },
    logged,
  );
  reply.code(answer.status);
  return answer.body;
}

/** SHA-256 of the operation and the body with object keys sorted, so key order does not matter. */
export function hashRequest(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(operation)
    .update('\n')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
