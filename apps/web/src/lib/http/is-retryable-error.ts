import { ERRORS } from '@colony/contract/errors';
import { ApiError } from './api-error.ts';
import { EmptyResponseError } from './empty-response-error.ts';
import { InvalidResponseError } from './invalid-response-error.ts';
import { NetworkError } from './network-error.ts';
import { TimeoutError } from './timeout-error.ts';

const RETRYABLE_CODES: readonly number[] = [
  ERRORS.rateLimited.code,
  ERRORS.internal.code,
  ERRORS.unavailable.code,
];

/**
 * Whether trying the same call again may succeed: transport failures, server-side faults and
 * rate limits; never a refusal, a session failure or a cancelled call.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof EmptyResponseError || error instanceof InvalidResponseError)
    return error.status >= 500;
  if (error instanceof ApiError) return RETRYABLE_CODES.includes(error.code);
  return false;
}
