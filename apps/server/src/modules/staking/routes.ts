import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  redeemRequest,
  redeemResponse,
  STAKING_PATHS,
  stakeRequest,
  stakeResponse,
  stakingColonyRequest,
  stakingColonyResponse,
  stakingDetailRequest,
  stakingDetailResponse,
  stakingHomeRequest,
  stakingHomeResponse,
  stakingOrderListRequest,
  stakingOrderListResponse,
} from '@colony/contract/staking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import type { StakingContext } from './context.ts';
import { redeem } from './redemption.ts';
import { colonyStaking, orderDetail, orderList, stake, stakingHome } from './service.ts';

const SIGNED_IN = 'Needs the `token` and `address` headers of a signed-in member.';

export const stakingRoutes: FastifyPluginAsyncZod<{ db: Db; context: StakingContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    STAKING_PATHS.home,
    {
      // Public; with session headers the member's totals come too (an expired token answers -1).
      onRequest: async (request) => {
        if (request.token !== null || request.address !== null) await api.requireSession(request);
      },
      schema: {
        tags: ['staking'],
        summary: "The staking plans and the early redemption fee, with the signed-in member's totals",
        description:
          'Public. With the `token` and `address` headers of a member, `member` holds their totals.',
        body: stakingHomeRequest,
        response: { 200: envelopeSchema(stakingHomeResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await stakingHome(db, context, request.member?.memberId ?? null)),
  );

  api.post(
    STAKING_PATHS.pledge,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['staking'],
        summary: 'Stake from the available balance into a plan: the principal is frozen for its term',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Income is paid by each settled day from the day after the staking day.`,
        body: stakeRequest,
        response: { 200: envelopeSchema(stakeResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.pledge', successMessage: 'money.stakingSuccessful' },
        (tx) => stake(tx, context, signedInMember(request).memberId, request.body),
      ),
  );

  api.post(
    STAKING_PATHS.redeem,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['staking'],
        summary: 'Redeem a staking order: the principal back to the balance (early: for the fee)',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Before maturity the early redemption fee is paid from the available balance first; without it, "Insufficient balance" and nothing moves. The order's income is then recomputed at the rate of the days it held and what was paid above it is taken back (docs/economy.md "Early redemption earns the rate of the days held").`,
        body: redeemRequest,
        response: { 200: envelopeSchema(redeemResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.redeemOrder', successMessage: 'money.redemptionSuccessful' },
        (tx) => redeem(tx, context, signedInMember(request).memberId, request.body.id),
      ),
  );

  api.post(
    STAKING_PATHS.orderList,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['staking'],
        summary: "The signed-in member's staking orders, newest first",
        description: SIGNED_IN,
        body: stakingOrderListRequest,
        response: { 200: envelopeSchema(stakingOrderListResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await orderList(db, signedInMember(request).memberId, request.body)),
  );

  api.post(
    STAKING_PATHS.detail,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['staking'],
        summary: 'One of the signed-in member’s staking orders with its income day by day',
        description: SIGNED_IN,
        body: stakingDetailRequest,
        response: { 200: envelopeSchema(stakingDetailResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(request, await orderDetail(db, context, signedInMember(request).memberId, request.body)),
  );

  api.post(
    STAKING_PATHS.colony,
    {
      schema: {
        tags: ['staking'],
        summary: "The colony's staking: principal staked per currency and plan, stakers, income paid",
        description: 'Public; kept for CONTENT_CACHE_TTL_MS.',
        body: stakingColonyRequest,
        response: { 200: envelopeSchema(stakingColonyResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await colonyStaking(db, context)),
  );
};
