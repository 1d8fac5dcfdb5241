import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { AuthenticatedSession, AuthService } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by `requireSession`; null on routes that do not ask for one. */
    member: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /**
     * Route hook for endpoints that need a signed-in member: `{ onRequest: api.requireSession }`.
     * It checks the `token` and `address` headers and answers -1 (expired) or -403 (anything else wrong).
     */
    requireSession(request: FastifyRequest): Promise<void>;
    /**
     * Route hook for operators' endpoints: `{ onRequest: api.requireOperator }`. As `requireSession`,
     * then a member outside OPERATOR_ADDRESSES is refused (`operatorOnly`), before the body is read,
     * so a member learns nothing about the body's rules.
     */
    requireOperator(request: FastifyRequest): Promise<void>;
    /**
     * Route hook for public endpoints that tell a signed-in member more (their own figures):
     * `{ onRequest: api.optionalSession }`. With a `token` header it checks the session as
     * `requireSession` does (-1, -403); without one the visitor is served, `request.member` null.
     */
    optionalSession(request: FastifyRequest): Promise<void>;
  }
}

export function memberSession(
  app: FastifyInstance,
  options: {
    auth: AuthService;
    operators: readonly string[];
    /**
     * Runs for the member once their session is checked, before the route: it collects their
     * settled earnings, so every answer shows balances with them (`modules/earnings/collection.ts`).
     */
    signedIn?: (memberId: number) => Promise<void>;
  },
): void {
  const authenticate = async (request: FastifyRequest) => {
    request.member = await options.auth.authenticate(request.token, request.address);
    await options.signedIn?.(request.member.memberId);
    return request.member;
  };
  app.decorateRequest('member', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('optionalSession', async (request: FastifyRequest) => {
    if (request.token !== null) await authenticate(request);
  });
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const member = await authenticate(request);
    if (!options.operators.includes(member.address)) throw new ApiError('operatorOnly');
  });
}

/** The member of a route guarded by `requireSession`. */
export function signedInMember(request: FastifyRequest): AuthenticatedSession {
  if (!request.member) throw new ApiError('sessionInvalid');
  return request.member;
}
