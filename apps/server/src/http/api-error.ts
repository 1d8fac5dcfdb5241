import { ERRORS, type ErrorName } from '@colony/contract/errors';
import type { MessageParams } from '@colony/contract/messages/index';

/**
 * A failure the client is meant to see: thrown anywhere in a request, answered
 * by the central error handler as the catalogue entry's envelope.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(
    readonly errorName: ErrorName,
    readonly data: unknown = null,
    /** Values of the message's placeholders, e.g. `{ min: '10 USDT' }` for "Minimum transfer {min}". */
    readonly messageParams: MessageParams = {},
  ) {
    super(errorName);
    this.name = 'ApiError';
    this.status = ERRORS[errorName].status;
    this.code = ERRORS[errorName].code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
