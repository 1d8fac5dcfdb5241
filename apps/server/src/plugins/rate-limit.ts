import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { clockedRateLimitStore, fixedWindows } from './rate-limit-store.ts';
import { withHook } from './with-hook.ts';

const MINUTE_MS = 60_000;

/**
 * Limits every route of the scope it is registered in to `max` requests a minute per client;
 * routes may set a `config.rateLimit` of their own instead (the contact form, sign-in), which
 * @fastify/rate-limit serves, with the pair limits below. The scope's own limit is counted by a
 * hook of this file: it runs on every API call, and the plugin's hook costs several promises and a
 * read of `request.routeOptions` (a new object each time) per request. It answers alike: 429 with
 * Retry-After and the x-ratelimit-* figures, which answers within the limit go without.
 * The counters live in this process, on the app's clock: with several instances, DESIGN.md §9's
 * shared store takes over (see docs/scaling.md).
 */
export async function apiRateLimit(
  api: FastifyInstance,
  options: { max: number; now: () => number },
): Promise<void> {
  await api.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: MINUTE_MS,
    store: clockedRateLimitStore(options.now),
    errorResponseBuilder: (_request, context) =>
      new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });

  const { max } = options;
  const windows = fixedWindows(options.now);
  const limitClient: onRequestHookHandler = (request, reply, done) => {
    const { current, ttl } = windows.hit(clientKey(request), MINUTE_MS);
    if (current <= max) {
      done();
      return;
    }
    const seconds = Math.ceil(ttl / 1000);
    reply
      .header('x-ratelimit-limit', max)
      .header('x-ratelimit-remaining', 0)
      .header('x-ratelimit-reset', seconds)
      .header('retry-after', seconds);
    done(new ApiError('rateLimited', { retryAfterSeconds: seconds }));
  };
  api.addHook('onRoute', (route) => {
    if (route.config?.rateLimit == null) route.onRequest = withHook(route.onRequest, limitClient);
  });
}

/**
 * The client a request counts for, as @fastify/rate-limit names it: its address (the proxy's
 * client under TRUST_PROXY), an IPv6 one by its /64; an IPv4 address is its own name.
 */
function clientKey(request: FastifyRequest): string {
  const { ip } = request;
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

/** Which client and what it names, e.g. `nonce-address:203.0.113.7:0xabc…`. */
function pairKey(name: string, request: FastifyRequest, key: (request: FastifyRequest) => string): string {
  return `${name}:${clientKey(request)}:${key(request)}`;
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
