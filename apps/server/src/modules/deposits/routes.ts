import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  depositInfoRequest,
  depositInfoResponse,
  depositStatusRequest,
  depositStatusResponse,
} from '@colony/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { type DepositContext, depositStatus, rechargeInfo } from './service.ts';

export const depositRoutes: FastifyPluginAsyncZod<{ db: Db; context: DepositContext }> = async (
  api,
  { db, context },
) => {
  const info = rechargeInfo(context);

  api.post(
    '/user/Recharge/info',
    {
      schema: {
        tags: ['money'],
        summary:
          'Where deposits go: per chain, the treasury, the confirmations needed and the token contracts',
        description:
          'Public. Members send USDT or USDC with an ERC-20 transfer from their signed-in wallet to the treasury; the deposit is credited once confirmed. No chains: deposits are not offered.',
        body: depositInfoRequest,
        response: { 200: envelopeSchema(depositInfoResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, info),
  );

  api.post(
    '/user/Recharge/status',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: 'How a deposit the signed-in member sent is doing, by transaction hash',
        description:
          'Needs the `token` and `address` headers of a signed-in member. Answers 503 when the chain cannot be asked and nothing was credited yet.',
        body: depositStatusRequest,
        response: { 200: envelopeSchema(depositStatusResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(request, await depositStatus(db, context, signedInMember(request).memberId, request.body)),
  );
};
