import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import { REMEMBERED_SESSION_SCRIPT } from '@colony/contract/session-storage';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import type { Database, Db } from './db/database.ts';
import { DEMO_ROOT_INVITE_CODE } from './env.ts';
import { type JobLog, jobLoop } from './jobs/job-loop.ts';
import { insertContactMessage } from './modules/contact/queries.ts';
import { inlineScriptSource } from './plugins/security-headers.ts';
import { seedRootMember, sessionHeaders, signIn } from './test/sign-in.ts';
import { createTestApp, post, testEnv } from './test/test-app.ts';
import { createTestDatabase } from './test/test-database.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('envelope', () => {
  it('wraps a success as {code: 200, msg, data} with the translated message', async () => {
    const response = await post(app, '/api/nft/Home/home', undefined, { 'accept-language': 'th-TH' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: translate('th', 'errors.ok') });
    expect(body.data).toBeTypeOf('object');
  });

  it('answers an unknown /api path with a 404 envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does/not/exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        code: ERRORS.notFound.code,
        msg: translate('en', 'errors.notFound'),
        data: null,
      });
    }
  });

  it('answers a path with a malformed percent-encoding with a 404 envelope that does not echo it', async () => {
    for (const [method, url] of [
      ['POST', '/api/%c0'],
      ['POST', '/api/news/news/index%'],
      ['GET', '/%E0%A4%A'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { 'accept-language': 'de-DE' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        code: ERRORS.notFound.code,
        msg: translate('de', 'errors.notFound'),
        data: null,
      });
      expect(response.body).not.toContain('%');
    }
  });

  it('answers a known /api path called with another method with a 405 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/news/news/index' });
    expect(response.statusCode).toBe(405);
    expect(response.json().code).toBe(ERRORS.methodNotAllowed.code);
  });

  it('translates error messages by Accept-Language and falls back to English', async () => {
    const german = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'accept-language': 'de-DE' },
    });
    expect(german.json().msg).toBe(translate('de', 'errors.notFound'));
    const korean = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' },
    });
    expect(korean.json().msg).toBe(translate('kr', 'errors.notFound'));
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(unknown.json().msg).toBe(translate('en', 'errors.notFound'));
  });
});

describe('server faults', () => {
  it('answers 500 in the envelope without any internal detail', async () => {
    const faulty = await buildApp({ env: await testEnv(), db: database.db });
    faulty.post('/api/test/fault', async () => {
      throw new Error('connection to 10.0.0.7 refused, password hunter2');
    });
    await faulty.ready();
    try {
      const response = await post(faulty, '/api/test/fault', {}, { 'accept-language': 'ja-JP' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: ERRORS.internal.code,
        msg: translate('jp', 'errors.internal'),
        data: null,
      });
      expect(response.body).not.toMatch(/10\.0\.0\.7|hunter2|stack/);
    } finally {
      await faulty.close();
    }
  });

  it('logs a failed query without its parameters', async () => {
    const lines: string[] = [];
    const faulty = await buildApp({
      env: await testEnv({ LOG_LEVEL: 'info' }),
      db: database.db,
      logStream: { write: (line) => lines.push(line) },
    });
    // PostgreSQL refuses a NUL in text: the insert fails with the row's values as its parameters.
    faulty.post('/api/test/query-fault', async () =>
      insertContactMessage(database.db, {
        title: 'nul\u0000',
        question: 'question',
        email: 'secret.colonist@example.com',
        language: 'en',
        clientHash: 'c0ffee'.repeat(10),
      }),
    );
    await faulty.ready();
    try {
      const response = await post(faulty, '/api/test/query-fault', {});
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('secret.colonist');
      const log = lines.join('\n');
      expect(log).not.toContain('secret.colonist');
      expect(log).not.toContain('c0ffee');
      // What failed is still there: the statement and the database's own error.
      const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
      expect(failure?.err.message).toMatch(/^Failed query: insert into "contact_message"/);
      expect(failure?.err.cause).toMatchObject({ type: expect.any(String), message: expect.any(String) });
    } finally {
      await faulty.close();
    }
  });

  it('reports 503 from /healthz when the database does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('database is down')) } as unknown as Db;
    const unhealthy = await buildApp({ env: await testEnv(), db: down });
    try {
      const response = await unhealthy.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await unhealthy.close();
    }
  });
});

