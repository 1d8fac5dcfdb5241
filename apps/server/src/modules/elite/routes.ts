import {
  ELITE_PATHS,
  eliteApplicationsRequest,
  eliteApplicationsResponse,
  eliteApplyRequest,
  eliteApplyResponse,
  eliteIndexRequest,
  eliteIndexResponse,
} from '@colony/contract/elite';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { applyForElite, type EliteContext, eliteApplications, eliteIndex } from './service.ts';

const SIGNED_IN = 'Needs the `token` and `address` headers of a signed-in member.';

export const eliteRoutes: FastifyPluginAsyncZod<{ db: Db; context: EliteContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    ELITE_PATHS.index,
    {
      // Public; with session headers the member's standing comes too (an expired token answers -1).
      onRequest: async (request) => {
        if (request.token !== null || request.address !== null) await api.requireSession(request);
      },
      schema: {
        tags: ['elite'],
        summary:
          "The elite tiers with their requirements and benefits; the signed-in caller's tier, standing, monthly reviews and application",
        description:
          "Public. With the `token` and `address` headers of a member, their tier (the latest monthly review's), `reachedTier` (what the figures reach now), standing, reviews and application.",
        body: eliteIndexRequest,
        response: { 200: envelopeSchema(eliteIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await eliteIndex(db, context, request.member?.memberId ?? null)),
  );

  api.post(
    ELITE_PATHS.apply,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['elite'],
        summary:
          'Send the elite sign-up form for a tier the caller reaches: one application per member and colony month',
        description: `${SIGNED_IN} Only for a tier whose requirements the caller's live figures all meet (else \`eliteRequirementNotMet\`, 400, nothing recorded). A second application in the same month answers \`eliteAlreadyApplied\` (409).`,
        body: eliteApplyRequest,
        response: { 200: envelopeSchema(eliteApplyResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        request,
        await applyForElite(db, context, signedInMember(request).memberId, request.body),
        'elite.applicationReceived',
      ),
  );

  api.post(
    ELITE_PATHS.applications,
    {
      onRequest: api.requireOperator('support'),
      schema: {
        tags: ['operators'],
        summary: "Every member's elite application, newest first, with the tier their figures reach now",
        description:
          'For operators with the support role or the owner, signed in with the `token` and `address` headers; anyone else is refused before the body is read.',
        body: eliteApplicationsRequest,
        response: { 200: envelopeSchema(eliteApplicationsResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await eliteApplications(db, context, request.body)),
  );
};
