import { afterAll, beforeAll, inject } from 'vitest';
import { chainServerEnv } from './e2e-chain.ts';
import { type RunningServer, startServer } from './server-process.ts';

/**
 * A server of the describe block's own, on the run's chain and web build with a fresh embedded
 * database and `env` on top (short-lived tokens, another economy); answers a function giving its URL.
 * `env` is read when the block starts, so it may name files made in an earlier `beforeAll`.
 */
export function useOwnServer(name: string, env: () => Record<string, string>): () => string {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer({
      name,
      pgliteTemplate: inject('pgliteTemplate'),
      env: {
        ...chainServerEnv(inject('rpcUrl')),
        WEB_DIST: inject('webDist'),
        DATABASE_URL: undefined,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        ...env(),
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
