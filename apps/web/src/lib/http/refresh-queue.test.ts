import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue } from './refresh-queue.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createRefreshQueue', () => {
  it('runs one refresh for all callers that arrive while it runs', async () => {
    const gate = deferred();
    const refresh = vi.fn(() => gate.promise);
    const queue = createRefreshQueue(refresh);
    const waits = [queue.waitForRefresh(), queue.waitForRefresh(), queue.waitForRefresh()];
    expect(queue.isRefreshing).toBe(true);
    gate.resolve();
    await Promise.all(waits);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(queue.isRefreshing).toBe(false);
  });

  it('rejects every waiting caller when the refresh fails, then allows a new one', async () => {
    const gate = deferred();
    const refresh = vi.fn(() => gate.promise);
    const queue = createRefreshQueue(refresh);
    const waits = [queue.waitForRefresh(), queue.waitForRefresh()];
    gate.reject(new Error('refused'));
    for (const wait of waits) await expect(wait).rejects.toThrow('refused');
    expect(queue.isRefreshing).toBe(false);
    refresh.mockResolvedValueOnce(undefined);
    await queue.waitForRefresh();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
