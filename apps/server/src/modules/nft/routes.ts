import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  getTokensRequest,
  getTokensResponse,
  mintVoucherRequest,
  mintVoucherResponse,
  tokenIdParams,
  tokenMetadata as tokenMetadataSchema,
} from '@colony/contract/nft';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ContentCache } from '../../http/content-cache.ts';
import { sendWithEntityTag, tagged } from '../../http/entity-tag.ts';
import { errorEnvelopeSchema, ok, requestLanguage } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { avatarImage } from './avatar-image.ts';
import type { NftContext } from './context.ts';
import { catalogueName, mintedAvatar, tokenMetadata } from './metadata.ts';
import { issueMintVoucher, memberTokens } from './service.ts';

/**
 * Metadata follows the avatar's live state, which changes once a settled day: marketplaces ask
 * again after a minute, and each server keeps an answer for `CONTENT_CACHE_TTL_MS`.
 */
const METADATA_CACHE = 'public, max-age=60';
const IMAGE_CACHE = 'public, max-age=3600';

export const nftRoutes: FastifyPluginAsyncZod<{ db: Db; context: NftContext; cache: ContentCache }> = async (
  api,
  { db, context, cache },
) => {
  api.post(
    '/nft/Home/mintVoucher',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['nft'],
        summary: '"Move to wallet": the voucher the wallet mints one of the member’s avatars with',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} For an avatar the member holds and that is not a token yet: the EIP-712 \`MintVoucher\` (token id = the avatar's id, its collection, the member's address as holder, an expiry) signed by the colony's minter key under the avatar token's domain. The member's wallet sends \`mint(voucher, signature)\` to \`contract\` on \`chainId\` and pays its gas. Asked again while more than half its life is left, the same voucher is answered. Refusals: 4401 not available (no avatar token or minter key configured), 4402 not the member's avatar, 4403 already a token.`,
        body: mintVoucherRequest,
        response: { 200: envelopeSchema(mintVoucherResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(db, request, reply, { operation: 'nft.mintVoucher' }, (tx) =>
        issueMintVoucher(tx, context, signedInMember(request), request.body.id),
      ),
  );

  api.post(
    '/nft/Home/getTokens',
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['nft'],
        summary: "The avatar tokens the signed-in member's address holds on chain, and their mints under way",
        description:
          'Needs the `token` and `address` headers of a signed-in member. Tokens as the chain left them after its confirmations, newest mint first; `mints`: avatars with a voucher and no mint indexed yet.',
        body: getTokensRequest,
        response: { 200: envelopeSchema(getTokensResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await memberTokens(db, context, signedInMember(request), request.body)),
  );

  api.get(
    '/nft/metadata/:tokenId',
    {
      schema: {
        tags: ['nft'],
        summary: "An avatar token's ERC-721 metadata (what `tokenURI` points to), from its live state",
        description:
          'Public, no envelope: the ERC-721 metadata JSON. With an `ETag`; `If-None-Match` with it answers 304. Unknown and unminted ids answer 404 (code 4404).',
        params: tokenIdParams,
        response: { 200: tokenMetadataSchema, '4xx': errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { tokenId } = request.params;
      const body = await cache.get(`metadata:${tokenId}:${language}`, async () =>
        tagged(JSON.stringify(tokenMetadata(context, await mintedAvatar(db, tokenId), language))),
      );
      await sendWithEntityTag(request, reply, body, {
        contentType: 'application/json; charset=utf-8',
        cacheControl: METADATA_CACHE,
      });
    },
  );

  api.get(
    '/nft/image/:tokenId',
    {
      schema: {
        tags: ['nft'],
        summary: "An avatar token's image, an SVG drawn from its kind",
        description: 'Public. With an `ETag`; unknown and unminted ids answer 404 (code 4404).',
        params: tokenIdParams,
        response: { 200: z.string().describe('image/svg+xml'), '4xx': errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { tokenId } = request.params;
      const body = await cache.get(`image:${tokenId}:${language}`, async () => {
        const state = await mintedAvatar(db, tokenId);
        const name = catalogueName(context, state, language);
        return tagged(avatarImage({ kind: state.kind, name, tokenId: state.id }));
      });
      await sendWithEntityTag(request, reply, body, {
        contentType: 'image/svg+xml',
        cacheControl: IMAGE_CACHE,
      });
    },
  );
};
