import { HttpError } from './http-error.ts';

/** Code -403: the session is gone; the `sessionExpired` event has already told the UI. */
export class SessionExpiredError extends HttpError {
  override name = 'SessionExpiredError';
  readonly msg: string;
  constructor({ msg }: { msg: string }) {
    super('errors.sessionInvalid', { details: msg || undefined });
    this.msg = msg;
  }
}
