import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Keys kept per limit; past it the least recently counted key is forgotten first. */
const DEFAULT_CAPACITY = 10_000;

interface Window {
  count: number;
  startMs: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter store for @fastify/rate-limit that reads the app's clock instead of
 * `Date.now()`, so a window's end can be reached by moving that clock (tests) rather than waiting.
 */
export function clockedRateLimitStore(now: () => number, capacity = DEFAULT_CAPACITY) {
  class ClockedStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(key: string, callback: Callback, timeWindow: number): void {
      const nowMs = now();
      const live = this.live(key, timeWindow, nowMs);
      const window = live ? { count: live.count + 1, startMs: live.startMs } : { count: 1, startMs: nowMs };
      // Re-inserted so the Map's order is least recently counted first.
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > capacity) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      callback(null, { current: window.count, ttl: window.startMs + timeWindow - nowMs });
    }

    /** The count so far without adding to it (`{ increment: false }`). */
    read(key: string, callback: Callback, timeWindow: number): void {
      const nowMs = now();
      const live = this.live(key, timeWindow, nowMs);
      callback(
        null,
        live ? { current: live.count, ttl: live.startMs + timeWindow - nowMs } : { current: 0, ttl: 0 },
      );
    }

    child(): FastifyRateLimitStore {
      return new ClockedStore();
    }

    private live(key: string, timeWindow: number, nowMs: number): Window | undefined {
      const window = this.windows.get(key);
      return window && nowMs < window.startMs + timeWindow ? window : undefined;
    }
  }
  return ClockedStore satisfies FastifyRateLimitStoreCtor;
}
