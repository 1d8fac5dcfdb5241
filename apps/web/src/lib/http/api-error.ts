import { HttpError } from './http-error.ts';

/** The API answered with a code other than 200; `msg` is already in the user's language. */
export class ApiError<Data = unknown> extends HttpError {
  override name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly data: Data;
  constructor({ code, msg, data }: { code: number; msg: string; data: Data }) {
    super('errors.unexpected', {
      shortMessage: msg || `The API answered code ${code}`,
      details: `code ${code}`,
    });
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}
