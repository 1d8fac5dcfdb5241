import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

const CHECK_TIMEOUT_MS = 2000;

/** `/healthz` for load balancers: 200 when the database answers, 503 otherwise. */
export function health(app: FastifyInstance, options: { db: Db }): void {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await withTimeout(options.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
