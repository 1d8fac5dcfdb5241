import type { JobStatus } from '../plugins/job-status.ts';

/** The logging background jobs need; the server's pino logger is one. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobLoop {
  name: string;
  /** How the job is doing, for /metrics and operators. */
  status(): JobStatus;
  /** Lets the current run finish, then ends the loop. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 60_000;

/** Runs `work` every `intervalMs`, backing off while it fails, until stopped. */
export function jobLoop(
  name: string,
  intervalMs: number,
  log: JobLog,
  work: (stopping: () => boolean) => Promise<unknown>,
  now: () => number = Date.now,
): JobLoop {
  let stopped = false;
  let wake: (() => void) | undefined;
  const state: JobStatus = { name, lastRunAt: null, lastSuccessAt: null, lastError: null, failures: 0 };
  const loop = (async () => {
    while (!stopped) {
      state.lastRunAt = now();
      try {
        await work(() => stopped);
        state.failures = 0;
        state.lastError = null;
        state.lastSuccessAt = now();
      } catch (error) {
        state.failures++;
        state.lastError = error instanceof Error ? error.message : String(error);
        log.error({ job: name, failures: state.failures, err: error }, 'background job failed; trying again');
      }
      if (stopped) break;
      const delay = Math.min(
        intervalMs * 2 ** Math.min(state.failures, 10),
        Math.max(intervalMs, MAX_BACKOFF_MS),
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    name,
    status: () => ({ ...state }),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
