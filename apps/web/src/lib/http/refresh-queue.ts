export interface RefreshQueue {
  readonly isRefreshing: boolean;
  /** Joins the running refresh or starts one; settles when it does. */
  waitForRefresh(): Promise<void>;
}

/** Runs at most one `refresh` at a time; every caller meanwhile waits for that same run. */
export function createRefreshQueue(refresh: () => Promise<void>): RefreshQueue {
  let running: Promise<void> | undefined;
  return {
    get isRefreshing() {
      return running !== undefined;
    },
    waitForRefresh() {
      running ??= refresh().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
