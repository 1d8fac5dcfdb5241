import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { NetworkError } from './network-error.ts';
import { PermissionDeniedError } from './permission-denied-error.ts';
import { SessionExpiredError } from './session-expired-error.ts';
import { TimeoutError } from './timeout-error.ts';
import { userMessageOf } from './user-message.ts';

describe('userMessageOf', () => {
  it("prefers the server's translated message", () => {
    expect(userMessageOf(new ApiError({ code: 4001, msg: 'Insufficient balance', data: null }))).toEqual({
      key: 'errors.unexpected',
      text: 'Insufficient balance',
    });
  });

  it('falls back to the key of an API error without a message', () => {
    expect(userMessageOf(new ApiError({ code: 4001, msg: '', data: null }))).toEqual({
      key: 'errors.unexpected',
    });
  });

  it('names the key of client-side failures', () => {
    expect(userMessageOf(new PermissionDeniedError())).toEqual({ key: 'errors.permissionDenied' });
    expect(userMessageOf(new NetworkError({ url: '/api/x' }))).toEqual({ key: 'errors.network' });
    expect(userMessageOf(new TimeoutError({ url: '/api/x', timeoutMs: 1 }))).toEqual({
      key: 'errors.timeout',
    });
  });

  it('shows nothing for an expired session or a cancelled call', () => {
    expect(userMessageOf(new SessionExpiredError({ msg: 'Login expired' }))).toBeNull();
    expect(userMessageOf(new DOMException('aborted', 'AbortError'))).toBeNull();
  });

  it('gives a generic message for anything else', () => {
    expect(userMessageOf(new Error('bug'))).toEqual({ key: 'errors.unexpected' });
    expect(userMessageOf('string thrown')).toEqual({ key: 'errors.unexpected' });
  });
});
