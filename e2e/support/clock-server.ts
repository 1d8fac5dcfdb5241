import { afterAll, beforeAll, inject } from 'vitest';
import { chainServerEnv } from './e2e-chain.ts';
import { type RunningServer, startServer } from './server-process.ts';

/**
 * A server of the describe block's own whose access tokens expire after `ttlSeconds`, on the run's
 * chain and web build with a fresh embedded database; answers a function giving its URL.
 */
export function useShortTokenServer(name: string, ttlSeconds: number): () => string {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer({
      name,
      env: {
        ...chainServerEnv(inject('rpcUrl')),
        WEB_DIST: inject('webDist'),
        DATABASE_URL: undefined,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        ACCESS_TOKEN_TTL: String(ttlSeconds),
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  return () => {
    if (!server) throw new Error(`${name} did not start`);
    return server.url;
  };
}
