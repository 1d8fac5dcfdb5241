import { userIndexRequest } from '@colony/contract/auth';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import { userIndexWithAssetsResponse } from '@colony/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import type { SettlementClock } from '../../settlement/calendar.ts';
import { memberAssets } from '../assets/service.ts';
import { memberProfile } from './service.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ db: Db; clock: SettlementClock }> = async (
  api,
  { db, clock },
) => {
  api.post(
    '/user/user/index',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['members'],
        summary:
          "The signed-in member's profile (address, invite code, superior, joining time) and assets: balances, fuel, income",
        description: 'Needs the `token` and `address` headers of a signed-in member.',
        body: userIndexRequest,
        response: { 200: envelopeSchema(userIndexWithAssetsResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { memberId } = signedInMember(request);
      return ok(request, {
        ...(await memberProfile(db, memberId)),
        ...(await memberAssets(db, clock, memberId)),
      });
    },
  );
};
