/** The part of the Web Storage API the app uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PROBE_KEY = '__colony_storage_probe__';

/**
 * Web Storage that never throws: when the browser refuses storage (private mode,
 * disabled cookies, quota) it carries on in memory for the rest of the page's life.
 */
export function createSafeStorage(getNative: () => Storage | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  let mode: 'unknown' | 'native' | 'memory' = 'unknown';

  function switchToMemory(native: Storage | undefined): void {
    mode = 'memory';
    // Keep what the browser still lets us read, so a failed write does not lose the other values.
    try {
      if (!native) return;
      for (let index = 0; index < native.length; index += 1) {
        const key = native.key(index);
        const value = key === null ? null : native.getItem(key);
        if (key !== null && value !== null && !memory.has(key)) memory.set(key, value);
      }
    } catch {
      // Nothing more can be salvaged.
    }
  }

  function native(): Storage | undefined {
    if (mode === 'memory') return undefined;
    let storage: Storage | undefined;
    try {
      storage = getNative();
      if (!storage) throw new Error('no storage');
      if (mode === 'unknown') {
        storage.setItem(PROBE_KEY, PROBE_KEY);
        storage.removeItem(PROBE_KEY);
        mode = 'native';
      }
      return storage;
    } catch {
      switchToMemory(storage);
      return undefined;
    }
  }

  return {
    getItem(key) {
      const storage = native();
      if (storage) {
        try {
          return storage.getItem(key);
        } catch {
          switchToMemory(storage);
        }
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      const storage = native();
      if (storage) {
        try {
          storage.setItem(key, value);
          return;
        } catch {
          switchToMemory(storage);
        }
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      const storage = native();
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch {
        switchToMemory(storage);
      }
    },
  };
}

/** The browser's localStorage, or memory where the browser refuses it. */
export const safeLocalStorage: KeyValueStorage = createSafeStorage(() => globalThis.localStorage);
