import { HttpError } from './http-error.ts';

/** The request never got an answer: offline, DNS, connection reset, CORS. */
export class NetworkError extends HttpError {
  override name = 'NetworkError';
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('errors.network', {
      cause,
      details: `${url}: ${cause instanceof Error ? cause.message : 'failed'}`,
    });
  }
}
