import { envelopeSchema } from '@colony/contract/envelope-schema';
import { moneyLogRequest, moneyLogResponse } from '@colony/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { moneyLog } from './service.ts';

export const assetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (api, { db }) => {
  api.post(
    '/user/user/money_log',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: "The signed-in member's money log: every movement of their assets, newest first",
        description:
          'Needs the `token` and `address` headers of a signed-in member. Amounts are signed decimal strings of base units.',
        body: moneyLogRequest,
        response: { 200: envelopeSchema(moneyLogResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await moneyLog(db, signedInMember(request).memberId, request.body)),
  );
};
