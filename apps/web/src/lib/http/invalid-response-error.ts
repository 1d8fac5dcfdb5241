import { HttpError } from './http-error.ts';

/** The body is not a `{ code, msg, data }` envelope (a proxy's error page, truncated JSON...). */
export class InvalidResponseError extends HttpError {
  override name = 'InvalidResponseError';
  readonly status: number;
  constructor({ url, status, cause }: { url: string; status: number; cause?: unknown }) {
    super('errors.invalidResponse', { cause, details: `${url}: HTTP ${status} without an API envelope` });
    this.status = status;
  }
}
