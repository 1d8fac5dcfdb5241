import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_COOKIE } from '@colony/contract/locales';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { errorEnvelope, requestLanguage } from '../http/envelope.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ASSETS_PREFIX = '/assets/';

const NOT_BUILT_MESSAGE =
  'The web application has not been built yet. Run `npm run build` (or `npm start`) and reload this page.\n';

/**
 * Serves the built web app from `webDist`. Vite's hashed files under /assets/
 * are cached forever; everything else is revalidated. Any other GET outside
 * /api answers index.html so the browser router can take the path (history
 * mode). /api never falls back: unknown calls get a 404 envelope, a known path
 * with the wrong method a 405 envelope.
 */
export async function spa(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasDist = existsSync(options.webDist);
  const indexPages = indexPageCache(indexFile);

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      // The build's hidden files (the bundle manifest) are for tools, not visitors.
      dotfiles: 'ignore',
      // Directories are never listed; their paths go to the browser router like any other page.
      allowedPath: (pathname) => !pathname.endsWith('/'),
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
    const page = await indexPages.get();
    const withFirstScreen = pathname === '/' && prefersDefaultLocale(request.headers.cookie);
    reply.header('cache-control', REVALIDATE).header('vary', 'cookie');
    return reply.type('text/html; charset=utf-8').send(withFirstScreen ? page.full : page.bare);
  });
}

const FIRST_SCREEN = /<!-- first-screen:start -->[\s\S]*?<!-- first-screen:end -->\s*/;

/**
 * index.html paints a static English home page before any script runs (between
 * the `first-screen` markers). Other pages and languages get the file without it,
 * so no visitor sees a page that is not theirs. Both are read again when the
 * build changes on disk.
 */
function indexPageCache(indexFile: string) {
  let cached: { mtimeMs: number; full: string; bare: string } | undefined;
  return {
    async get() {
      const { mtimeMs } = await stat(indexFile);
      if (cached?.mtimeMs !== mtimeMs) {
        const full = await readFile(indexFile, 'utf8');
        cached = { mtimeMs, full, bare: full.replace(FIRST_SCREEN, '') };
      }
      return cached;
    },
  };
}

/** True without a locale cookie or with the default one: the static first screen is English. */
export function prefersDefaultLocale(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' || value === DEFAULT_LOCALE;
  }
  return true;
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
