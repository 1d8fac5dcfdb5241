import { HEADER_ADDRESS, HEADER_APP_KEY, HEADER_REQUEST_ID, HEADER_TOKEN } from '@colony/contract/headers';
import type { Language } from '@colony/contract/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { requestLanguage } from '../http/envelope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    token: string | null;
    address: string | null;
  }
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
}

/**
 * Reads the headers every API call carries (SPEC.md §7) onto the request and
 * refuses a wrong app key. An absent key is accepted: tools such as curl and the
 * API docs page do not send one.
 */
export function requestContext(app: FastifyInstance, options: { appKey: string }): void {
  app.decorateRequest('language', 'en');
  app.decorateRequest('token', null);
  app.decorateRequest('address', null);

  // A callback hook: it does no I/O, so it needs no promise of its own per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(HEADER_REQUEST_ID, request.id);
    request.language = requestLanguage(request);
    request.token = header(request, HEADER_TOKEN);
    request.address = header(request, HEADER_ADDRESS);
    if (request.url.startsWith('/api/')) {
      const appKey = header(request, HEADER_APP_KEY);
      if (appKey !== null && appKey !== options.appKey) {
        done(new ApiError('badAppKey'));
        return;
      }
    }
    done();
  });
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/**
 * Keeps a caller's `x-request-id` so one id follows a request through proxies
 * and logs; anything that could forge log lines is replaced by a fresh id.
 */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && REQUEST_ID_PATTERN.test(value) ? value : crypto.randomUUID();
}
