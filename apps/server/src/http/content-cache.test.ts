import { describe, expect, it } from 'vitest';
import { createContentCache } from './content-cache.ts';

function counter<T>(value: T) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return value;
  };
  return { load, calls: () => calls };
}

describe('content cache', () => {
  it('shares one load between concurrent readers of a key', async () => {
    const cache = createContentCache({ ttlMs: 1000 });
    const source = counter('page');
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', source.load)));
    expect(new Set(results)).toEqual(new Set(['page']));
    expect(source.calls()).toBe(1);
  });

  it('loads again once the entry expires', async () => {
    let time = 0;
    const cache = createContentCache({ ttlMs: 100, now: () => time });
    const source = counter(1);
    await cache.get('k', source.load);
    time = 99;
    await cache.get('k', source.load);
    expect(source.calls()).toBe(1);
    time = 100;
    await cache.get('k', source.load);
    expect(source.calls()).toBe(2);
  });

  it('keeps no failure', async () => {
    const cache = createContentCache({ ttlMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 'back')).resolves.toBe('back');
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = createContentCache({ ttlMs: 1000, maxEntries: 2 });
    const a = counter('a');
    await cache.get('a', a.load);
    await cache.get('b', async () => 'b');
    await cache.get('a', a.load);
    await cache.get('c', async () => 'c');
    await cache.get('a', a.load);
    expect(a.calls()).toBe(1);
    const b = counter('b');
    await cache.get('b', b.load);
    expect(b.calls()).toBe(1);
  });

  it('passes every read through when disabled', async () => {
    const cache = createContentCache({ ttlMs: 0 });
    const source = counter('x');
    await Promise.all([cache.get('k', source.load), cache.get('k', source.load)]);
    expect(source.calls()).toBe(2);
  });
});
