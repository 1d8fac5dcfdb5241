import { ERRORS, type ErrorName } from '@colony/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiError } from '../http/api-error.ts';
import { errorEnvelope, requestLanguage } from '../http/envelope.ts';
import { fieldErrors } from '../http/field-errors.ts';

/** Fastify's own request failures and the catalogue entry each one is answered with. */
const FASTIFY_ERRORS: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformedJson',
};

/** Other client errors by HTTP status, for failures raised by plugins. */
const STATUS_ERRORS: Record<number, ErrorName> = {
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
  503: 'unavailable',
};

/**
 * Answers every failure as `{code, msg, data}` with the catalogue's HTTP status
 * and a message in the caller's language. Server faults are logged with the
 * request id and answered without any detail.
 */
export function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);

    if (isApiError(error)) {
      return send(
        reply,
        error.status,
        errorEnvelope(language, error.errorName, error.data, error.messageParams),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = error.validationContext === 'querystring' ? request.query : request.body;
      const fields = fieldErrors(error.validation, input, language);
      return send(reply, 400, errorEnvelope(language, 'validation', { fields }));
    }
    const known = (error.code && FASTIFY_ERRORS[error.code]) || STATUS_ERRORS[error.statusCode ?? 0];
    if (known) {
      request.log.info({ err: error }, 'request refused');
      return send(reply, ERRORS[known].status, errorEnvelope(language, known));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request refused');
      return send(reply, 400, errorEnvelope(language, 'validation', { fields: [] }));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, errorEnvelope(language, 'internal'));
  });
}

/** Failures Fastify meets before any route or hook (a path it cannot decode), and what answers them. */
const FRAMEWORK_ERRORS: Record<string, ErrorName> = {
  FST_ERR_BAD_URL: 'notFound',
  FST_ERR_MAX_PARAM_LENGTH: 'notFound',
};

/**
 * Fastify's `frameworkErrors` option: the envelope for failures met while routing, such as a
 * malformed percent-encoding in the path, in place of Fastify's own answer, which echoes the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) request.log.info({ err: error }, 'request refused');
  else request.log.error({ err: error }, 'request failed');
  const name = known ?? 'internal';
  send(reply, ERRORS[name].status, errorEnvelope(requestLanguage(request), name));
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
