import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';

const CHECK_TIMEOUT_MS = 2000;

/**
 * `/healthz` for load balancers: 200 when the database answers, 503 otherwise. Sent with an
 * operator's session (the `token` and `address` headers), the answer also holds every background
 * job's status (`jobs`: last run, last success, lag, failures in a row, last error); a session
 * that is not an operator's is refused as on the operators' routes. Load balancers send none.
 */
export function health(app: FastifyInstance, options: { db: Db }): void {
  let operatorGuard: ((request: FastifyRequest) => Promise<void>) | undefined;
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    const detail = request.token !== null;
    if (detail) {
      operatorGuard ??= app.requireOperator();
      await operatorGuard(request);
    }
    let status: 'ok' | 'unavailable' = 'ok';
    try {
      await withTimeout(options.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      status = 'unavailable';
    }
    if (status === 'unavailable') reply.code(503);
    return detail ? { status, jobs: app.jobStatus.read() } : { status };
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
