import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  newsIndexRequest,
  newsIndexResponse,
  newsInfoRequest,
  newsInfoResponse,
} from '@colony/contract/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { sendCached } from '../../http/cached-response.ts';
import type { ContentCache } from '../../http/content-cache.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { newsService } from './service.ts';

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db; cache: ContentCache }> = async (
  api,
  { db, cache },
) => {
  const news = newsService(db);

  api.post(
    '/news/news/index',
    {
      // sendCached answers compressed bytes it keeps; the per-request compression has nothing to do.
      compress: false,
      schema: {
        tags: ['news'],
        summary: 'News articles, newest first, optionally of one category',
        body: newsIndexRequest,
        response: { 200: envelopeSchema(newsIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { page, limit, category } = request.body;
      return sendCached(
        request,
        reply,
        cache,
        `news:list:${request.language}:${category ?? ''}:${page}:${limit}`,
        async () => ok(request, await news.list(request.language, request.body)),
      );
    },
  );

  api.post(
    '/news/news/info',
    {
      // sendCached answers compressed bytes it keeps; the per-request compression has nothing to do.
      compress: false,
      schema: {
        tags: ['news'],
        summary: 'One article with its body and up to four related articles',
        body: newsInfoRequest,
        response: { 200: envelopeSchema(newsInfoResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cache, `news:info:${request.language}:${request.body.id}`, async () =>
        ok(request, await news.info(request.language, request.body.id)),
      ),
  );
};
