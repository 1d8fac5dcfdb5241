/** The logging background jobs need; the server's pino logger is one. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How a job is doing, for /metrics and operators. */
export interface JobHealth {
  name: string;
  /** Milliseconds since the epoch; null before the first run. */
  lastRunAt: number | null;
  lastSuccessAt: number | null;
  lastError: string | null;
  /** Failures in a row since the last success. */
  failures: number;
}

export interface JobLoop {
  name: string;
  health(): JobHealth;
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
  const health: JobHealth = { name, lastRunAt: null, lastSuccessAt: null, lastError: null, failures: 0 };
  const loop = (async () => {
    while (!stopped) {
      health.lastRunAt = now();
      try {
        await work(() => stopped);
        health.failures = 0;
        health.lastError = null;
        health.lastSuccessAt = now();
      } catch (error) {
        health.failures++;
        health.lastError = error instanceof Error ? error.message : String(error);
        log.error(
          { job: name, failures: health.failures, err: error },
          'background job failed; trying again',
        );
      }
      if (stopped) break;
      const delay = Math.min(
        intervalMs * 2 ** Math.min(health.failures, 10),
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
    health: () => ({ ...health }),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
