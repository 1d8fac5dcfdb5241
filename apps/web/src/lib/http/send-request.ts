import { BaseError } from './base-error.ts';
import { NetworkError } from './network-error.ts';
import { TimeoutError } from './timeout-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OutgoingRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  timeoutMs: number;
  /** The caller's cancellation (react-query passes one); its reason is rethrown untouched. */
  signal?: AbortSignal;
}

/**
 * One fetch whose timeout also covers reading the body with `read`, so a server that
 * sends headers and then stalls still times out. Failures become typed errors.
 */
export async function sendRequest<Result>(
  fetchFn: typeof fetch,
  request: OutgoingRequest,
  read: (response: Response, url: string) => Promise<Result>,
): Promise<Result> {
  const { method, url, headers, body, timeoutMs, signal } = request;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  const failure = (cause: unknown): unknown => {
    if (cause instanceof BaseError) return cause;
    if (timedOut) return new TimeoutError({ url, timeoutMs, cause });
    if (signal?.aborted) return signal.reason ?? cause;
    return new NetworkError({ url, cause });
  };

  try {
    const response = await fetchFn(url, { method, headers, body, signal: controller.signal }).catch(
      (cause: unknown) => {
        throw failure(cause);
      },
    );
    return await read(response, url).catch((cause: unknown) => {
      throw failure(cause);
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