describe('request body handling', () => {
  it('refuses malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/news/news/index',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERRORS.malformedJson.code, data: null });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/news/news/index',
        headers: { 'content-type': contentType },
        payload: 'page=1',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().code).toBe(ERRORS.unsupportedMediaType.code);
    }
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await post(app, '/api/news/news/index', { filler: 'x'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(ERRORS.bodyTooLarge.code);
  });

  it('refuses prototype-pollution keys without touching Object.prototype', async () => {
    for (const payload of [
      '{"__proto__": {"polluted": true}}',
      '{"constructor": {"prototype": {"polluted": true}}}',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/news/news/index',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ERRORS.malformedJson.code);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a compressed body with 415: no client of the API compresses what it sends', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/news/news/index',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync('{"page": 1}'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(ERRORS.unsupportedMediaType.code);
    const identity = await app.inject({
      method: 'POST',
      url: '/api/news/news/index',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: '{"page": 1}',
    });
    expect(identity.statusCode).toBe(200);
  });

  it('accepts JSON with a charset parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/news/news/index',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '{"page": 1}',
    });
    expect(response.statusCode).toBe(200);
  });

  it('treats an empty body as no data, with or without a JSON content type', async () => {
    const bare = await app.inject({ method: 'POST', url: '/api/news/news/index' });
    expect(bare.statusCode).toBe(200);
    const emptyJson = await app.inject({
      method: 'POST',
      url: '/api/news/news/index',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(200);
    expect(emptyJson.json().code).toBe(200);
  });
});

