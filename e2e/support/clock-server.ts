import { afterAll, beforeAll, inject } from 'vitest';
import { chainServerEnv } from './e2e-chain.ts';
import { type RunningServer, startServer } from './server-process.ts';

/** How long an access token lives on a clock server: far longer than any scenario takes to set up. */
const ACCESS_TOKEN_TTL_SECONDS = 600;

export interface ClockServer {
  url(): string;
  /** Lets every access token issued so far expire, by moving the server's clock past their lifetime. */
  expireAccessTokens(): Promise<void>;
}

/**
 * A server of the describe block's own, on the run's chain and web build with a fresh embedded
 * database, whose clock the scenario moves: tokens expire when the scenario says so, however long
 * signing in and opening tabs took on a busy machine, and nobody waits out their lifetime.
 */
export function useClockServer(name: string): ClockServer {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer({
      name,
      pgliteTemplate: inject('pgliteTemplate'),
      clock: true,
      env: {
        ...chainServerEnv(inject('rpcUrl')),
        WEB_DIST: inject('webDist'),
        DATABASE_URL: undefined,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  const running = () => {
    if (!server) throw new Error(`${name} did not start`);
    return server;
  };
  return {
    url: () => running().url,
    expireAccessTokens: () => running().advanceClock(ACCESS_TOKEN_TTL_SECONDS + 1),
  };
}
