import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';

/** Request bodies above this size are refused before they are read in full. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * JSON is the only accepted request body (anything else is 415), uncompressed (browsers never
 * compress what they send; a Content-Encoding other than identity is 415 too). Keys such as
 * `__proto__` and `constructor.prototype` are refused as malformed rather than
 * silently dropped. An empty body counts as absent: SPEC.md §7 lets several
 * calls go without data, and clients differ in whether they still send
 * `Content-Type: application/json`.
 */
export function jsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined && encoding !== 'identity') {
        done(new ApiError('unsupportedMediaType'), undefined);
        return;
      }
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );

  // Validation then sees `{}`, so optional-data calls pass and required fields are reported by name.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    done();
  });
}
