import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';
/** Operators' routes, and their document (inside the `/api` scope). */
const OPERATOR_PREFIX = '/api/admin/';
const OPERATOR_DOCS_PATH = '/admin/docs/json';

interface OpenApiDocument {
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The document with only the paths `keep` accepts. */
function withPaths(document: OpenApiDocument, keep: (path: string) => boolean): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
  return { ...document, paths };
}

/**
 * OpenAPI generated from the routes' zod schemas, as JSON at `/api/docs/json`
 * and as a browsable page at `/api/docs`: the public API, without the operators'
 * routes (see `operatorApiDocs`). Must be registered before the routes it documents.
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
    transformSpecification: (document) =>
      withPaths(document as OpenApiDocument, (path) => !path.startsWith(OPERATOR_PREFIX)),
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
  });
}

/**
 * The operators' routes, documented for signed-in operators only (the `token` and `address`
 * headers of an operator, any role) at `/api/admin/docs/json`; to be registered in the
 * `/api` scope, after the member session.
 */
export function operatorApiDocs(api: FastifyInstance): void {
  api.get(OPERATOR_DOCS_PATH, { onRequest: api.requireOperator(), schema: { hide: true } }, async () =>
    withPaths(api.swagger() as OpenApiDocument, (path) => path.startsWith(OPERATOR_PREFIX)),
  );
}
