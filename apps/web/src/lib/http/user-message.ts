import { ApiError } from './api-error.ts';
import type { HttpErrorMessageKey } from './error-messages.ts';
import { HttpError } from './http-error.ts';
import { SessionExpiredError } from './session-expired-error.ts';

export interface UserMessage {
  /** Translate this when `text` is absent. */
  key: HttpErrorMessageKey;
  /** The server's own message, already in the user's language. */
  text?: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * What to tell the user about a failed call, or null when nothing should be shown: a
 * cancelled call, or -403 whose notice the `sessionExpired` listener shows once.
 * Use as `toast.error(message.text ?? t(message.key))`.
 */
export function userMessageOf(error: unknown): UserMessage | null {
  if (error instanceof SessionExpiredError || isAbort(error)) return null;
  if (error instanceof ApiError && error.msg) return { key: error.messageKey, text: error.msg };
  if (error instanceof HttpError) return { key: error.messageKey };
  return { key: 'errors.unexpected' };
}
