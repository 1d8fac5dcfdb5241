import {
  settlementIndexRequest,
  settlementIndexResponse,
  settlementRunRequest,
  settlementRunResponse,
} from '@colony/contract/avatars';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordOperatorAction } from '../../audit/operator-log.ts';
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
      onRequest: api.requireOperator('finance'),
      schema: {
        tags: ['operators'],
        summary:
          'Settle every unsettled day up to `through` (YYYY-MM-DD), answering per day and step what was done',
        description:
          'For operators with the finance role or the owner. Days are settled in order, each step once whoever runs it; a day that has not ended is refused unless SETTLEMENT_ALLOW_FUTURE is set.',
        body: settlementRunRequest,
        response: { 200: envelopeSchema(settlementRunResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => {
      const settled = await settleDays(db, context, request.body.through);
      // Each step commits on its own (and a run sent again settles nothing twice), so the run is
      // logged once it is done, with what it did.
      const { operator } = request;
      if (operator) {
        await recordOperatorAction(db, {
          operator: operator.address,
          role: operator.role,
          action: 'admin.Settlement.run',
          before: null,
          request: request.body,
          after: settled,
          requestId: request.id,
          idempotencyKey: null,
        });
      }
      return ok(request, settled);
    },
  );

  api.post(
    '/admin/Settlement/index',
    {
      onRequest: api.requireOperator('finance'),
      schema: {
        tags: ['operators'],
        summary: 'The settled days, newest first, with each step’s figures',
        description: 'For operators with the finance role or the owner.',
        body: settlementIndexRequest,
        response: { 200: envelopeSchema(settlementIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await settledDaysPage(db, context, request.body)),
  );
};
