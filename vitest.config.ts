import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * `npm run test:unit`: every unit and integration suite of the repository.
 * Each workspace is one project; add a workspace by adding its entry (an inline
 * project or the path of its own vitest config).
 *
 * The server suites run on in-memory PGlite (project `server`), the store a server gets by
 * default. With `DATABASE_URL` set, the suites that open a test database run a second time on
 * that PostgreSQL server (project `server-postgres`), where transactions really run at once.
 * Each project names its store through `provide`; nothing in the suites reads `DATABASE_URL`.
 */

const SERVER_ROOT = fileURLToPath(new URL('./apps/server', import.meta.url));
const databaseUrl = process.env.DATABASE_URL || null;
if (process.env.CI && !databaseUrl) {
  // The tests that race on PostgreSQL would pass in CI without having raced.
  throw new Error('CI runs the server suites on PostgreSQL too: set DATABASE_URL (.ci/run does).');
}

/**
 * The server suites that open a test database, or hold tests that race on PostgreSQL
 * (`apps/server/src/test/races.ts`): they are the ones PostgreSQL changes anything for.
 */
function suitesWithDatabase(): string[] {
  return readdirSync(path.join(SERVER_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => {
      const text = readFileSync(path.join(SERVER_ROOT, 'src', file), 'utf8');
      return text.includes('createTestDatabase(') || text.includes('RACES_ON_POSTGRES');
    })
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .sort();
}

const serverBase = {
  root: './apps/server',
  environment: 'node',
  globalSetup: ['./src/test/global-setup.ts'],
  // Short-lived PGlite instances spend more CPU optimising WebAssembly than running it;
  // the baseline compiler alone roughly halves the suite's CPU time.
  execArgv: ['--liftoff-only'],
  // A worker runs file after file without loading the server's modules (Fastify, viem, Drizzle,
  // PGlite) again for each, which cost more than most files' tests. Nothing in the server keeps
  // state between files but caches of statement texts: every file opens its own database and app.
  isolate: false,
  // Each file starts its own database; PGlite needs a few seconds on a busy machine.
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

const serverProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...serverBase,
      name: 'server',
      include: ['src/**/*.test.ts'],
      provide: { databaseUrl: null },
    },
  },
];
if (databaseUrl) {
  serverProjects.push({
    test: {
      ...serverBase,
      name: 'server-postgres',
      include: suitesWithDatabase(),
      provide: { databaseUrl },
    },
  });
}

export default defineConfig({
  test: {
    // Vitest keeps one core free by default, which on a two-core machine means one file at a time;
    // the PostgreSQL suites mostly wait on the database server, so both cores are used alike.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...serverProjects,
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'devchain',
          root: './packages/devchain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
