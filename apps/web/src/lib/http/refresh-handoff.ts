/** A refresh one tab made: the token that had expired, and the token the server issued for it. */
export interface RefreshRecord {
  from: string;
  to: string;
}

/**
 * Where the tab that refreshed leaves the new token for the tabs that waited for the lock.
 * localStorage cannot do this: each tab reads its own copy, which may not have caught up yet
 * when the lock passes on.
 */
export interface RefreshHandoff {
  /** The last refresh any tab recorded; undefined when none, or where storage is refused. */
  read(): Promise<RefreshRecord | undefined>;
  write(record: RefreshRecord): Promise<void>;
}

const DATABASE = 'colony-session';
const STORE = 'refresh';
const KEY = 'last';

const noHandoff: RefreshHandoff = {
  read: async () => undefined,
  write: async () => {},
};

function isRecord(value: unknown): value is RefreshRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to } = value as Partial<RefreshRecord>;
  return typeof from === 'string' && typeof to === 'string';
}

/**
 * The hand-off in IndexedDB, which every tab of the origin reads from one place: a record
 * written before the lock is released is there for the tab that takes it next.
 */
export function createIndexedDbHandoff(factory: IDBFactory | undefined): RefreshHandoff {
  if (!factory) return noHandoff;
  const indexedDb = factory;
  let opening: Promise<IDBDatabase> | undefined;

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise((resolve, reject) => {
      const request = indexedDb.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opening;
  }

  async function run<T>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>) {
    const database = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = operation(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  }

  return {
    async read() {
      try {
        const value = await run('readonly', (store) => store.get(KEY));
        return isRecord(value) ? { from: value.from, to: value.to } : undefined;
      } catch {
        return undefined;
      }
    },
    async write(record) {
      try {
        await run('readwrite', (store) => store.put(record, KEY));
      } catch {
        // Without the record, a tab that waited reads localStorage alone, as where IndexedDB is missing.
      }
    },
  };
}
