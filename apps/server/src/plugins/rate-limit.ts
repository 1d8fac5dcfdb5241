import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';

/**
 * Limits every route of the scope it is registered in to `max` requests a
 * minute per client; routes may set a stricter `config.rateLimit` of their own.
 * The counters live in this process: with several instances, DESIGN.md §9's
 * shared store takes over (see docs/scaling.md).
 */
export async function apiRateLimit(api: FastifyInstance, options: { max: number }): Promise<void> {
  await api.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
}
