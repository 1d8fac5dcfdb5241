import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas, as JSON at `/api/docs/json`
 * and as a browsable page at `/api/docs`. Must be registered before the routes
 * it documents.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Colony API',
        description:
          'Every answer is `{code, msg, data}`; `code` 200 is success, other codes come from the error catalogue. ' +
          '`msg` follows `Accept-Language`.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The UI page brings its own policy (script hashes) in place of the SPA's. Its widgets set
    // inline styles, and the default setup is plain http, so those two directives are adjusted.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
  });
}
