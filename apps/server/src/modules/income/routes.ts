import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  TEAM_PATHS,
  teamRulesRequest,
  teamRulesResponse,
  teamXingRequest,
  teamXingResponse,
} from '@colony/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { type IncomeContext, incomeRules, xingSystem } from './service.ts';

export const incomeRoutes: FastifyPluginAsyncZod<{ db: Db; context: IncomeContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    TEAM_PATHS.xingSystem,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['team'],
        summary:
          "The star levels, the caller's level (given by the latest settlement), the level their figures reach now and what the next one needs",
        description:
          'Needs the `token` and `address` headers of a signed-in member. The next settlement gives the level the figures reach then.',
        body: teamXingRequest,
        response: { 200: envelopeSchema(teamXingResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await xingSystem(db, context, signedInMember(request).memberId)),
  );

  api.post(
    TEAM_PATHS.rules,
    {
      schema: {
        tags: ['team'],
        summary: 'How referral, team, bonus and star-level income work: the rates the settlement applies',
        description: 'Public. Rates are exact decimal shares ("0.05" is 5 %).',
        body: teamRulesRequest,
        response: { 200: envelopeSchema(teamRulesResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, incomeRules(context)),
  );
};
