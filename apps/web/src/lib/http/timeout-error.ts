import { HttpError } from './http-error.ts';

export class TimeoutError extends HttpError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor({ url, timeoutMs, cause }: { url: string; timeoutMs: number; cause?: unknown }) {
    super('errors.timeout', { cause, details: `${url}: no complete answer within ${timeoutMs} ms` });
    this.timeoutMs = timeoutMs;
  }
}
