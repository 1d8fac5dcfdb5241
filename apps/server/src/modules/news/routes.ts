import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  newsIndexRequest,
  newsIndexResponse,
  newsInfoRequest,
  newsInfoResponse,
} from '@colony/contract/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { ContentCache } from '../../http/content-cache.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { newsService } from './service.ts';

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ContentCache }> = async (
  api,
  { db, cache },
) => {
  const news = newsService(db, cache);

  api.post(
    '/news/news/index',
    {
      schema: {
        tags: ['news'],
        summary: 'News articles, newest first, optionally of one category',
        body: newsIndexRequest,
        response: { 200: envelopeSchema(newsIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await news.list(request.language, request.body)),
  );

  api.post(
    '/news/news/info',
    {
      schema: {
        tags: ['news'],
        summary: 'One article with its body and up to four related articles',
        body: newsInfoRequest,
        response: { 200: envelopeSchema(newsInfoResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await news.info(request.language, request.body.id)),
  );
};
