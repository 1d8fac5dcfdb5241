import { HttpError } from './http-error.ts';

/** The server answered with no body at all. */
export class EmptyResponseError extends HttpError {
  override name = 'EmptyResponseError';
  readonly status: number;
  constructor({ url, status }: { url: string; status: number }) {
    super('errors.invalidResponse', { details: `${url}: empty body with HTTP ${status}` });
    this.status = status;
  }
}
