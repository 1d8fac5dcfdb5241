import { describe, expect, it } from 'vitest';
import { isCancellable, orderStatusFromSearch, searchWithStatus } from './order-status-param.ts';

describe('the order status filter in the URL', () => {
  it('reads a known status and ignores anything else', () => {
    expect(orderStatusFromSearch(new URLSearchParams('status=queued'))).toBe('queued');
    expect(orderStatusFromSearch(new URLSearchParams('status=awaitingPayment'))).toBe('awaitingPayment');
    expect(orderStatusFromSearch(new URLSearchParams('status=Queued'))).toBeUndefined();
    expect(orderStatusFromSearch(new URLSearchParams('status=toString'))).toBeUndefined();
    expect(orderStatusFromSearch(new URLSearchParams(''))).toBeUndefined();
  });

  it('sets and removes the filter, keeping other parameters', () => {
    const search = new URLSearchParams('ref=menu&status=paid');
    expect(searchWithStatus(search, 'failed').toString()).toBe('ref=menu&status=failed');
    expect(searchWithStatus(search, undefined).toString()).toBe('ref=menu');
    expect(search.toString()).toBe('ref=menu&status=paid');
  });
});

describe('isCancellable', () => {
  it('lets a queue entry and a wallet order awaiting payment be called off, nothing settled', () => {
    expect(isCancellable('queued')).toBe(true);
    expect(isCancellable('awaitingPayment')).toBe(true);
    for (const status of ['paid', 'expired', 'cancelled', 'failed'] as const)
      expect(isCancellable(status)).toBe(false);
  });
});
