/**
 * Sign-in bench: end-to-end sign-ins per second (nonce, then login with a
 * signature the wallet made in between, untimed) on the real server with
 * embedded PGlite, then PostgreSQL when DATABASE_URL is set, against raw
 * signature recovery per second in this process: the one piece of cryptography
 * every sign-in needs. Each sign-in is a new member joining with the root's
 * invite code, the heaviest path. Prints figures; never fails on them.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { HEADER_APP_KEY } from '@colony/contract/headers';
import { type Hex, recoverMessageAddress } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { REPO_ROOT } from '../e2e/support/repo-paths.ts';
import { type RunningServer, startServer } from '../e2e/support/server-process.ts';
import { percentile, table, withScratchDatabase } from './support.ts';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 1000);
const WARMUP_SIGN_INS = Number(process.env.BENCH_WARMUP_SIGN_INS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RECOVERY_SECONDS = Number(process.env.BENCH_RECOVERY_SECONDS ?? 3);
const TARGET_RATIO = 0.5;
const ROOT_INVITE_CODE = 'BENCHAAA';

const HEADERS = { 'content-type': 'application/json', [HEADER_APP_KEY]: DEFAULT_APP_KEY };

/** Limits high enough that the bench measures sign-in, not the rate limiter. */
const BENCH_SERVER_ENV = {
  RATE_LIMIT_MAX: '100000000',
  LOGIN_RATE_LIMIT_MAX: '100000000',
  LOGIN_ADDRESS_RATE_LIMIT_MAX: '100000000',
  ROOT_INVITE_CODE,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

interface Figures {
  signInsPerSecond: number;
  nonceP50: number;
  loginP50: number;
  loginP99: number;
  failures: number;
}

async function call(url: string, body: unknown): Promise<{ code: number; data: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; data: unknown };
}

/** Runs `task` over `items` with `CONCURRENCY` requests in flight. */
async function inParallel<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

async function signIns(baseUrl: string, accounts: PrivateKeyAccount[]): Promise<Figures> {
  const nonceTimes: number[] = [];
  const loginTimes: number[] = [];
  let failures = 0;

  let started = performance.now();
  const messages = await inParallel(accounts, async (account) => {
    const begin = performance.now();
    const answer = await call(`${baseUrl}/api/user/login/nonce`, {
      address: account.address,
      chainId: 56,
      referee: ROOT_INVITE_CODE,
    });
    nonceTimes.push(performance.now() - begin);
    if (answer.code !== 200) throw new Error(`nonce refused: ${JSON.stringify(answer)}`);
    return (answer.data as { message: string }).message;
  });
  let elapsed = performance.now() - started;

  // The wallet's part, outside the timed server calls.
  const signatures = await Promise.all(
    accounts.map((account, i) => account.signMessage({ message: messages[i] ?? '' })),
  );

  started = performance.now();
  await inParallel(
    accounts.map((_, i) => i),
    async (i) => {
      const begin = performance.now();
      const answer = await call(`${baseUrl}/api/user/login/login`, {
        message: messages[i],
        sign: signatures[i],
        referee: ROOT_INVITE_CODE,
      });
      loginTimes.push(performance.now() - begin);
      if (answer.code !== 200) failures++;
    },
  );
  elapsed += performance.now() - started;

  return {
    signInsPerSecond: (accounts.length - failures) / (elapsed / 1000),
    nonceP50: percentile(nonceTimes, 50),
    loginP50: percentile(loginTimes, 50),
    loginP99: percentile(loginTimes, 99),
    failures,
  };
}

async function measure(label: string, server: Promise<RunningServer>): Promise<Figures> {
  const running = await server;
  try {
    const fresh = (count: number) =>
      Array.from({ length: count }, () => privateKeyToAccount(generatePrivateKey()));
    await signIns(running.url, fresh(WARMUP_SIGN_INS));
    const figures = await signIns(running.url, fresh(SIGN_INS));
    if (figures.failures > 0) console.warn(`!! ${label}: ${figures.failures} sign-ins failed`);
    return figures;
  } finally {
    await running.stop();
  }
}

/** Signature recoveries per second, one after another, on messages shaped like the server's. */
async function rawRecoveriesPerSecond(): Promise<number> {
  const account = privateKeyToAccount(generatePrivateKey());
  const samples: { message: string; signature: Hex }[] = [];
  for (let i = 0; i < 64; i++) {
    const message = `colony.test wants you to sign in with your Ethereum account:\n${account.address}\n\nnonce ${i}`;
    samples.push({ message, signature: await account.signMessage({ message }) });
  }
  let count = 0;
  const deadline = performance.now() + RECOVERY_SECONDS * 1000;
  const started = performance.now();
  while (performance.now() < deadline) {
    const sample = samples[count % samples.length] as (typeof samples)[number];
    await recoverMessageAddress(sample);
    count++;
  }
  return count / ((performance.now() - started) / 1000);
}

async function main() {
  console.log(
    `## Sign-in bench: ${SIGN_INS} new members (after ${WARMUP_SIGN_INS} warm-up), ${CONCURRENCY} in flight, ` +
      `each a nonce call and a login call\n`,
  );
  const recoveries = await rawRecoveriesPerSecond();
  const rows: { label: string; figures: Figures }[] = [];

  rows.push({
    label: 'PGlite',
    figures: await measure(
      'PGlite',
      startServer({ name: 'bench-login-pglite', env: { ...BENCH_SERVER_ENV, DATABASE_URL: undefined } }),
    ),
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    rows.push({
      label: 'PostgreSQL',
      figures: await withScratchDatabase('login', databaseUrl, (url) =>
        measure(
          'PostgreSQL',
          startServer({ name: 'bench-login-postgres', env: { ...BENCH_SERVER_ENV, DATABASE_URL: url } }),
        ),
      ),
    });
  } else {
    console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
  }

  const header = [
    'target',
    'sign-ins/s',
    'nonce p50 ms',
    'login p50 ms',
    'login p99 ms',
    'failed',
    'vs recovery',
  ];
  const lines = [
    ['raw signature recovery', recoveries.toFixed(0), '', '', '', '', ''],
    ...rows.map(({ label, figures }) => {
      const ratio = figures.signInsPerSecond / recoveries;
      return [
        label,
        figures.signInsPerSecond.toFixed(0),
        figures.nonceP50.toFixed(1),
        figures.loginP50.toFixed(1),
        figures.loginP99.toFixed(1),
        String(figures.failures),
        `${(ratio * 100).toFixed(1)}%${ratio >= TARGET_RATIO ? '' : ' (target ≥ 50%)'}`,
      ];
    }),
  ];
  table(header, lines);

  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `login-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), signIns: SIGN_INS, concurrency: CONCURRENCY, recoveriesPerSecond: recoveries, rows }, null, 2)}\n`,
  );
  console.log(`\nresult: ${path.relative(REPO_ROOT, file)}`);
}

await main();
