import {
  loginNonceRequest,
  loginNonceResponse,
  loginRequest,
  loginResponse,
  logoutRequest,
  logoutResponse,
  registerRequest,
  registerResponse,
} from '@colony/contract/auth';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { failureRateLimit, pairRateLimit } from '../../plugins/rate-limit.ts';
import type { AuthService } from './service.ts';
import { type ParsedSignInMessage, parseSignInMessage } from './sign-in-message.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Nonce and login calls a minute, each, per client. */
  perClientLimit: number;
  /** Nonce calls, and failed logins, a minute per client and address. */
  perAddressLimit: number;
}

const SESSION_HEADERS = 'Needs the `token` and `address` headers of a signed-in member.';

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (api, options) => {
  const { auth } = options;
  const perClient = { rateLimit: { max: options.perClientLimit, timeWindow: '1 minute' } };
  // Per address, a client's own attempts count, never other clients': naming an address costs its owner nothing.
  const noncePerAddress = pairRateLimit(api, {
    name: 'nonce-address',
    max: options.perAddressLimit,
    key: (request) => (request.body as { address: string }).address.toLowerCase(),
  });
  // A login's message is parsed once, for the failure limit's key and for the sign-in itself.
  const parsedMessages = new WeakMap<FastifyRequest, ParsedSignInMessage | null>();
  const parsedMessage = (request: FastifyRequest): ParsedSignInMessage | null => {
    if (!parsedMessages.has(request)) {
      const message = (request.body as { message?: unknown } | undefined)?.message;
      parsedMessages.set(request, typeof message === 'string' ? parseSignInMessage(message) : null);
    }
    return parsedMessages.get(request) ?? null;
  };
  const loginFailuresPerAddress = failureRateLimit(api, {
    name: 'login-address',
    max: options.perAddressLimit,
    // The address a message names, for counting attempts per address before anything is checked.
    key: (request) => parsedMessage(request)?.address?.toLowerCase() ?? 'none',
  });

  api.post(
    '/user/login/nonce',
    {
      config: perClient,
      preHandler: noncePerAddress,
      schema: {
        tags: ['sign-in'],
        summary: 'An EIP-4361 message for the wallet to sign',
        description:
          'Single use, valid 5 minutes, bound to this site, the address and the chain. An invite code given as ' +
          '`referee` rides in the message `Resources` as `urn:colony:invite-code:<code>`; it is left out for ' +
          'an address that is already a member.',
        body: loginNonceRequest,
        response: { 200: envelopeSchema(loginNonceResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await auth.nonce(request.body)),
  );

  api.post(
    '/user/login/login',
    {
      config: perClient,
      preHandler: loginFailuresPerAddress.check,
      onResponse: loginFailuresPerAddress.count,
      schema: {
        tags: ['sign-in'],
        summary: 'Sign in with the signed message',
        description:
          '`referee` must equal the invite code inside the signed message when it carries one; a message without ' +
          'one was issued to a member, and `referee` is ignored then. A new address without an invite code gets ' +
          '-2. The token is the access token and also the refresh token.',
        body: loginRequest,
        response: { 200: envelopeSchema(loginResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await auth.login(request.body, parsedMessage(request))),
  );

  api.post(
    '/user/login/register',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Refresh: exchange the current access token, expired or not, for a new one',
        description:
          'Rotates: the old token stops working. Sent again within REFRESH_GRACE_SECONDS (10) of that ' +
          'refresh, it answers the same new token (a retry whose answer was lost); any other reuse ends the ' +
          'whole session. Works until the session is 30 days old (SESSION_LIFETIME).',
        body: registerRequest,
        response: { 200: envelopeSchema(registerResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await auth.refresh(request.body)),
  );

  api.post(
    '/user/login/logout',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['sign-in'],
        summary: 'End the session',
        description: SESSION_HEADERS,
        body: logoutRequest,
        response: { 200: envelopeSchema(logoutResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => {
      await auth.logout(signedInMember(request));
      return ok(request, null);
    },
  );
};
