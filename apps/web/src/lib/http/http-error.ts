import { BaseError, type BaseErrorOptions } from './base-error.ts';
import { HTTP_ERROR_MESSAGES, type HttpErrorMessageKey } from './error-messages.ts';

/** A failed API call; `messageKey` is what the UI translates for the user. */
export class HttpError extends BaseError {
  override name = 'HttpError';
  readonly messageKey: HttpErrorMessageKey;

  constructor(messageKey: HttpErrorMessageKey, options: BaseErrorOptions & { shortMessage?: string } = {}) {
    const { shortMessage = HTTP_ERROR_MESSAGES[messageKey], ...rest } = options;
    super(shortMessage, rest);
    this.messageKey = messageKey;
  }
}
