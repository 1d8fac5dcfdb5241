export interface BaseErrorOptions {
  cause?: unknown;
  /** Technical detail for logs; appended to `message`, never shown to users. */
  details?: string;
}

/** Root of the app's errors: a one-line `shortMessage`, optional `details` and the `cause`. */
export class BaseError extends Error {
  override name = 'BaseError';
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    const { cause, details } = options;
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause });
    this.shortMessage = shortMessage;
    this.details = details;
  }
}
