import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * A further limit keyed by something other than the client (an address, say),
 * to run as a route hook after the scope's limit: `max` calls a minute per key.
 * `name` keeps its counters apart from every other limit's.
 */
export function keyedRateLimit(
  api: FastifyInstance,
  options: { name: string; max: number; key: (request: FastifyRequest) => string },
): (request: FastifyRequest) => Promise<void> {
  const limiter = api.createRateLimit({
    max: options.max,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async (request) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new ApiError('rateLimited', { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}
