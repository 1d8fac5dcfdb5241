import { ERRORS } from '@colony/contract/errors';
import { ApiError } from '../http/api-error.ts';

/** A random RFC 4122 version-4 uuid; also outside secure contexts, where `crypto.randomUUID` is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Codes of answers that say nothing about whether the write happened: the same key must go again. */
const UNSETTLED_CODES = new Set<number>([
  ERRORS.internal.code,
  ERRORS.unavailable.code,
  ERRORS.rateLimited.code,
]);

/**
 * Whether a failed write may have been applied, or may still be: no answer at all (network, timeout),
 * a server failure, or a rate limit. Those are retried with the same `Idempotency-Key`, so the
 * server runs the action at most once. A refusal (insufficient balance, below the minimum) is
 * stored under its key as the first answer, so the next attempt needs a new key.
 */
export function isUnsettled(error: unknown): boolean {
  if (error instanceof ApiError) return UNSETTLED_CODES.has(error.code);
  return true;
}

/**
 * The `Idempotency-Key` of one action the member confirms (a transfer, a withdrawal, a sale).
 * The key is made when the member first confirms; confirming the same request again after an
 * unsettled failure reuses it, while a changed request, a success or a refusal starts afresh.
 */
export function createIdempotentAction() {
  let current: { request: string; key: string } | undefined;
  return {
    /** The key to send with `request`, which is compared as JSON. */
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
      if (current?.request !== fingerprint) current = { request: fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    /** Call with the outcome: the key is kept only when the failure leaves the action unsettled. */
    settle(error?: unknown): void {
      if (error === undefined || !isUnsettled(error)) current = undefined;
    },
  };
}

export type IdempotentAction = ReturnType<typeof createIdempotentAction>;
