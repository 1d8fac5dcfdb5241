import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  exchangeIndexRequest,
  exchangeIndexResponse,
  exchangeRequest,
  exchangeResponse,
  swapRequest,
  swapResponse,
} from '@colony/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { exchangeIndex, sellToTrader, swap } from './service.ts';

export const exchangeRoutes: FastifyPluginAsyncZod<{ db: Db; economy: EconomyConfig }> = async (
  api,
  { db, economy },
) => {
  const rules = exchangeIndex(economy);

  api.post(
    '/nft/Money_Exchange/index',
    {
      schema: {
        tags: ['money'],
        summary: "The trader's buy-back prices, swap pairs, fees and minimums, and what can be transferred",
        description: 'Public: the same rules for everyone.',
        body: exchangeIndexRequest,
        response: { 200: envelopeSchema(exchangeIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, rules),
  );

  api.post(
    '/nft/Money_Exchange/exchange',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: 'Sell an asset (MM) to the trader at the configured price, less the fee',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Answers the linked transfers of the sale.`,
        body: exchangeRequest,
        response: { 200: envelopeSchema(exchangeResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.exchange', successMessage: 'money.exchangeSuccessful' },
        (tx) => sellToTrader(tx, economy, signedInMember(request), request.body),
      ),
  );

  api.post(
    '/nft/Money_Exchange/swap',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['money'],
        summary: 'Swap one asset for another along a configured pair (USDT and USDC), less the fee',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Answers the linked transfers of the swap.`,
        body: swapRequest,
        response: { 200: envelopeSchema(swapResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.swap', successMessage: 'money.exchangeSuccessful' },
        (tx) => swap(tx, economy, signedInMember(request), request.body),
      ),
  );
};
