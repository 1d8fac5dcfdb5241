import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { loadDemoDataIfEmpty } from './demo/load-demo-data.ts';
import { DEFAULT_ECONOMY } from './economy/config.ts';
import { EconomyConfigError, loadEconomyConfig } from './economy/config-file.ts';
import { DEMO_ROOT_ADDRESS, type Env, EnvError, loadEnv } from './env.ts';
import { type Jobs, startJobs } from './jobs/start-jobs.ts';
import { ensureRootMember, type RootMemberOutcome } from './modules/members/service.ts';
import { parentClock } from './parent-clock.ts';
import { colonyClock } from './settlement/colony-clock.ts';
import { requireSettlementClock, SettlementClockChanged } from './settlement/settlement-clock.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const economy = env.ECONOMY_CONFIG ? loadEconomyConfig(env.ECONOMY_CONFIG) : DEFAULT_ECONOMY;
  const now = env.TEST_CLOCK ? parentClock() : Date.now;
  const clock = colonyClock(now);
  let app: FastifyInstance | undefined;
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
    { onIdleError: (error) => app?.log.error({ err: error }, 'database connection lost while idle') },
  );
  app = await buildApp({ env, db: database.db, economy, now, colonyClock: clock });
  const server = app;

  await database.migrate(async (db) => {
    // Before anything is written or served: the settled days are dated by the configured clock.
    await requireSettlementClock(db, { time: env.SETTLEMENT_TIME, timeZone: env.SETTLEMENT_TIME_ZONE });
    await clock.load(db);
    const root = await ensureRootMember(db, { address: env.ROOT_ADDRESS, inviteCode: env.ROOT_INVITE_CODE });
    reportRootMember(server, env, root);
    if (!env.DEMO_DATA) return;
    const loaded = await loadDemoDataIfEmpty(db, new Date(), economy.pools);
    if (loaded) server.log.info('demo data loaded into the empty database');
  });

  let closing = false;
  let jobs: Jobs | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    try {
      // A step under way (a batch of deposits, a withdrawal being signed) finishes first.
      await jobs?.stop();
      await server.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await server.listen({ port: env.PORT, host: env.HOST });
  const metricsUrl = await server.listenForMetrics();
  if (metricsUrl) server.log.info({ url: metricsUrl }, 'metrics served on the loopback interface');
  const { port } = server.server.address() as AddressInfo;
  const url = `http://${displayHost(env.HOST)}:${port}`;
  server.log.info(
    { database: database.driver, demoData: env.DEMO_DATA },
    `colony is ready at http://localhost:${port}`,
  );
  if (!closing) {
    const started = startJobs({ env, db: database.db, log: server.log, economy, clock });
    server.jobStatus.attach(() => started.status(), Date.now());
    jobs = started;
    server.log.info({ jobs: jobs.names }, 'background jobs started');
  }
  // One plain line that scripts (the browser tests) wait for and read the address from.
  process.stdout.write(`listening on ${url}\n`);
}

function reportRootMember(server: FastifyInstance, env: Env, outcome: RootMemberOutcome): void {
  if (outcome.kind === 'conflict') {
    server.log.error(
      { rootAddress: env.ROOT_ADDRESS, rootInviteCode: env.ROOT_INVITE_CODE },
      'the root member could not be created: its invite code or address is already taken by another member',
    );
    return;
  }
  const { root } = outcome;
  if (outcome.kind === 'otherRoot') {
    server.log.warn(
      { rootAddress: root.address, configured: env.ROOT_ADDRESS },
      'the colony already has another root member; ROOT_ADDRESS is ignored',
    );
  }
  if (env.DEMO_DATA) {
    // Demo mode: print how the first visitor gets in.
    process.stdout.write(`root member ${root.address}, invite code ${root.inviteCode}\n`);
  } else if (root.address === DEMO_ROOT_ADDRESS) {
    server.log.warn('the root member is the public demo account: set ROOT_ADDRESS before real members join');
  }
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof EconomyConfigError ||
    error instanceof SettlementClockChanged
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
