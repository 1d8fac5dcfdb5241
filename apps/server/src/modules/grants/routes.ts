import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  airdropRequest,
  airdropResponse,
  treasuryFundRequest,
  treasuryFundResponse,
} from '@colony/contract/grants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { errorEnvelopeSchema } from '../../http/envelope.ts';
import { answerIdempotent } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { fundTreasury, grantAirdrop } from './service.ts';

export interface GrantRoutesOptions {
  db: Db;
  economy: EconomyConfig;
}

const OPERATOR_WRITE_DESCRIPTION =
  'For operators with the finance role or the owner, signed in with the `token` and `address` headers; anyone else ' +
  'is refused before the body is read. Needs an `Idempotency-Key` header (8 to 100 letters, digits, ' +
  '`-` or `_`): the same key and body answer the first answer again, refusals included; the same key ' +
  'with another body is a 409 conflict.';

export const grantRoutes: FastifyPluginAsyncZod<GrantRoutesOptions> = async (api, { db, economy }) => {
  api.post(
    '/admin/Airdrop/grant',
    {
      onRequest: api.requireOperator('finance'),
      schema: {
        tags: ['operators'],
        summary: 'Airdrop MM, MC or UME from emission to a member',
        description: `${OPERATOR_WRITE_DESCRIPTION} At most the per-grant maximum of the economy configuration; the recipient must be a member. The reason becomes the journal reference the member sees. Answers the journal transfer (kind \`airdrop\`).`,
        body: airdropRequest,
        response: { 200: envelopeSchema(airdropResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(db, request, reply, { operation: 'admin.Airdrop.grant' }, (tx) =>
        grantAirdrop(tx, economy, signedInMember(request), request.body),
      ),
  );

  api.post(
    '/admin/Treasury/fund',
    {
      onRequest: api.requireOperator('finance'),
      schema: {
        tags: ['operators'],
        summary: "Record the colony's own USDT or USDC sent to the treasury wallet",
        description: `${OPERATOR_WRITE_DESCRIPTION} The treasury pays the trader's buy-backs and swaps and never goes below zero; this is how it gets funds. At most the per-grant maximum of the economy configuration. Answers the journal transfer (kind \`treasury_funding\`).`,
        body: treasuryFundRequest,
        response: { 200: envelopeSchema(treasuryFundResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(db, request, reply, { operation: 'admin.Treasury.fund' }, (tx) =>
        fundTreasury(tx, economy, request.body),
      ),
  );
};
