import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { type EnvInput, loadEnv } from '../env.ts';

/**
 * Configuration for tests: quiet, generous limits, no web build, nothing from the shell, and no
 * content cache, so a test that changes the content reads its change at once.
 */
export async function testEnv(overrides: EnvInput = {}) {
  const emptyDist = await mkdtemp(path.join(tmpdir(), 'colony-no-web-'));
  return loadEnv(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT_MAX: '100000',
      WEB_DIST: emptyDist,
      CONTENT_CACHE_TTL_MS: '0',
      LOGIN_RATE_LIMIT_MAX: '100000',
      LOGIN_ADDRESS_RATE_LIMIT_MAX: '100000',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
      // Nothing in a test may reach a public chain: anything that asks one fails at once.
      RPC_URL_1: 'http://127.0.0.1:9',
      RPC_URL_56: 'http://127.0.0.1:9',
      ...overrides,
    },
    {},
  );
}

export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';
export const TEST_PUBLIC_URL = 'http://colony.test';

export async function createTestApp(
  db: Db,
  overrides: EnvInput = {},
  options: Pick<AppOptions, 'now' | 'colonyClock' | 'economy' | 'logStream' | 'onRoute'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ env: await testEnv(overrides), db, ...options });
  await app.ready();
  return app;
}

/** POSTs `body` as JSON (or nothing when undefined), the way the web app calls the API. */
export function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  headers: InjectOptions['headers'] = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  });
}
