import type { FastifyInstance } from 'fastify';

/** What a background job reports of itself (`jobs/job-loop.ts` keeps it). */
export interface JobStatus {
  name: string;
  /** Milliseconds since the epoch; null before the first run. */
  lastRunAt: number | null;
  lastSuccessAt: number | null;
  lastError: string | null;
  /** Failures in a row since the last success. */
  failures: number;
}

/** A job's status as operators read it, with how long ago it last did its work. */
export interface JobStatusView {
  name: string;
  lastRunAt: string | null;
  lastSuccessAt: string | null;
  /** Seconds since the last success, or since the jobs started while there has been none. */
  lagSeconds: number;
  failures: number;
  lastError: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The background jobs' status, read by `/healthz` (operators' detail) and `/metrics`. The jobs
     * start after the app listens (main.ts), which then attaches them; until then there are none.
     */
    jobStatus: {
      attach(read: () => readonly JobStatus[], startedAt: number): void;
      read(): JobStatusView[];
    };
  }
}

export function jobStatus(app: FastifyInstance, options: { now?: () => number } = {}): void {
  const now = options.now ?? Date.now;
  let source: { read: () => readonly JobStatus[]; startedAt: number } | undefined;
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  app.decorate('jobStatus', {
    attach(read: () => readonly JobStatus[], startedAt: number) {
      source = { read, startedAt };
    },
    read(): JobStatusView[] {
      if (!source) return [];
      const at = now();
      const startedAt = source.startedAt;
      return source.read().map((job) => ({
        name: job.name,
        lastRunAt: iso(job.lastRunAt),
        lastSuccessAt: iso(job.lastSuccessAt),
        lagSeconds: Math.max(0, Math.round((at - (job.lastSuccessAt ?? startedAt)) / 1000)),
        failures: job.failures,
        lastError: job.lastError,
      }));
    },
  });
}
