/** A stand-in for the API server in the HTTP client's tests: routes by path, records every request. */

export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  headers: Headers;
  /** Parsed JSON, the FormData as sent, or undefined without a body. */
  body: unknown;
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeApiServer {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  route(path: string, handler: RouteHandler): void;
  requestsTo(path: string): RecordedRequest[];
}

/** A JSON response carrying the API envelope. */
export function envelopeResponse(code: number, data: unknown = null, msg = ''): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function createFakeApiServer(): FakeApiServer {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];

  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://colony.test');
    const { body, signal } = init;
    const recorded: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      headers: new Headers(init.headers),
      body: typeof body === 'string' ? JSON.parse(body) : (body ?? undefined),
    };
    requests.push(recorded);
    if (signal?.aborted) throw abortError(signal);
    const handler = routes.get(url.pathname);
    if (!handler) return new Response('Not Found', { status: 404 });
    // Like a real fetch, an abort wins over a handler that has not answered yet.
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortError(signal)), { once: true });
      Promise.resolve()
        .then(() => handler(recorded))
        .then(resolve, reject);
    });
  };

  return {
    fetch: fetchFn as typeof fetch,
    requests,
    route(path, handler) {
      routes.set(path, handler);
    },
    requestsTo(path) {
      return requests.filter((request) => request.path === path);
    },
  };
}
