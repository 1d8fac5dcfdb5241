import type { OperatorRole } from '@colony/contract/operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { AuthenticatedSession, AuthService } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by `requireSession`; null on routes that do not ask for one. */
    member: AuthenticatedSession | null;
    /** The operator and their role, set by `requireOperator`; null elsewhere. */
    operator: { address: string; role: OperatorRole } | null;
  }
  interface FastifyInstance {
    /**
     * Route hook for endpoints that need a signed-in member: `{ onRequest: api.requireSession }`.
     * It checks the `token` and `address` headers and answers -1 (expired) or -403 (anything else wrong).
     */
    requireSession(request: FastifyRequest): Promise<void>;
    /**
     * Route hook for operators' endpoints: `{ onRequest: api.requireOperator('finance') }`. As
     * `requireSession`, then a member who is not an operator is refused (`operatorOnly`) and an
     * operator whose role does not cover the endpoint too (`operatorRoleMissing`; the owner's
     * covers every one), before the body is read, so a member learns nothing about the body's
     * rules. Without a role, any operator passes. Sets `request.operator`.
     */
    requireOperator(role?: OperatorRole): (request: FastifyRequest) => Promise<void>;
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
    /** The role of an operator's address; null for anyone else (`modules/operators`). */
    operatorRole: (address: string) => Promise<OperatorRole | null>;
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
  app.decorateRequest('operator', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('optionalSession', async (request: FastifyRequest) => {
    if (request.token !== null) await authenticate(request);
  });
  app.decorate('requireOperator', (needed?: OperatorRole) => {
    const guard = async (request: FastifyRequest) => {
      const member = await authenticate(request);
      const role = await options.operatorRole(member.address);
      if (role === null) throw new ApiError('operatorOnly');
      if (needed !== undefined && role !== 'owner' && role !== needed) {
        throw new ApiError('operatorRoleMissing', { role: needed }, { role: needed });
      }
      request.operator = { address: member.address, role };
    };
    OPERATOR_GUARDS.set(guard, needed ?? 'any');
    return guard;
  });
}

/** Every hook `requireOperator` made, with the role it asks for: a test checks each operators' route. */
const OPERATOR_GUARDS = new WeakMap<object, OperatorRole | 'any'>();

/** The role a route's operator guard asks for (`any` for any operator); null without a guard. */
export function operatorGuardOf(onRequest: unknown): OperatorRole | 'any' | null {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const role = typeof hook === 'function' ? OPERATOR_GUARDS.get(hook) : undefined;
    if (role) return role;
  }
  return null;
}

/** The member of a route guarded by `requireSession`. */
export function signedInMember(request: FastifyRequest): AuthenticatedSession {
  if (!request.member) throw new ApiError('sessionInvalid');
  return request.member;
}
