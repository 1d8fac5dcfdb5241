import {
  settlementIndexRequest,
  settlementIndexResponse,
  settlementRunRequest,
  settlementRunResponse,
} from '@colony/contract/avatars';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { type SettlementContext, settleDays, settledDaysPage } from './service.ts';

export const settlementRoutes: FastifyPluginAsyncZod<{ db: Db; context: SettlementContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    '/admin/Settlement/run',
    {
      onRequest: api.requireOperator,
      schema: {
        tags: ['operators'],
        summary:
          'Settle every unsettled day up to `through` (YYYY-MM-DD), answering per day and step what was done',
        description:
          'For operators (OPERATOR_ADDRESSES). Days are settled in order, each step once whoever runs it; a day that has not ended is refused unless SETTLEMENT_ALLOW_FUTURE is set.',
        body: settlementRunRequest,
        response: { 200: envelopeSchema(settlementRunResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await settleDays(db, context, request.body.through)),
  );

  api.post(
    '/admin/Settlement/index',
    {
      onRequest: api.requireOperator,
      schema: {
        tags: ['operators'],
        summary: 'The settled days, newest first, with each step’s figures',
        description: 'For operators (OPERATOR_ADDRESSES).',
        body: settlementIndexRequest,
        response: { 200: envelopeSchema(settlementIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await settledDaysPage(db, context, request.body)),
  );
};
