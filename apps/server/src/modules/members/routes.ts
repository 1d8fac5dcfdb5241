import { userIndexRequest, userIndexResponse } from '@colony/contract/auth';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { memberProfile } from './service.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (api, { db }) => {
  api.post(
    '/user/user/index',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['members'],
        summary: "The signed-in member's profile: address, invite code, superior, joining time",
        description: 'Needs the `token` and `address` headers of a signed-in member.',
        body: userIndexRequest,
        response: { 200: envelopeSchema(userIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await memberProfile(db, signedInMember(request).memberId)),
  );
};
