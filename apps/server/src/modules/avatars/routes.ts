import {
  myAvatarsRequest,
  myAvatarsResponse,
  orderCancelRequest,
  orderCancelResponse,
  orderCreateNewdappRequest,
  orderCreateNewdappResponse,
  orderCreateRequest,
  orderCreateResponse,
  orderDetailRequest,
  orderDetailResponse,
  orderListRequest,
  orderListResponse,
  payConfigRequest,
  payConfigResponse,
} from '@colony/contract/avatars';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import {
  type AvatarContext,
  cancelOrder,
  createOrder,
  createWalletOrder,
  myAvatars,
  orderDetail,
  orderList,
  payConfig,
} from './service.ts';

const SIGNED_IN = 'Needs the `token` and `address` headers of a signed-in member.';

export const avatarRoutes: FastifyPluginAsyncZod<{ db: Db; context: AvatarContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    '/nft/nft_order/payConfig',
    {
      onRequest: api.optionalSession,
      schema: {
        tags: ['avatars'],
        summary: "An avatar's price and supply today, and where a wallet pays it on each chain",
        description:
          'Public. With the `token` and `address` headers of a signed-in member, also `limits`: the guide limit and the wallet orders awaiting their payment, as a purchase would meet them.',
        body: payConfigRequest,
        response: { 200: envelopeSchema(payConfigResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        request,
        await payConfig(db, context, request.body.avatarId, request.language, request.member?.memberId),
      ),
  );

  api.post(
    '/nft/nft_order/orderCreate',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['avatars'],
        summary: "Buy an avatar from the balance, or take a queue entry when today's supply is gone",
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Sold out without \`queue\`: code 4005 with the place a queue entry would take (\`data.queue\`). With \`queue\` the price is frozen until a settlement serves the entry or it expires.`,
        body: orderCreateRequest,
        response: { 200: envelopeSchema(orderCreateResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.orderCreate', successMessage: 'money.purchaseSuccessful' },
        (tx) => createOrder(tx, context, signedInMember(request), request.body, request.language),
      ),
  );

  api.post(
    '/nft/nft_order/orderCreateNewdapp',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['avatars'],
        summary: 'The order a wallet payment to the treasury pays for, placed when its deposit is credited',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Send the price from the signed-in wallet to the treasury of \`payConfig\` first, then this with the transaction's hash. A transaction pays one order.`,
        body: orderCreateNewdappRequest,
        response: { 200: envelopeSchema(orderCreateNewdappResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(db, request, reply, { operation: 'nft.orderCreateNewdapp' }, (tx) =>
        createWalletOrder(tx, context, signedInMember(request), request.body, request.language),
      ),
  );

  api.post(
    '/nft/nft_order/orderCancel',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['avatars'],
        summary: 'Leave the queue: the order is cancelled and its price unfrozen',
        description: IDEMPOTENT_WRITE_DESCRIPTION,
        body: orderCancelRequest,
        response: { 200: envelopeSchema(orderCancelResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.orderCancel', successMessage: 'money.queueLeft' },
        (tx) => cancelOrder(tx, context, signedInMember(request).memberId, request.body.id, request.language),
      ),
  );

  api.post(
    '/nft/nft_order/getOrderList',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['avatars'],
        summary: "The signed-in member's avatar orders, newest first, queue places live",
        description: SIGNED_IN,
        body: orderListRequest,
        response: { 200: envelopeSchema(orderListResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        request,
        await orderList(db, context, signedInMember(request).memberId, request.body, request.language),
      ),
  );

  api.post(
    '/nft/nft_order/orderDetail',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['avatars'],
        summary: 'One of the signed-in member’s orders',
        description: SIGNED_IN,
        body: orderDetailRequest,
        response: { 200: envelopeSchema(orderDetailResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        request,
        await orderDetail(db, context, signedInMember(request).memberId, request.body.id, request.language),
      ),
  );

  api.post(
    '/nft/nft_order/index',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['avatars'],
        summary:
          "The signed-in member's avatars: fuel, output to date, and the energy level with what raises it",
        description: SIGNED_IN,
        body: myAvatarsRequest,
        response: { 200: envelopeSchema(myAvatarsResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(request, await myAvatars(db, context, signedInMember(request).memberId, request.language)),
  );
};
