import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, localeFromCookie } from '@colony/contract/locales';
import { ROUTES, type RouteName } from '@colony/contract/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { chooseEncoding, PreparedResponse } from '../http/cached-response.ts';
import { errorEnvelope, requestLanguage } from '../http/envelope.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ASSETS_PREFIX = '/assets/';
/** Where the build keeps the prerendered pages; answered for their paths, never as files. */
const PAGES_DIR = 'pages';

const NOT_BUILT_MESSAGE =
  'The web application has not been built yet. Run `npm run build` (or `npm start`) and reload this page.\n';

/**
 * Serves the built web app from `webDist`. Vite's hashed files under /assets/
 * are cached forever; everything else is revalidated. Any other GET outside
 * /api answers index.html with that page's prerendered first screen in the
 * visitor's locale, so the browser router can take the path (history mode); a
 * path the router does not know answers the not-found page with status 404.
 * /api never falls back: unknown calls get a 404 envelope, a known path with the
 * wrong method a 405 envelope.
 */
export async function spa(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasDist = existsSync(options.webDist);
  const pages = pageCache(options.webDist);

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      // The build's hidden files (the bundle manifest) are for tools, not visitors.
      dotfiles: 'ignore',
      // Directories are never listed; their paths go to the browser router like any other page.
      allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.startsWith(`/${PAGES_DIR}/`),
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const relative = path.relative(options.webDist, filePath).split(path.sep).join('/');
        response.setHeader(
          'cache-control',
          `/${relative}`.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE,
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return apiNotFound(app, request, reply, pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(errorEnvelope(requestLanguage(request), 'notFound'));
    }
    // A missing hashed file is a stale deploy, not a page: index.html there would be run as a script.
    if (pathname.startsWith(ASSETS_PREFIX)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (!hasDist || !existsSync(indexFile)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const page = await pages.get(pageFile(pathname, request.headers.cookie));
    reply.code(page.status).header('cache-control', REVALIDATE).header('vary', 'cookie, accept-encoding');
    reply.type('text/html; charset=utf-8');
    const header = request.headers['accept-encoding'];
    const encoding = chooseEncoding(Array.isArray(header) ? header.join(',') : header, page.body.body.length);
    if (!encoding) return reply.send(page.body.body);
    const bytes = page.body.encoded(encoding);
    return reply.header('content-encoding', encoding).header('content-length', bytes.length).send(bytes);
  });
}

const ROUTE_BY_PATH = new Map(
  (Object.entries(ROUTES) as [RouteName, string][]).map(([name, routePath]) => [
    routePath.toLowerCase(),
    name,
  ]),
);

/**
 * The prerendered page for a path (matched like the browser router: any letter case, an
 * optional trailing slash) in the locale of the visitor's cookie; unknown paths get the 404 page.
 */
function pageFile(pathname: string, cookieHeader: string | undefined): { page: string; known: boolean } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = ROUTE_BY_PATH.get(trimmed.toLowerCase());
  const locale = localeFromCookie(cookieHeader) ?? DEFAULT_LOCALE;
  return { page: `${locale}/${name ?? '404'}.html`, known: name !== undefined };
}

interface ServedPage {
  status: number;
  body: PreparedResponse;
}

/**
 * The build writes each page's first screen in each locale to `pages/<locale>/<page>.html`
 * (apps/web/build/prerender.ts). Files are read and compressed once, and again when the build
 * changes on disk; a build without them (the dev server's) answers index.html for every page.
 */
function pageCache(webDist: string) {
  const cached = new Map<string, { mtimeMs: number; body: PreparedResponse }>();
  const load = async (file: string) => {
    const { mtimeMs } = await stat(file);
    const hit = cached.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.body;
    const body = new PreparedResponse(await readFile(file));
    cached.set(file, { mtimeMs, body });
    return body;
  };
  return {
    async get({ page, known }: { page: string; known: boolean }): Promise<ServedPage> {
      try {
        return { status: known ? 200 : 404, body: await load(path.join(webDist, PAGES_DIR, page)) };
      } catch {
        return { status: 200, body: await load(path.join(webDist, 'index.html')) };
      }
    },
  };
}

const OTHER_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function apiNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const language = requestLanguage(request);
  const elsewhere = OTHER_METHODS.some(
    (method) => method !== request.method && app.hasRoute({ method, url: pathname }),
  );
  if (elsewhere) return reply.code(405).send(errorEnvelope(language, 'methodNotAllowed'));
  return reply.code(404).send(errorEnvelope(language, 'notFound'));
}
