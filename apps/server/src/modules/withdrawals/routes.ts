import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  operatorWithdrawalListRequest,
  operatorWithdrawalListResponse,
  withdrawalDecisionRequest,
  withdrawalDecisionResponse,
  withdrawalListRequest,
  withdrawalListResponse,
  withdrawRequest,
  withdrawResponse,
} from '@colony/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import {
  decideWithdrawal,
  memberWithdrawals,
  operatorWithdrawals,
  requestWithdrawal,
  type WithdrawalContext,
} from './service.ts';

export interface WithdrawalRoutesOptions {
  db: Db;
  context: WithdrawalContext;
}

export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (
  api,
  { db, context },
) => {
  api.post(
    '/user/Withdraw/atm',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: "Withdraw USDT or USDC to the member's own wallet",
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} The amount (fee included) is frozen; the hot wallet sends it, or an operator approves it first when there is no hot wallet or it passes a daily limit. Answers the withdrawal.`,
        body: withdrawRequest,
        response: { 200: envelopeSchema(withdrawResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'user.Withdraw.atm', successMessage: 'money.withdrawalSuccessful' },
        (tx) => requestWithdrawal(tx, context, signedInMember(request), request.body),
      ),
  );

  api.post(
    '/user/Withdraw/index',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: "The signed-in member's withdrawals, newest first",
        description: 'Needs the `token` and `address` headers of a signed-in member.',
        body: withdrawalListRequest,
        response: { 200: envelopeSchema(withdrawalListResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(request, await memberWithdrawals(db, signedInMember(request).memberId, request.body)),
  );

  api.post(
    '/admin/Withdraw/index',
    {
      onRequest: api.requireOperator('finance'),
      schema: {
        tags: ['operators'],
        summary: "Every member's withdrawals in one status, by default those awaiting approval",
        description:
          'For operators with the finance role or the owner, signed in with the `token` and `address` headers; anyone else is refused before the body is read.',
        body: operatorWithdrawalListRequest,
        response: { 200: envelopeSchema(operatorWithdrawalListResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await operatorWithdrawals(db, request.body)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    api.post(
      `/admin/Withdraw/${decision}`,
      {
        onRequest: api.requireOperator('finance'),
        schema: {
          tags: ['operators'],
          summary:
            decision === 'approve'
              ? 'Approve a withdrawal awaiting approval: the hot wallet sends it'
              : 'Reject a withdrawal awaiting approval: its funds are unfrozen',
          description: `For operators with the finance role or the owner; anyone else is refused before the body is read. ${IDEMPOTENT_WRITE_DESCRIPTION} Answers the withdrawal as decided.`,
          body: withdrawalDecisionRequest,
          response: { 200: envelopeSchema(withdrawalDecisionResponse), '4xx': errorEnvelopeSchema },
        },
      },
      (request, reply) =>
        answerIdempotent(db, request, reply, { operation: `admin.Withdraw.${decision}` }, (tx) =>
          decideWithdrawal(tx, signedInMember(request).address, request.body.id, decision),
        ),
    );
  }
};
