import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  joinPoolRequest,
  joinPoolResponse,
  POOL_PATHS,
  poolListRequest,
  poolListResponse,
  poolPayConfigRequest,
  poolPayConfigResponse,
  poolTokensRequest,
  poolTokensResponse,
  positionListRequest,
  positionListResponse,
} from '@colony/contract/pools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { joinPool, type PoolContext, payConfig, poolList, poolTokens, positionList } from './service.ts';

export const poolRoutes: FastifyPluginAsyncZod<{ db: Db; context: PoolContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    POOL_PATHS.list,
    {
      // Public; with session headers the member's stakes come too (an expired token answers -1).
      onRequest: async (request) => {
        if (request.token !== null || request.address !== null) await api.requireSession(request);
      },
      schema: {
        tags: ['pools'],
        summary: 'The laser pool, farms and mining pools with live TVL, APR and status',
        description:
          'Public. APR is computed from the pool’s remaining budget and the TVL now. With the `token` and `address` headers of a member, `member` holds their stakes.',
        body: poolListRequest,
        response: { 200: envelopeSchema(poolListResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await poolList(db, context, request.member?.memberId ?? null)),
  );

  api.post(
    POOL_PATHS.payConfig,
    {
      schema: {
        tags: ['pools'],
        summary: 'One pool, and when a position taken now starts earning and returns its principal',
        description: 'Public.',
        body: poolPayConfigRequest,
        response: { 200: envelopeSchema(poolPayConfigResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await payConfig(db, context, request.body.poolId)),
  );

  api.post(
    POOL_PATHS.tokens,
    {
      schema: {
        tags: ['pools'],
        summary: 'The tokens the pools take and pay',
        description: 'Public.',
        body: poolTokensRequest,
        response: { 200: envelopeSchema(poolTokensResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, poolTokens(context)),
  );

  api.post(
    POOL_PATHS.join,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['pools'],
        summary: 'Join a pool from the available balance: the principal is frozen until its unlock day',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Rewards are paid by each settled day from the next one; the settlement of the unlock day returns the principal.`,
        body: joinPoolRequest,
        response: { 200: envelopeSchema(joinPoolResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.defiPledge', successMessage: 'money.poolJoined' },
        (tx) => joinPool(tx, context, signedInMember(request).memberId, request.body),
      ),
  );

  api.post(
    POOL_PATHS.positions,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['pools'],
        summary: "The signed-in member's pool positions, newest first",
        description: 'Needs the `token` and `address` headers of a signed-in member.',
        body: positionListRequest,
        response: { 200: envelopeSchema(positionListResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await positionList(db, signedInMember(request).memberId, request.body)),
  );
};