describe.each([
  '/api/news/news/index',
  '/api/news/news/info',
  '/api/user/user/addContact',
  '/api/nft/Home/home',
  '/api/user/login/nonce',
  '/api/user/login/login',
  '/api/user/login/register',
])('%s refuses broken requests', (url) => {
  const send = (contentType: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it.each([
    ['malformed JSON', 'application/json', '{"id": ', 400, ERRORS.malformedJson.code],
    ['a __proto__ key', 'application/json', '{"__proto__": {"admin": true}}', 400, ERRORS.malformedJson.code],
    [
      'a constructor.prototype key',
      'application/json',
      '{"constructor": {"prototype": {}}}',
      400,
      ERRORS.malformedJson.code,
    ],
    ['plain text', 'text/plain', 'hello', 415, ERRORS.unsupportedMediaType.code],
    ['XML', 'application/xml', '<id>1</id>', 415, ERRORS.unsupportedMediaType.code],
    [
      'an oversized body',
      'application/json',
      JSON.stringify({ x: 'y'.repeat(65 * 1024) }),
      413,
      ERRORS.bodyTooLarge.code,
    ],
    ['an array', 'application/json', '[{"id": 1}]', 400, ERRORS.validation.code],
    ['an unknown field', 'application/json', '{"zzz": 1}', 400, ERRORS.validation.code],
  ])('%s', async (_name, contentType, payload, status, code) => {
    const response = await send(contentType, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().msg).toEqual(expect.any(String));
  });
});

describe('app key', () => {
  it('refuses a wrong appkey on /api', async () => {
    const response = await post(
      app,
      '/api/nft/Home/home',
      {},
      { appkey: 'someone-else', 'accept-language': 'vi-VN' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: ERRORS.badAppKey.code,
      msg: translate('vi', 'errors.badAppKey'),
      data: null,
    });
  });

  it('accepts the configured appkey and an absent one', async () => {
    expect((await post(app, '/api/nft/Home/home', {}, { appkey: 'colony-web' })).statusCode).toBe(200);
    expect((await post(app, '/api/nft/Home/home', {})).statusCode).toBe(200);
  });

  it('does not apply to non-API paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { appkey: 'wrong' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('echoes a well-formed incoming x-request-id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-42.a:b' },
    });
    expect(response.headers['x-request-id']).toBe('trace-42.a:b');
  });

  it('replaces an id that could forge log lines, and creates one when absent', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x" injected="1' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const absent = await app.inject({ method: 'GET', url: '/healthz' });
    expect(absent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

describe('operations endpoints', () => {
  it('reports health from the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('exposes Prometheus metrics labelled by route pattern, not raw URL, to a scraper with METRICS_TOKEN', async () => {
    const token = 'metrics-token-of-the-scraper';
    const scraped = await createTestApp(database.db, { METRICS_TOKEN: token, RATE_LIMIT_MAX: '1' });
    try {
      await post(scraped, '/api/news/news/info', { id: 999_999 });
      await scraped.inject({ method: 'POST', url: '/api/random/path/123' });
      // The same client, rate limited on the API, is no scraper: it reads nothing either.
      expect((await post(scraped, '/api/news/news/index')).statusCode).toBe(429);
      for (const authorization of [
        undefined,
        'Bearer wrong-token-of-the-same-size',
        'bearer wrong-token-of-the-same-size',
        `Basic ${token}`,
        `Bearer${token}`,
        `Bearer ${token}x`,
        token,
      ]) {
        const refused = await scraped.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(refused.statusCode, authorization).toBe(401);
        expect(refused.body).not.toContain('http_requests_total');
      }
      // The scheme's name is case-insensitive (RFC 9110 §11.1), and one or more spaces follow it.
      for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
        const accepted = await scraped.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `${scheme} ${token}` },
        });
        expect(accepted.statusCode, scheme).toBe(200);
      }
      expect(
        (
          await scraped.inject({
            method: 'GET',
            url: '/metrics',
            headers: { authorization: `Bearer   ${token}` },
          })
        ).statusCode,
      ).toBe(200);
      const response = await scraped.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toMatch(
        /http_requests_total\{method="POST",route="\/api\/news\/news\/info",status="404"\} \d+/,
      );
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/api\/news\/news\/info"/,
      );
      expect(text).toContain('route="unmatched"');
      expect(text).not.toContain('/api/random/path/123');
    } finally {
      await scraped.close();
    }
  });

  it('tells operators, and a scraper with METRICS_TOKEN, how every background job is doing', async () => {
    await seedRootMember(database.db);
    const operator = privateKeyToAccount(generatePrivateKey());
    const token = 'metrics-token-of-the-scraper';
    const observed = await createTestApp(database.db, {
      OPERATOR_ADDRESSES: operator.address,
      METRICS_TOKEN: token,
    });
    const failing = jobLoop('deposits 56', 60_000, silentLog, async () => {
      throw new Error('node unreachable');
    });
    const working = jobLoop('settlement', 60_000, silentLog, async () => {});
    try {
      const [asOperator, asMember] = await Promise.all([
        signIn(observed, operator, { referee: DEMO_ROOT_INVITE_CODE }),
        signIn(observed, privateKeyToAccount(generatePrivateKey()), { referee: DEMO_ROOT_INVITE_CODE }),
      ]);
      const healthz = (headers: Record<string, string> = {}) =>
        observed.inject({ method: 'GET', url: '/healthz', headers });
      // Before the jobs start, operators read an empty list.
      expect((await healthz(sessionHeaders(asOperator))).json()).toEqual({ status: 'ok', jobs: [] });

      const startedAt = Date.now() - 30_000;
      observed.jobStatus.attach(() => [failing.status(), working.status()], startedAt);
      await vi.waitFor(() => {
        expect(failing.status().failures).toBe(1);
        expect(working.status().lastSuccessAt).not.toBeNull();
      });

      // A load balancer learns the status only; a member's session is refused as on the operators' routes.
      expect((await healthz()).json()).toEqual({ status: 'ok' });
      const member = await healthz(sessionHeaders(asMember));
      expect(member.statusCode).toBe(ERRORS.operatorOnly.status);
      expect(member.json().code).toBe(ERRORS.operatorOnly.code);

      const detail = await healthz(sessionHeaders(asOperator));
      expect(detail.statusCode).toBe(200);
      const jobs = detail.json().jobs as { name: string; lagSeconds: number }[];
      expect(jobs).toEqual([
        {
          name: 'deposits 56',
          lastRunAt: expect.any(String),
          lastSuccessAt: null,
          lagSeconds: expect.any(Number),
          failures: 1,
          lastError: 'node unreachable',
        },
        {
          name: 'settlement',
          lastRunAt: expect.any(String),
          lastSuccessAt: expect.any(String),
          lagSeconds: expect.any(Number),
          failures: 0,
          lastError: null,
        },
      ]);
      // Never succeeded: late by the time since the jobs started; the other by about nothing.
      expect(jobs[0]?.lagSeconds).toBeGreaterThanOrEqual(30);
      expect(jobs[1]?.lagSeconds).toBeLessThan(30);

      const scraped = await observed.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(scraped.body).toMatch(/colony_job_failures\{job="deposits 56"\} 1\n/);
      expect(scraped.body).toMatch(/colony_job_failures\{job="settlement"\} 0\n/);
      expect(scraped.body).toMatch(/colony_job_lag_seconds\{job="deposits 56"\} (3\d|[4-9]\d)\n/);
      expect(scraped.body).toMatch(/colony_job_last_run_timestamp_seconds\{job="settlement"\} \d+(\.\d+)?\n/);
    } finally {
      await Promise.all([failing.stop(), working.stop()]);
      await observed.close();
    }
  });

  it('serves no metrics on the public port without METRICS_TOKEN', async () => {
    await post(app, '/api/news/news/index');
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('http_requests_total');
    expect(await app.listenForMetrics()).toBeUndefined();
  });

  it('serves metrics on METRICS_PORT of the loopback interface only, and not on the public port', async () => {
    const separate = await createTestApp(database.db, { METRICS_PORT: '0' });
    try {
      await post(separate, '/api/news/news/index');
      expect((await separate.inject({ method: 'GET', url: '/metrics' })).body).not.toContain(
        'http_requests_total',
      );
      const url = await separate.listenForMetrics();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const response = await fetch(url ?? '');
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(
        /http_requests_total\{method="POST",route="\/api\/news\/news\/index"/,
      );
      expect((await fetch(new URL('/api/news/news/index', url))).status).toBe(404);
    } finally {
      await separate.close();
    }
  });

  it('publishes the OpenAPI document with every endpoint', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/news/news/index',
        '/api/news/news/info',
        '/api/user/user/addContact',
        '/api/nft/Home/home',
        '/api/user/login/nonce',
        '/api/user/login/login',
        '/api/user/login/register',
        '/api/user/login/logout',
        '/api/user/user/index',
      ]),
    );
    const info = document.paths['/api/news/news/info'].post;
    expect(info.requestBody.content['application/json'].schema.required).toEqual(['id']);
  });

  it("keeps the operators' routes out of the public document, in JSON and YAML", async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(json.json().paths);
    expect(paths).toContain('/api/user/Withdraw/index');
    expect(paths.filter((path) => path.includes('/admin/'))).toEqual([]);
    const yaml = await app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/api/user/Withdraw/index');
    expect(yaml.body).not.toContain('/api/admin/');
  });

  it("documents the operators' routes to signed-in operators only", async () => {
    await seedRootMember(database.db);
    const operator = privateKeyToAccount(generatePrivateKey());
    const documented = await createTestApp(database.db, { OPERATOR_ADDRESSES: operator.address });
    try {
      const [asOperator, asMember] = await Promise.all([
        signIn(documented, operator, { referee: DEMO_ROOT_INVITE_CODE }),
        signIn(documented, privateKeyToAccount(generatePrivateKey()), { referee: DEMO_ROOT_INVITE_CODE }),
      ]);
      const read = (headers: Record<string, string>) =>
        documented.inject({ method: 'GET', url: '/api/admin/docs/json', headers });
      expect((await read({})).json().code).toBe(ERRORS.sessionInvalid.code);
      const member = await read(sessionHeaders(asMember));
      expect(member.statusCode).toBe(ERRORS.operatorOnly.status);
      expect(member.json().code).toBe(ERRORS.operatorOnly.code);
      const answer = await read(sessionHeaders(asOperator));
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.json().paths).sort()).toEqual([
        '/api/admin/Airdrop/grant',
        '/api/admin/Contact/done',
        '/api/admin/Contact/index',
        '/api/admin/Elite/applications',
        '/api/admin/Operators/add',
        '/api/admin/Operators/index',
        '/api/admin/Operators/log',
        '/api/admin/Operators/remove',
        '/api/admin/Polls/cancel',
        '/api/admin/Polls/create',
        '/api/admin/Settlement/index',
        '/api/admin/Settlement/run',
        '/api/admin/Treasury/fund',
        '/api/admin/Withdraw/approve',
        '/api/admin/Withdraw/index',
        '/api/admin/Withdraw/reject',
      ]);
    } finally {
      await documented.close();
    }
  });

  it('serves the API docs page with its own content security policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers', () => {
  it('allows exactly one inline script, the first-paint session script, by its hash', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${inlineScriptSource(REMEMBERED_SESSION_SCRIPT)}`);
  });

  it('sends the SPA content security policy and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self' https: wss:",
      'frame-src https://www.youtube-nocookie.com',
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("answers the API's JSON with the headers that act on JSON, and pages with the full set", async () => {
    const answer = await post(app, '/api/news/news/index');
    expect(answer.statusCode).toBe(200);
    const failure = await post(app, '/api/random/path');
    expect(failure.statusCode).toBe(404);
    for (const response of [answer, failure]) {
      // Opened as a document, nothing in it may load, run or be framed.
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(response.headers[documentOnly], documentOnly).toBeUndefined();
      }
    }
    for (const url of ['/api/docs', '/healthz', '/voteList']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(page.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(page.headers['content-security-policy']), url).toContain("script-src 'self'");
    }
  });

  it('lets the app reach a plain-http chain node of the configuration, and only that one', async () => {
    const local = await createTestApp(database.db, {
      RPC_URL_1: 'https://ethereum-rpc.publicnode.com',
      RPC_URL_56: 'http://127.0.0.1:8545/',
    });
    try {
      const policy = String(
        (await local.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(policy).toContain("connect-src 'self' https: wss: http://127.0.0.1:8545;");
    } finally {
      await local.close();
    }
    const publicNodes = await createTestApp(database.db, {
      RPC_URL_1: 'https://ethereum-rpc.publicnode.com',
      RPC_URL_56: 'https://bsc-dataseed.bnbchain.org',
    });
    try {
      const policy = String(
        (await publicNodes.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(policy).toContain("connect-src 'self' https: wss:;");
    } finally {
      await publicNodes.close();
    }
  });

  it('compresses larger text answers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const small = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('rate limit', () => {
  let limited: FastifyInstance;
  /** The app's clock, moved only by the tests, to reach the end of a window without waiting. */
  let clock = Date.now();
  const now = () => clock;

  beforeAll(async () => {
    limited = await createTestApp(database.db, { RATE_LIMIT_MAX: '3' }, { now });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 in the envelope once a client exceeds the per-minute limit', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(limited, '/api/news/news/index')).statusCode).toBe(200);
    }
    const refused = await post(limited, '/api/news/news/index', undefined, { 'accept-language': 'zh-CN' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: ERRORS.rateLimited.code,
      msg: translate('cn', 'errors.rateLimited'),
    });
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    // Health checks of a load balancer are not API calls and are never limited.
    expect((await limited.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('sends no rate-limit figures with answers within the limit', async () => {
    const response = await limited.inject({
      method: 'POST',
      url: '/api/news/news/index',
      remoteAddress: '198.51.100.19',
    });
    expect(response.statusCode).toBe(200);
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('gives the client a fresh budget once its minute is over, and not before', async () => {
    const client = { remoteAddress: '198.51.100.20' };
    const call = () => limited.inject({ method: 'POST', url: '/api/news/news/index', ...client });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data.retryAfterSeconds).toBe(60);

    clock += 59_000;
    const later = await call();
    expect(later.statusCode).toBe(429);
    expect(later.json().data.retryAfterSeconds).toBe(1);

    clock += 1000;
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });

  it('counts a client by its own address without TRUST_PROXY, whatever X-Forwarded-For it sends', async () => {
    const call = (forwarded: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/news/news/index',
        remoteAddress: '198.51.100.21',
        headers: { 'x-forwarded-for': forwarded },
      });
    for (const forged of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await call(forged)).statusCode).toBe(200);
    expect((await call('192.0.2.4')).statusCode).toBe(429);
  });

  it('counts each client behind a trusted proxy by the address the proxy saw, not by one it was sent', async () => {
    const proxied = await createTestApp(database.db, { RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' }, { now });
    try {
      // The proxy appends the address it saw to whatever the client sent.
      const call = (forwarded: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/news/news/index',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
        });
      for (let i = 0; i < 3; i++) expect((await call('203.0.113.1')).statusCode).toBe(200);
      expect((await call('203.0.113.1')).statusCode).toBe(429);
      expect((await call('192.0.2.9, 203.0.113.1')).statusCode).toBe(429);
      // Another client behind the same proxy has its own budget.
      expect((await call('203.0.113.2')).statusCode).toBe(200);
      // A client reaching the server directly is no proxy: what it forwards is not believed.
      const direct = (forwarded: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/news/news/index',
          remoteAddress: '198.51.100.40',
          headers: { 'x-forwarded-for': forwarded },
        });
      for (const forged of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
        expect((await direct(forged)).statusCode).toBe(200);
      expect((await direct('192.0.2.4')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe("operators' routes", () => {
  it('refuse anyone but an operator before the body is read, on every /api/admin route', async () => {
    await seedRootMember(database.db);
    const operator = privateKeyToAccount(generatePrivateKey());
    const guarded = await createTestApp(database.db, { OPERATOR_ADDRESSES: operator.address });
    try {
      const member = await signIn(guarded, privateKeyToAccount(generatePrivateKey()), {
        referee: DEMO_ROOT_INVITE_CODE,
      });
      const adminPaths = Object.keys(guarded.swagger().paths ?? {}).filter((path) =>
        path.startsWith('/api/admin/'),
      );
      expect(adminPaths).toEqual(
        expect.arrayContaining([
          '/api/admin/Withdraw/index',
          '/api/admin/Withdraw/approve',
          '/api/admin/Withdraw/reject',
          '/api/admin/Airdrop/grant',
          '/api/admin/Treasury/fund',
          '/api/admin/Settlement/run',
          '/api/admin/Settlement/index',
        ]),
      );
      const call = (path: string, payload: string, headers: Record<string, string>) =>
        guarded.inject({
          method: 'POST',
          url: path,
          payload,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
        });
      for (const path of adminPaths) {
        for (const payload of ['{"page":"x","id":5,"unexpected":true}', '{not json']) {
          const refused = await call(path, payload, sessionHeaders(member));
          expect(refused.json(), `${path} ${payload}`).toMatchObject({ code: ERRORS.operatorOnly.code });
          expect(refused.statusCode).toBe(ERRORS.operatorOnly.status);
          expect((await call(path, payload, {})).json().code, path).toBe(ERRORS.sessionInvalid.code);
        }
      }
    } finally {
      await guarded.close();
    }
  });
});

describe('pagination and ids', () => {
  const NOT_DECIMAL = ['0x10', ' 1', '1 ', '+1', '-1', '012', '1e1', '1.0', '', true, 1.5, null, [1]];

  it('take page and limit as decimal whole numbers only, on every list', async () => {
    await seedRootMember(database.db);
    const operator = privateKeyToAccount(generatePrivateKey());
    const lists = await createTestApp(database.db, { OPERATOR_ADDRESSES: operator.address });
    try {
      const session = sessionHeaders(await signIn(lists, operator, { referee: DEMO_ROOT_INVITE_CODE }));
      for (const path of [
        '/api/news/news/index',
        '/api/user/user/money_log',
        '/api/user/user/getTransMoneyLog',
        '/api/user/Withdraw/index',
        '/api/admin/Withdraw/index',
      ]) {
        for (const field of ['page', 'limit']) {
          for (const value of NOT_DECIMAL) {
            const refused = await post(lists, path, { [field]: value }, session);
            expect(refused.statusCode, `${path} ${field} ${JSON.stringify(value)}`).toBe(400);
            expect(refused.json().data.fields.map((error: { field: string }) => error.field)).toEqual([
              field,
            ]);
          }
        }
        for (const body of [
          { page: 2, limit: 3 },
          { page: '2', limit: '3' },
          { page: '10000', limit: '100' },
        ]) {
          const answer = await post(lists, path, body, session);
          expect(answer.statusCode, `${path} ${JSON.stringify(body)}`).toBe(200);
          expect(answer.json().data).toMatchObject({ page: Number(body.page), limit: Number(body.limit) });
        }
      }
      for (const id of NOT_DECIMAL) {
        const refused = await post(lists, '/api/news/news/info', { id });
        expect(refused.statusCode, JSON.stringify(id)).toBe(400);
        expect(refused.json().data.fields).toEqual([{ field: 'id', message: expect.any(String) }]);
      }
    } finally {
      await lists.close();
    }
  });
});
