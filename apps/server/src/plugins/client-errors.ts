import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import { type Language, languageFromHeader } from '@colony/contract/locales';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../http/envelope.ts';

/**
 * What Node attaches to a `clientError`: the parser's code and the bytes it had read (a Buffer;
 * Fastify's type describes its JSON form).
 */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** The Accept-Language line among the bytes read so far, if the parser got that far. */
const ACCEPT_LANGUAGE = /\r\naccept-language:[ \t]*([^\r\n]*)/i;

function languageOf(error: ClientError): Language {
  // Only what was read before the parser stopped: a header after the fault is not there.
  const read = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const header = ACCEPT_LANGUAGE.exec(read)?.[1];
  return languageFromHeader(header);
}

function errorNameOf(error: ClientError): ErrorName {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'requestTimeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headersTooLarge';
  return 'malformedRequest';
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a malformed request line,
 * a NUL or other forbidden byte in a header, headers past the size limit, a request that does not
 * arrive in time) never reaches Fastify's routes or error handler. It is answered here, in the
 * same `{code, msg, data}` envelope as every other failure, and the connection is closed, since
 * the parser cannot tell where the next request would start.
 */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket): void {
  // A reset connection is gone already; there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name = errorNameOf(error);
  const { status } = ERRORS[name];
  // Debug only: scanners send such requests by the thousand, and each would be a log line.
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope(languageOf(error), name));
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}
