import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ERRORS } from '@colony/contract/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestApp } from '../test/test-app.ts';

// The SPA plugin never queries the database; nothing here should reach it.
const unusedDb = {} as Db;

const INDEX_HTML = `<!doctype html><html><body><div id="prerender"><!-- prerendered page --></div>
<div id="root"></div><script src="/assets/app-3f9a1c.js"></script></body></html>`;
const page = (locale: string, name: string) =>
  `<!doctype html><html lang="${locale}"><body><div id="prerender"><main>${name} in ${locale}</main></div>` +
  `<div id="root"></div><script src="/assets/app-3f9a1c.js"></script></body></html>`;
const PAGES = [
  ['en-SG', 'home'],
  ['ja-JP', 'home'],
  ['en-SG', 'support'],
  ['de-DE', 'support'],
  ['en-SG', '404'],
  ['de-DE', '404'],
] as const;
const ASSET = 'console.log("colony");'.repeat(100);

let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'colony-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'app-3f9a1c.js'), ASSET);
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
  for (const [locale, name] of PAGES) {
    await mkdir(path.join(webDist, 'pages', locale), { recursive: true });
    await writeFile(path.join(webDist, 'pages', locale, `${name}.html`), page(locale, name).repeat(20));
  }
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{"secret":true}');
  app = await createTestApp(unusedDb, { WEB_DIST: webDist });
});

afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it("answers each page with its first screen in the locale of the visitor's cookie", async () => {
    const requests = [
      { url: '/', cookie: undefined, shows: 'home in en-SG' },
      { url: '/?code=ABCD2345', cookie: 'locale=en-SG', shows: 'home in en-SG' },
      { url: '/', cookie: 'theme=dark; locale=ja-JP', shows: 'home in ja-JP' },
      { url: '/', cookie: 'locale=xx-XX', shows: 'home in en-SG' },
      { url: '/support', cookie: 'a=b; locale=de-DE', shows: 'support in de-DE' },
      // Matched like the browser router: any letter case, a trailing slash.
      { url: '/Support/', cookie: undefined, shows: 'support in en-SG' },
    ];
    for (const { url, cookie, shows } of requests) {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, `${url} ${cookie}`).toContain(`<main>${shows}</main>`);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it('answers a path the router does not know with the not-found page and status 404', async () => {
    for (const { url, cookie, shows } of [
      { url: '/deep/unknown/page', cookie: undefined, shows: '404 in en-SG' },
      { url: '/nowhere', cookie: 'locale=de-DE', shows: '404 in de-DE' },
      // The files themselves are not served at their own paths.
      { url: '/pages/en-SG/home.html', cookie: undefined, shows: '404 in en-SG' },
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(`<main>${shows}</main>`);
    }
  });

  it('falls back to index.html for a page the build did not prerender', async () => {
    const response = await app.inject({ method: 'GET', url: '/news', headers: { cookie: 'locale=ja-JP' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('sends a page compressed once for the encodings the browser takes', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body =
        encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(body.toString()).toBe(page('en-SG', 'home').repeat(20));
    }
  });
});

describe('built web app', () => {
  it.each(['/', '/news', '/articleDetail?id=3', '/deep/unknown/page'])(
    'answers %s with index.html and the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(url.startsWith('/deep') ? 404 : 200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div><script src="/assets/app-3f9a1c.js">');
    },
  );

  it('serves index.html itself without long caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets forever and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates other files at the root', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not with index.html', async () => {
    for (const url of ['/assets/app-old.js', '/assets/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('never falls back to index.html under /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(ERRORS.notFound.code);
  });

  it('does not serve hidden files of the build, such as the bundle manifest', async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('secret');
  });

  it('does not serve files outside the build directory', async () => {
    const response = await app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
    const encoded = await app.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' });
    expect(encoded.body).not.toContain('root:');
  });
});

describe('web app not built', () => {
  let bare: FastifyInstance;
  let emptyDist: string;

  beforeAll(async () => {
    emptyDist = await mkdtemp(path.join(tmpdir(), 'colony-web-empty-'));
    bare = await createTestApp(unusedDb, { WEB_DIST: path.join(emptyDist, 'missing') });
  });
  afterAll(async () => {
    await bare?.close();
    await rm(emptyDist, { recursive: true, force: true });
  });

  it('answers pages with a 503 that says how to build, and keeps the API working', async () => {
    const page = await bare.inject({ method: 'GET', url: '/news' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('npm run build');
    const api = await bare.inject({ method: 'POST', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(ERRORS.notFound.code);
  });
});
