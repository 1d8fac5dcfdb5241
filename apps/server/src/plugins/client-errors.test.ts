import { connect, type Socket } from 'node:net';
import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { clientErrorHandler } from './client-errors.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, a NUL
 * in a header, headers past the size limit) are answered in the `{code, msg, data}` envelope,
 * sent over a raw TCP socket to a listening server, since `inject` never goes through the parser.
 */

let database: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  port = address.port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Writes `request` as raw bytes and reads everything the server sends until it closes. */
function exchange(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(raw.toString('latin1'))}`));
      const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(end + 4) });
    });
    // Written without ending our side: Node's server drops a request still in flight when the
    // client half-closes (`httpAllowHalfOpen` is off), as a browser never does. The server
    // closes the connection itself, after its answer.
    socket.write(request);
  });
}

function expectEnvelope(answer: RawAnswer, status: number, body: unknown) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  // The length in bytes, not characters: the translated messages are not ASCII.
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(answer.body.toString('utf8'))).toEqual(body);
}

describe('requests the HTTP parser refuses', () => {
  it('answers a malformed request line with a 400 envelope', async () => {
    for (const request of [
      'GARBAGE\r\n\r\n',
      'GET /api/news/news/index HTTP/9.9\r\nHost: colony.test\r\n\r\n',
      'GET  HTTP/1.1\r\n\r\n',
    ]) {
      expectEnvelope(await exchange(request), 400, {
        code: ERRORS.malformedRequest.code,
        msg: translate('en', 'errors.malformedRequest'),
        data: null,
      });
    }
  });

  it('answers a NUL byte in a header with a 400 envelope in the language the request asked for', async () => {
    const answer = await exchange(
      Buffer.concat([
        Buffer.from('POST /api/news/news/index HTTP/1.1\r\nHost: colony.test\r\nAccept-Language: th-TH\r\n'),
        Buffer.from('X-Note: a\u0000b\r\n\r\n', 'latin1'),
      ]),
    );
    expectEnvelope(answer, 400, {
      code: ERRORS.malformedRequest.code,
      msg: translate('th', 'errors.malformedRequest'),
      data: null,
    });
  });

  it('answers headers past the size limit with a 431 envelope', async () => {
    const answer = await exchange(
      `GET /api/news/news/index HTTP/1.1\r\nHost: colony.test\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(answer, 431, {
      code: ERRORS.headersTooLarge.code,
      msg: translate('en', 'errors.headersTooLarge'),
      data: null,
    });
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = await exchange(
      'POST /api/nft/Home/home HTTP/1.1\r\nHost: colony.test\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ code: 200 });
  });
});

describe('the client error handler', () => {
  /** A socket that records what is written to it, for failures a real one cannot be made to meet at will. */
  function recordingSocket(state: { writable?: boolean; destroyed?: boolean } = {}) {
    const written: string[] = [];
    let destroyed = state.destroyed ?? false;
    const socket = {
      get writable() {
        return state.writable ?? true;
      },
      get destroyed() {
        return destroyed;
      },
      write: (text: string) => {
        written.push(text);
        return true;
      },
      destroy: () => {
        destroyed = true;
      },
    };
    return { socket: socket as unknown as Socket, written, isDestroyed: () => destroyed };
  }

  const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

  it('answers a request that took too long to arrive with a 408 envelope and closes the socket', () => {
    const { socket, written, isDestroyed } = recordingSocket();
    clientErrorHandler.call(app, timeout, socket);
    expect(written).toHaveLength(1);
    const [head = '', body] = (written[0] ?? '').split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(body ?? '')).toEqual({
      code: ERRORS.requestTimeout.code,
      msg: translate('en', 'errors.requestTimeout'),
      data: null,
    });
    expect(isDestroyed()).toBe(true);
  });

  it('writes nothing to a connection that was reset or can no longer be written', () => {
    const reset = recordingSocket();
    clientErrorHandler.call(app, Object.assign(new Error('reset'), { code: 'ECONNRESET' }), reset.socket);
    expect(reset.written).toEqual([]);
    const closed = recordingSocket({ writable: false });
    clientErrorHandler.call(app, timeout, closed.socket);
    expect(closed.written).toEqual([]);
    expect(closed.isDestroyed()).toBe(true);
  });
});
