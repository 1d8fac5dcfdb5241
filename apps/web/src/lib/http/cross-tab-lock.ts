/** Runs `task` while no other tab of the site runs one under the same lock; settles as `task` does. */
export type CrossTabLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API (`navigator.locks`) the lock needs. */
export interface WebLocks {
  request<T>(name: string, callback: (lock: Lock | null) => T): Promise<T>;
}

/**
 * A Web Lock named `name`, shared by every tab of the origin and released when `task` settles or
 * its tab closes. Where the browser lacks the API (insecure origins, old browsers) `task` runs
 * at once: callers still coordinate within their own tab.
 */
export function createCrossTabLock(name: string, locks: WebLocks | undefined): CrossTabLock {
  if (!locks) return (task) => task();
  return async <T>(task: () => Promise<T>): Promise<T> => locks.request(name, () => task());
}
