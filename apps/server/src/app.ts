import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/database.ts';
import type { Env } from './env.ts';
import { createContentCache } from './http/content-cache.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { health } from './plugins/health.ts';
import { BODY_LIMIT_BYTES, jsonBody } from './plugins/json-body.ts';
import { metrics } from './plugins/metrics.ts';
import { apiRateLimit } from './plugins/rate-limit.ts';
import { requestContext, requestIdFrom } from './plugins/request-context.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { spa } from './plugins/spa.ts';

export interface AppOptions {
  env: Env;
  db: Db;
}

/** The whole HTTP application, ready for `inject` or `listen`; it does not own the database. */
export async function buildApp({ env, db }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const cache = createContentCache({ ttlMs: env.CONTENT_CACHE_TTL_MS });

  errorHandler(app);
  requestContext(app, { appKey: env.APP_KEY });
  jsonBody(app);
  metrics(app);
  securityHeaders(app);
  await compression(app);
  await apiDocs(app);
  health(app, { db });

  await app.register(
    async (api) => {
      await apiRateLimit(api, { max: env.RATE_LIMIT_MAX });
      await api.register(newsRoutes, { db, cache });
      await api.register(contactRoutes, { db, perHourLimit: env.CONTACT_RATE_LIMIT_MAX });
      await api.register(homeRoutes, { db, cache });
    },
    { prefix: '/api' },
  );

  await spa(app, { webDist: env.WEB_DIST });
  return app;
}
