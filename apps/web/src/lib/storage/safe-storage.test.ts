import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './safe-storage.ts';

/** A Storage whose every call can be made to throw, like Safari's private mode. */
function failingStorage(options: { failOn: 'all' | 'setItem' }): Storage {
  const entries = new Map<string, string>();
  let writes = 0;
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    clear: () => entries.clear(),
    getItem(key) {
      if (options.failOn === 'all') throw new DOMException('denied', 'SecurityError');
      return entries.get(key) ?? null;
    },
    setItem(key, value) {
      writes += 1;
      // The probe write succeeds; the third write (after one real one) exceeds the quota.
      if (options.failOn === 'all' || writes > 3) throw new DOMException('full', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem(key) {
      if (options.failOn === 'all') throw new DOMException('denied', 'SecurityError');
      entries.delete(key);
    },
  };
}

describe('createSafeStorage', () => {
  it('uses the native storage when it works', () => {
    const storage = createSafeStorage(() => localStorage);
    storage.setItem('greeting', 'hello');
    expect(localStorage.getItem('greeting')).toBe('hello');
    storage.removeItem('greeting');
    expect(localStorage.getItem('greeting')).toBeNull();
  });

  it('keeps values in memory when the native storage throws on every call', () => {
    const native = failingStorage({ failOn: 'all' });
    const storage = createSafeStorage(() => native);
    storage.setItem('greeting', 'hello');
    expect(storage.getItem('greeting')).toBe('hello');
    storage.removeItem('greeting');
    expect(storage.getItem('greeting')).toBeNull();
  });

  it('keeps values in memory when the storage itself cannot be reached', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('greeting', 'hello');
    expect(storage.getItem('greeting')).toBe('hello');
  });

  it('keeps values in memory when there is no storage at all', () => {
    const storage = createSafeStorage(() => undefined);
    storage.setItem('greeting', 'hello');
    expect(storage.getItem('greeting')).toBe('hello');
  });

  it('keeps earlier values readable after a write fails half way through the session', () => {
    const native = failingStorage({ failOn: 'setItem' });
    const storage = createSafeStorage(() => native);
    storage.setItem('first', 'one');
    storage.setItem('second', 'two');
    storage.setItem('third', 'three');
    expect(storage.getItem('first')).toBe('one');
    expect(storage.getItem('third')).toBe('three');
  });
});
