/**
 * A short-lived in-process cache for public content (news, home page) that every
 * visitor reads and that changes rarely. Concurrent misses of one key share a
 * single load, so a burst of visitors costs one query; failed loads are not kept.
 * Each instance has its own: content changes show up everywhere within `ttlMs`.
 */
export interface ContentCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createContentCache({
  ttlMs,
  maxEntries = 1000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ContentCache {
  const entries = new Map<string, Entry>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        // Re-insert so the Map's order is least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry = { value, expiresAt: now() + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
