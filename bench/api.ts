/**
 * API bench: autocannon against `POST /api/news/news/index` on the real server
 * (embedded PGlite, then PostgreSQL when DATABASE_URL is set) and against a bare
 * Fastify route on the same machine, printing requests/s, p99 and the ratio.
 * Prints figures; never fails on them.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { HEADER_APP_KEY, HEADER_LANGUAGE } from '@colony/contract/headers';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../e2e/support/repo-paths.ts';
import { type RunningServer, startServer } from '../e2e/support/server-process.ts';
import { table, withScratchDatabase } from './support.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.4;

/** What the web app sends with every call (SPEC.md §7), from a browser that accepts compression. */
const HEADERS = {
  'content-type': 'application/json',
  [HEADER_APP_KEY]: DEFAULT_APP_KEY,
  [HEADER_LANGUAGE]: 'en',
  token: '',
  address: '',
  'accept-encoding': 'gzip, deflate, br',
};

/** Limits high enough that the bench measures the server, not its rate limiter. */
const BENCH_SERVER_ENV = {
  RATE_LIMIT_MAX: '100000000',
  CONTACT_RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

interface Figures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function hammer(target: string, url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: HEADERS,
    body: '{}',
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(target: string, url: string): Promise<Figures> {
  // A first request proves the route answers before any load is put on it.
  const probe = await fetch(url, { method: 'POST', headers: HEADERS, body: '{}' });
  if (!probe.ok) throw new Error(`${target}: ${url} answered ${probe.status} ${await probe.text()}`);
  await hammer(target, url, WARMUP_S);
  const figures = await hammer(target, url, DURATION_S);
  if (figures.non2xx > 0 || figures.errors > 0) {
    console.warn(
      `!! ${target}: ${figures.non2xx} non-2xx answers and ${figures.errors} errors distort these figures`,
    );
  }
  return figures;
}

function versionOf(from: string, pkg: string): string {
  const require = createRequire(path.join(REPO_ROOT, from, 'package.json'));
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

async function withServer<T>(server: Promise<RunningServer>, body: (url: string) => Promise<T>): Promise<T> {
  const running = await server;
  try {
    return await body(running.url);
  } finally {
    await running.stop();
  }
}

function print(rows: { label: string; figures: Figures; ratio?: number }[]): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'vs bare'];
  const lines = rows.map(({ label, figures, ratio }) => [
    label,
    figures.requestsPerSecond.toFixed(0),
    String(figures.p50),
    String(figures.p99),
    String(figures.requests),
    String(figures.non2xx),
    String(figures.errors),
    ratio === undefined
      ? ''
      : `${(ratio * 100).toFixed(1)}%${ratio >= TARGET_RATIO ? '' : ' (target ≥ 40%)'}`,
  ]);
  table(header, lines);
}

async function main() {
  const fastifyVersion = versionOf('apps/server', 'fastify');
  console.log(
    `## API bench: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per target; ` +
      `Fastify ${fastifyVersion}; server LOG_LEVEL=${BENCH_SERVER_ENV.LOG_LEVEL}\n`,
  );

  const bare = await withServer(
    startServer({ name: 'bench-bare', entry: path.join(REPO_ROOT, 'bench/bare-server.ts') }),
    (url) => measure('bare Fastify POST /bare', `${url}/bare`),
  );

  const newsPath = '/api/news/news/index';
  const pglite = await withServer(
    startServer({ name: 'bench-pglite', env: { ...BENCH_SERVER_ENV, DATABASE_URL: undefined } }),
    (url) => measure(`server (PGlite) POST ${newsPath}`, `${url}${newsPath}`),
  );

  const rows: { label: string; figures: Figures; ratio?: number }[] = [
    { label: 'bare Fastify, trivial route', figures: bare },
    {
      label: `PGlite  ${newsPath}`,
      figures: pglite,
      ratio: pglite.requestsPerSecond / bare.requestsPerSecond,
    },
  ];

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const postgres = await withScratchDatabase('api', databaseUrl, (scratchUrl) =>
      withServer(
        startServer({
          name: 'bench-postgres',
          env: { ...BENCH_SERVER_ENV, DATABASE_URL: scratchUrl, DEMO_DATA: 'true' },
        }),
        (url) => measure(`server (PostgreSQL) POST ${newsPath}`, `${url}${newsPath}`),
      ),
    );
    rows.push({
      label: `Postgres ${newsPath}`,
      figures: postgres,
      ratio: postgres.requestsPerSecond / bare.requestsPerSecond,
    });
  } else {
    console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
  }

  print(rows);

  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const result = {
    at: new Date().toISOString(),
    fastify: fastifyVersion,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_S,
    durationSeconds: DURATION_S,
    rows,
  };
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nresult: ${path.relative(REPO_ROOT, file)}`);
}

await main();
