import { describe, expect, it } from 'vitest';
import { clockedRateLimitStore } from './rate-limit-store.ts';

const WINDOW_MS = 60_000;

function storeAt(clock: { ms: number }, capacity?: number) {
  const Store = clockedRateLimitStore(() => clock.ms, capacity);
  const store = new Store();
  const call = (method: 'incr' | 'read', key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => {
      store[method](key, (error, result) => (error || !result ? reject(error) : resolve(result)), WINDOW_MS);
    });
  return { incr: (key: string) => call('incr', key), read: (key: string) => call('read', key) };
}

describe('clockedRateLimitStore', () => {
  it('counts within a window on the given clock and starts over when it ends', async () => {
    const clock = { ms: 1_000_000 };
    const store = storeAt(clock);
    expect(await store.incr('a')).toEqual({ current: 1, ttl: WINDOW_MS });
    clock.ms += 10_000;
    expect(await store.incr('a')).toEqual({ current: 2, ttl: WINDOW_MS - 10_000 });
    expect(await store.read('a')).toEqual({ current: 2, ttl: WINDOW_MS - 10_000 });
    expect(await store.read('b')).toEqual({ current: 0, ttl: 0 });
    clock.ms += WINDOW_MS - 10_000;
    expect(await store.read('a')).toEqual({ current: 0, ttl: 0 });
    expect(await store.incr('a')).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it('forgets the least recently counted key beyond its capacity', async () => {
    const store = storeAt({ ms: 0 }, 2);
    await store.incr('a');
    await store.incr('b');
    await store.incr('a');
    await store.incr('c');
    expect((await store.read('a')).current).toBe(2);
    expect((await store.read('b')).current).toBe(0);
    expect((await store.read('c')).current).toBe(1);
  });
});
