import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { clockedRateLimitStore } from './rate-limit-store.ts';

/**
 * Limits every route of the scope it is registered in to `max` requests a
 * minute per client; routes may set a stricter `config.rateLimit` of their own.
 * The counters live in this process, on the app's clock: with several
 * instances, DESIGN.md §9's shared store takes over (see docs/scaling.md).
 */
export async function apiRateLimit(
  api: FastifyInstance,
  options: { max: number; now: () => number },
): Promise<void> {
  await api.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    store: clockedRateLimitStore(options.now),
    errorResponseBuilder: (_request, context) =>
      new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
}

/** Which client and what it names, e.g. `nonce-address:203.0.113.7:0xabc…`. */
function pairKey(name: string, request: FastifyRequest, key: (request: FastifyRequest) => string): string {
  return `${name}:${normalizeIP(request.ip)}:${key(request)}`;
}

/**
 * A further limit per client and something it names (an address, say), to run as a route hook
 * after the scope's limit: `max` calls a minute per pair. Other clients naming the same thing
 * count on their own, so no one can use up the budget of the thing's owner.
 * `name` keeps its counters apart from every other limit's.
 */
export function pairRateLimit(
  api: FastifyInstance,
  options: { name: string; max: number; key: (request: FastifyRequest) => string },
): (request: FastifyRequest) => Promise<void> {
  const limiter = api.createRateLimit({
    max: options.max,
    timeWindow: '1 minute',
    keyGenerator: (request) => pairKey(options.name, request, options.key),
  });
  return async (request) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new ApiError('rateLimited', { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}

/**
 * Like `pairRateLimit`, but only failures count (answers 400 to 499 other than 429): `check`, a
 * route hook, refuses a pair once it failed `max` times in the minute; `count`, the route's
 * `onResponse` hook, counts a failure. What succeeds is never held back.
 */
export function failureRateLimit(
  api: FastifyInstance,
  options: { name: string; max: number; key: (request: FastifyRequest) => string },
): {
  check: (request: FastifyRequest) => Promise<void>;
  count: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
} {
  const limiter = api.createRateLimit({
    max: options.max,
    timeWindow: '1 minute',
    keyGenerator: (request) => pairKey(options.name, request, options.key),
  });
  return {
    async check(request) {
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) {
        throw new ApiError('rateLimited', { retryAfterSeconds: result.ttlInSeconds });
      }
    },
    async count(request, reply) {
      const status = reply.statusCode;
      if (status >= 400 && status < 500 && status !== 429) await limiter(request);
    },
  };
}
