import { envelopeSchema } from '@colony/contract/envelope-schema';
import { homeRequest, homeResponse } from '@colony/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { sendCached } from '../../http/cached-response.ts';
import type { ContentCache } from '../../http/content-cache.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { homeService } from './service.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ContentCache }> = async (
  api,
  { db, cache },
) => {
  const home = homeService(db);

  api.post(
    '/nft/Home/home',
    {
      schema: {
        tags: ['home'],
        summary: 'Figures, roadmap, partners, FAQ and banner of the home page',
        body: homeRequest,
        response: { 200: envelopeSchema(homeResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cache, `home:${request.language}`, async () =>
        ok(request, await home.home(request.language)),
      ),
  );
};
