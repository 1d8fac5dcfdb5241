import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { withHook } from './with-hook.ts';

/** Route label of requests no route matched, so random URLs cannot grow the label set. */
const UNMATCHED_ROUTE = 'unmatched';
const METRICS_PATH = '/metrics';
/**
 * `Authorization: Bearer <token>`: the scheme's name in any case (RFC 9110 §11.1 makes it
 * case-insensitive), then one or more spaces; the token itself is compared exactly.
 */
const BEARER = /^bearer +(.+)$/i;
/** The separate metrics port listens here only: scrapers on the same machine or a sidecar. */
const LOOPBACK = '127.0.0.1';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the loopback listener of METRICS_PORT, if configured, and answers its URL; it closes
     * with the app. Called once the app listens.
     */
    listenForMetrics(): Promise<string | undefined>;
  }
}

export interface MetricsOptions {
  /** With it, the public port serves `/metrics` to `Authorization: Bearer <token>` only (METRICS_TOKEN). */
  token: string | undefined;
  /** With it, `/metrics` is served on this port of the loopback interface (METRICS_PORT; 0 picks one). */
  port: number | undefined;
}

/**
 * Prometheus metrics: requests and latency by method, route pattern and status, plus the process
 * defaults. They tell the routes, the load, the heap and the Node version, so they are served only
 * to a scraper holding METRICS_TOKEN, or on METRICS_PORT bound to loopback, and otherwise not at
 * all. Each app has its own registry so several instances (tests) do not collide.
 */
export function metrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  // Served to no one without a token or a port: then nothing is counted, and requests pay nothing.
  const served = options.token !== undefined || options.port !== undefined;
  if (served) {
    countRequests(app, registry);
    reportJobs(app, registry);
  }

  const { token } = options;
  if (token !== undefined) {
    const expected = digest(token);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }

  let listener: Server | undefined;
  app.decorate('listenForMetrics', async () => {
    if (options.port === undefined || listener) return undefined;
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics failed');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, LOOPBACK, () => resolve());
    });
    listener = server;
    const { port } = server.address() as AddressInfo;
    return `http://${LOOPBACK}:${port}${METRICS_PATH}`;
  });
  app.addHook('onClose', async () => {
    const server = listener;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/**
 * Each background job's status at every scrape (`app.jobStatus`): seconds since its last success
 * (alert on it growing past a few intervals), failures in a row, and when it last ran.
 */
function reportJobs(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['job'] as const;
  // Registered first, so its collect (one read of the jobs for all three) runs before the others
  // are written out: a registry writes its metrics in the order they were registered.
  const lag: Gauge<'job'> = new Gauge({
    name: 'colony_job_lag_seconds',
    help: 'Seconds since the job last succeeded (since the jobs started, before its first success)',
    labelNames,
    registers: [registry],
    collect() {
      lag.reset();
      failures.reset();
      lastRun.reset();
      for (const job of app.jobStatus.read()) {
        lag.set({ job: job.name }, job.lagSeconds);
        failures.set({ job: job.name }, job.failures);
        if (job.lastRunAt !== null) lastRun.set({ job: job.name }, Date.parse(job.lastRunAt) / 1000);
      }
    },
  });
  const failures = new Gauge({
    name: 'colony_job_failures',
    help: 'Failures of the job in a row since its last success',
    labelNames,
    registers: [registry],
  });
  const lastRun = new Gauge({
    name: 'colony_job_last_run_timestamp_seconds',
    help: 'When the job last started a run (seconds since the epoch)',
    labelNames,
    registers: [registry],
  });
}

/**
 * Counts every answer and its latency by method, route pattern and status, plus the process
 * defaults. A route's pattern is read once, when the route is added (`request.routeOptions` builds
 * a new object on every read); requests no route matched are counted in the not-found handler's
 * hooks, under `unmatched`.
 */
function countRequests(app: FastifyInstance, registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const count = (route: string): onResponseHookHandler =>
    function countAnswer(request, reply, done) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    };
  app.addHook('onRoute', (route) => {
    route.onResponse = withHook(route.onResponse, count(route.url));
  });
  const unmatched = count(UNMATCHED_ROUTE);
  app.addHook('onResponse', function countUnmatched(request, reply, done) {
    if (request.is404) unmatched.call(this, request, reply, done);
    else done();
  });
}

/** Compared as digests, so the comparison takes the same time whatever the length presented. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
