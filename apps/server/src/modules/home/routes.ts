import { envelopeSchema } from '@colony/contract/envelope-schema';
import { homeRequest, homeResponse } from '@colony/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { ContentCache } from '../../http/content-cache.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { nextSettlementAt } from '../../settlement/calendar.ts';
import { type AvatarContext, catalogue } from '../avatars/service.ts';
import { homeService } from './service.ts';

export const homeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: ContentCache;
  avatars: AvatarContext;
}> = async (api, { db, cache, avatars }) => {
  const home = homeService(db);

  api.post(
    '/nft/Home/home',
    {
      schema: {
        tags: ['home'],
        summary: 'Figures, roadmap, partners, FAQ and banner of the home page, and the avatar catalogue',
        description:
          "The content is kept for CONTENT_CACHE_TTL_MS; the avatars' remaining supply and the next settlement are live.",
        body: homeRequest,
        response: { 200: envelopeSchema(homeResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => {
      const [content, list, next] = await Promise.all([
        cache.get(`home:${request.language}`, () => home.home(request.language)),
        catalogue(db, avatars, request.language),
        nextSettlementAt(db, avatars.clock),
      ]);
      return ok(request, { ...content, avatars: list, nextSettlementAt: next.toISOString() });
    },
  );
};
