import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { EmptyResponseError } from './empty-response-error.ts';
import { InvalidResponseError } from './invalid-response-error.ts';
import { isRetryableError } from './is-retryable-error.ts';
import { NetworkError } from './network-error.ts';
import { PermissionDeniedError } from './permission-denied-error.ts';
import { SessionExpiredError } from './session-expired-error.ts';
import { TimeoutError } from './timeout-error.ts';

const apiError = (code: number) => new ApiError({ code, msg: '', data: null });

describe('isRetryableError', () => {
  it('retries transport failures, server faults and rate limits', () => {
    expect(isRetryableError(new NetworkError({ url: '/api/x' }))).toBe(true);
    expect(isRetryableError(new TimeoutError({ url: '/api/x', timeoutMs: 1 }))).toBe(true);
    expect(isRetryableError(new InvalidResponseError({ url: '/api/x', status: 502 }))).toBe(true);
    expect(isRetryableError(new EmptyResponseError({ url: '/api/x', status: 503 }))).toBe(true);
    expect(isRetryableError(apiError(1008))).toBe(true);
    expect(isRetryableError(apiError(1009))).toBe(true);
    expect(isRetryableError(apiError(1010))).toBe(true);
  });

  it('does not retry refusals, session failures, garbled success answers or unknown errors', () => {
    expect(isRetryableError(apiError(1001))).toBe(false);
    expect(isRetryableError(apiError(2001))).toBe(false);
    expect(isRetryableError(new InvalidResponseError({ url: '/api/x', status: 200 }))).toBe(false);
    expect(isRetryableError(new PermissionDeniedError())).toBe(false);
    expect(isRetryableError(new SessionExpiredError({ msg: '' }))).toBe(false);
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isRetryableError(new Error('bug'))).toBe(false);
  });
});
