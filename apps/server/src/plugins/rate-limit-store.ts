import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Keys kept per limit; past it the least recently counted key is forgotten first. */
const DEFAULT_CAPACITY = 10_000;

interface Window {
  count: number;
  startMs: number;
}

/** A key's count in its window, and the milliseconds left until the window ends. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * Fixed-window counters per key on the app's clock instead of `Date.now()`, so a window's end can
 * be reached by moving that clock (tests) rather than waiting. Synchronous: a count is a few map
 * operations, and the API's own limit counts every request with it.
 */
export function fixedWindows(now: () => number, capacity = DEFAULT_CAPACITY) {
  const windows = new Map<string, Window>();
  const live = (key: string, timeWindow: number, nowMs: number): Window | undefined => {
    const window = windows.get(key);
    return window && nowMs < window.startMs + timeWindow ? window : undefined;
  };
  return {
    /** Counts one more for `key` and answers the count so far. */
    hit(key: string, timeWindow: number): WindowCount {
      const nowMs = now();
      let window = live(key, timeWindow, nowMs);
      if (window) window.count += 1;
      else window = { count: 1, startMs: nowMs };
      // Re-inserted so the Map's order is least recently counted first.
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > capacity) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      return { current: window.count, ttl: window.startMs + timeWindow - nowMs };
    },
    /** The count so far without adding to it. */
    peek(key: string, timeWindow: number): WindowCount {
      const nowMs = now();
      const window = live(key, timeWindow, nowMs);
      return window
        ? { current: window.count, ttl: window.startMs + timeWindow - nowMs }
        : { current: 0, ttl: 0 };
    },
  };
}

type Callback = (error: Error | null, result?: WindowCount) => void;

/** `fixedWindows` as a store for @fastify/rate-limit (the routes' own limits and the pair limits). */
export function clockedRateLimitStore(now: () => number, capacity = DEFAULT_CAPACITY) {
  class ClockedStore implements FastifyRateLimitStore {
    private readonly windows = fixedWindows(now, capacity);

    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, this.windows.hit(key, timeWindow));
    }

    /** The count so far without adding to it (`{ increment: false }`). */
    read(key: string, callback: Callback, timeWindow: number): void {
      callback(null, this.windows.peek(key, timeWindow));
    }

    child(): FastifyRateLimitStore {
      return new ClockedStore();
    }
  }
  return ClockedStore satisfies FastifyRateLimitStoreCtor;
}
