import { type KeyValueStorage, safeLocalStorage } from './safe-storage.ts';

export interface WriteOptions {
  /** Forget the value after this long; kept until removed when absent. */
  expiresInMs?: number;
}

interface StoredEntry {
  value: unknown;
  expiresAt: number | null;
}

function isStoredEntry(parsed: unknown): parsed is StoredEntry {
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return false;
  const expiresAt = (parsed as { expiresAt?: unknown }).expiresAt;
  return expiresAt === null || (typeof expiresAt === 'number' && Number.isFinite(expiresAt));
}

export interface LocalStore {
  /** The value under `key` when present, unexpired and of the expected shape. */
  read<T>(key: string, guard: (value: unknown) => value is T): T | undefined;
  write(key: string, value: unknown, options?: WriteOptions): void;
  remove(key: string): void;
}

/** JSON values in a key-value storage, each with an optional expiry. */
export function createLocalStore(storage: KeyValueStorage): LocalStore {
  return {
    read(key, guard) {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      // Corrupt, foreign or expired entries are dropped so they cannot fail every later read.
      if (!isStoredEntry(parsed) || (parsed.expiresAt !== null && parsed.expiresAt <= Date.now())) {
        storage.removeItem(key);
        return undefined;
      }
      return guard(parsed.value) ? parsed.value : undefined;
    },
    write(key, value, options = {}) {
      const { expiresInMs } = options;
      const entry: StoredEntry = {
        value,
        expiresAt: expiresInMs === undefined ? null : Date.now() + expiresInMs,
      };
      storage.setItem(key, JSON.stringify(entry));
    },
    remove(key) {
      storage.removeItem(key);
    },
  };
}

export const localStore: LocalStore = createLocalStore(safeLocalStorage);
