import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from './local-store.ts';
import { createSafeStorage } from './safe-storage.ts';

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

describe('createLocalStore', () => {
  const store = createLocalStore(createSafeStorage(() => localStorage));

  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('round-trips JSON values', () => {
    store.write('profile', { name: 'Ada', levels: [1, 2] });
    expect(store.read('profile', isRecord)).toEqual({ name: 'Ada', levels: [1, 2] });
  });

  it('keeps values without an expiry indefinitely', () => {
    vi.useFakeTimers();
    store.write('count', 3);
    vi.advanceTimersByTime(365 * 24 * 60 * 60 * 1000);
    expect(store.read('count', isNumber)).toBe(3);
  });

  it('forgets a value once its expiry has passed, and removes it', () => {
    vi.useFakeTimers();
    store.write('count', 3, { expiresInMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(store.read('count', isNumber)).toBe(3);
    vi.advanceTimersByTime(1);
    expect(store.read('count', isNumber)).toBeUndefined();
    expect(localStorage.getItem('count')).toBeNull();
  });

  it('drops corrupt JSON instead of throwing', () => {
    localStorage.setItem('count', '{not json');
    expect(store.read('count', isNumber)).toBeUndefined();
    expect(localStorage.getItem('count')).toBeNull();
  });

  it('drops JSON that is not one of its entries', () => {
    localStorage.setItem('count', '42');
    expect(store.read('count', isNumber)).toBeUndefined();
    localStorage.setItem('count', JSON.stringify({ value: 1, expiresAt: 'soon' }));
    expect(store.read('count', isNumber)).toBeUndefined();
  });

  it('answers undefined for a value of the wrong shape', () => {
    store.write('count', 'three');
    expect(store.read('count', isNumber)).toBeUndefined();
  });

  it('removes values', () => {
    store.write('count', 3);
    store.remove('count');
    expect(store.read('count', isNumber)).toBeUndefined();
  });

  it('works in memory when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const privateModeStore = createLocalStore(createSafeStorage(() => localStorage));
    privateModeStore.write('count', 3);
    expect(privateModeStore.read('count', isNumber)).toBe(3);
  });
});
