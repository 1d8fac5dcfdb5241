import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  addOperatorRequest,
  addOperatorResponse,
  OPERATOR_PATHS,
  operatorLogRequest,
  operatorLogResponse,
  operatorsRequest,
  operatorsResponse,
  removeOperatorRequest,
  removeOperatorResponse,
} from '@colony/contract/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorLog, WithBefore } from '../../audit/operator-log.ts';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { activeOperators } from './queries.ts';
import { addOperator, removeOperator } from './service.ts';

const ANY_OPERATOR = 'For operators, any role; anyone else is refused before the body is read.';
const OWNER_ONLY = `For owners only; anyone else is refused before the body is read. ${IDEMPOTENT_WRITE_DESCRIPTION} Recorded in the operators' log with the operator before and after.`;

export const operatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (api, { db }) => {
  api.post(
    OPERATOR_PATHS.index,
    {
      onRequest: api.requireOperator(),
      schema: {
        tags: ['operators'],
        summary: 'The operators and their roles, owners first',
        description: ANY_OPERATOR,
        body: operatorsRequest.optional(),
        response: { 200: envelopeSchema(operatorsResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, { list: await activeOperators(db) }),
  );

  api.post(
    OPERATOR_PATHS.add,
    {
      onRequest: api.requireOperator('owner'),
      schema: {
        tags: ['operators'],
        summary: 'Add an operator, or give one another role',
        description: `${OWNER_ONLY} The last owner cannot be given another role.`,
        body: addOperatorRequest,
        response: { 200: envelopeSchema(addOperatorResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(db, request, reply, { operation: 'admin.Operators.add' }, async (tx) => {
        const change = await addOperator(tx, signedInMember(request).address, request.body);
        return new WithBefore(change.before, change.after);
      }),
  );

  api.post(
    OPERATOR_PATHS.remove,
    {
      onRequest: api.requireOperator('owner'),
      schema: {
        tags: ['operators'],
        summary: 'Remove an operator',
        description: `${OWNER_ONLY} The colony keeps at least one owner. A removed address stays removed when the server starts again with it in OPERATOR_ADDRESSES.`,
        body: removeOperatorRequest,
        response: { 200: envelopeSchema(removeOperatorResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(db, request, reply, { operation: 'admin.Operators.remove' }, async (tx) => {
        const change = await removeOperator(tx, signedInMember(request).address, request.body);
        return new WithBefore(change.before, change.after);
      }),
  );

  api.post(
    OPERATOR_PATHS.log,
    {
      onRequest: api.requireOperator(),
      schema: {
        tags: ['operators'],
        summary: "The operators' log, newest first",
        description: `${ANY_OPERATOR} Every write an operator made: who, when, the request, the state before and after, the request id. Filter by operator and by action (e.g. \`admin.Airdrop.grant\`).`,
        body: operatorLogRequest,
        response: { 200: envelopeSchema(operatorLogResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, limit, operator, action } = request.body;
      const { list, total } = await operatorLog(db, { page, limit, operator, action });
      return ok(request, { list, total, page, limit });
    },
  );
};
