import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  confirmTransRequest,
  confirmTransResponse,
  transMoneyLogRequest,
  transMoneyLogResponse,
} from '@colony/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { confirmTransfer, transferHistory } from './service.ts';

export const transferRoutes: FastifyPluginAsyncZod<{ db: Db; economy: EconomyConfig }> = async (
  api,
  { db, economy },
) => {
  api.post(
    '/user/user/confirmTrans',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: 'Send an asset to another member by address',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Answers the journal transfer.`,
        body: confirmTransRequest,
        response: { 200: envelopeSchema(confirmTransResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'user.confirmTrans', successMessage: 'money.transferSuccessful' },
        (tx) => confirmTransfer(tx, economy, signedInMember(request), request.body),
      ),
  );

  api.post(
    '/user/user/getTransMoneyLog',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: "The signed-in member's transfers to and from other members, newest first",
        description: 'Needs the `token` and `address` headers of a signed-in member.',
        body: transMoneyLogRequest,
        response: { 200: envelopeSchema(transMoneyLogResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await transferHistory(db, signedInMember(request).memberId, request.body)),
  );
};
