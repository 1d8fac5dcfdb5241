import { SUCCESS_CODE } from '@colony/contract/constants';
import type { Envelope } from '@colony/contract/envelope';
import { ERRORS, type ErrorName, errorMessageKey } from '@colony/contract/errors';
import { HEADER_LANGUAGE } from '@colony/contract/headers';
import type { Language } from '@colony/contract/locales';
import { type MessageKey, type MessageParams, translate } from '@colony/contract/messages/index';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageCache } from './language-cache.ts';

/** The language of a request, read from the header so it also works before any hook ran. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers[HEADER_LANGUAGE];
  return languages.languageOf(Array.isArray(header) ? header[0] : header);
}

const languages = languageCache();

/** A success envelope with the translated message (`Success` unless another key is given). */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'errors.ok'): Envelope<T> {
  return { code: SUCCESS_CODE, msg: translate(requestLanguage(request), messageKey), data };
}

export function errorEnvelope(
  language: Language,
  name: ErrorName,
  data: unknown = null,
  messageParams: MessageParams = {},
): Envelope<unknown> {
  return { code: ERRORS[name].code, msg: translate(language, errorMessageKey(name), messageParams), data };
}

/** Response schema of every failure, documented once for all routes. */
export const errorEnvelopeSchema = z
  .object({ code: z.number().int(), msg: z.string(), data: z.unknown() })
  .describe('Failure: `code` from the error catalogue, translated `msg`, optional `data`');
