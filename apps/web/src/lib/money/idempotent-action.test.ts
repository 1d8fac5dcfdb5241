import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { NetworkError } from '../http/network-error.ts';
import { TimeoutError } from '../http/timeout-error.ts';
import { createIdempotentAction, isUnsettled, newIdempotencyKey } from './idempotent-action.ts';

const transfer = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', asset: 'USDT', amount: '1000' };

describe('newIdempotencyKey', () => {
  it('makes version-4 uuids the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('works where crypto.randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('createIdempotentAction', () => {
  it('reuses the key when the same request is confirmed again after an unsettled failure', () => {
    const action = createIdempotentAction();
    const first = action.keyFor(transfer);
    action.settle(new NetworkError({ url: '/api/user/user/confirmTrans' }));
    expect(action.keyFor({ ...transfer })).toBe(first);
    action.settle(new TimeoutError({ url: '/api/user/user/confirmTrans', timeoutMs: 30_000 }));
    expect(action.keyFor(transfer)).toBe(first);
    action.settle(new ApiError({ code: 1010, msg: 'unavailable', data: null }));
    expect(action.keyFor(transfer)).toBe(first);
  });

  it('makes a new key for a changed request', () => {
    const action = createIdempotentAction();
    const first = action.keyFor(transfer);
    expect(action.keyFor({ ...transfer, amount: '2000' })).not.toBe(first);
  });

  it('starts afresh after a success, so the same transfer made twice on purpose runs twice', () => {
    const action = createIdempotentAction();
    const first = action.keyFor(transfer);
    action.settle();
    expect(action.keyFor(transfer)).not.toBe(first);
  });

  it('starts afresh after a refusal, which the server keeps as that key’s answer', () => {
    const action = createIdempotentAction();
    const first = action.keyFor(transfer);
    action.settle(new ApiError({ code: 3050, msg: 'Insufficient balance', data: null }));
    expect(action.keyFor(transfer)).not.toBe(first);
  });
});

describe('isUnsettled', () => {
  it('separates refusals from failures that leave the outcome open', () => {
    expect(isUnsettled(new ApiError({ code: 3051, msg: 'Minimum transfer 1', data: null }))).toBe(false);
    expect(isUnsettled(new ApiError({ code: 1009, msg: 'internal', data: null }))).toBe(true);
    expect(isUnsettled(new NetworkError({ url: '/api' }))).toBe(true);
  });
});
