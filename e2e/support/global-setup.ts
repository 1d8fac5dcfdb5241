import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAnvil } from '@colony/devchain/anvil';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumInstalled } from './chromium.ts';
import { chainServerEnv, prepareE2eChain } from './e2e-chain.ts';
import { ARTIFACTS_DIR, WEB_DIST } from './repo-paths.ts';
import { createPgliteTemplate, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserAvailable: boolean;
    /** JSON-RPC of the local chain (id 56) the server and the test wallet use. */
    rpcUrl: string;
    /** The copy of the web build the servers of this run serve. */
    webDist: string;
    /** An empty PGlite data directory each server of this run copies instead of running initdb. */
    pgliteTemplate: string;
  }
}

/**
 * Runs once before the e2e files: checks the production build exists, decides
 * whether browser suites can run, and starts one local chain and one server on a
 * fresh embedded database with demo data for every test file. The chain has the test tokens
 * and Multicall3 (`npm run chain`'s setup); the server watches deposits to its treasury and
 * pays withdrawals from its hot wallet.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` at the repository root first.`);
  }

  const browserAvailable = chromiumInstalled();
  if (!browserAvailable) {
    const message = `${CHROMIUM_PATH} not found: install it with \`apt-get install -y chromium\`.`;
    if (process.env.CI) throw new Error(`e2e needs Chromium in CI. ${message}`);
    const bar = '!'.repeat(78);
    console.warn(`\n${bar}\n!! SKIPPING ALL BROWSER SCENARIOS: ${message}\n${bar}\n`);
  }

  await mkdir(ARTIFACTS_DIR, { recursive: true });

  // The server gets a copy of the build: a rebuild during the run would otherwise swap the
  // hashed chunks under pages that are already open.
  const webDist = await mkdtemp(path.join(tmpdir(), 'colony-e2e-web-'));
  await cp(WEB_DIST, webDist, { recursive: true });

  const pgliteTemplate = await mkdtemp(path.join(tmpdir(), 'colony-e2e-pglite-'));
  await createPgliteTemplate(pgliteTemplate);

  const chain = await startAnvil();
  await prepareE2eChain(chain.rpcUrl).catch(async (error: unknown) => {
    await chain.stop();
    throw error;
  });
  const server = await startServer({
    name: 'e2e',
    pgliteTemplate,
    env: {
      ...chainServerEnv(chain.rpcUrl),
      WEB_DIST: webDist,
      // The scenarios need a database of their own; CI's DATABASE_URL is for the unit suites.
      DATABASE_URL: undefined,
      LOG_LEVEL: 'warn',
      // Hundreds of page loads from one address in a few minutes are a test run, not abuse.
      RATE_LIMIT_MAX: '100000',
    },
  }).catch(async (error: unknown) => {
    await chain.stop();
    throw error;
  });

  project.provide('baseUrl', server.url);
  project.provide('browserAvailable', browserAvailable);
  project.provide('rpcUrl', chain.rpcUrl);
  project.provide('webDist', webDist);
  project.provide('pgliteTemplate', pgliteTemplate);

  return async () => {
    await server.stop();
    await chain.stop();
    await rm(webDist, { recursive: true, force: true });
    await rm(pgliteTemplate, { recursive: true, force: true });
  };
}
