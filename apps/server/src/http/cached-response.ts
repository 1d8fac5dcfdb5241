import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCache } from './content-cache.ts';

/** Answers smaller than this go out as they are: compressing them saves nothing worth the CPU. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * One public answer, serialized once and compressed at most once per encoding.
 * Compression runs once per cache lifetime instead of once per request, so it can
 * afford a better ratio than the per-request compression plugin.
 */
export class PreparedResponse {
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {}

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 9 });
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding to answer with for a request's Accept-Encoding, `undefined` for none. */
export function chooseEncoding(acceptEncoding: string | undefined, size: number): Encoding | undefined {
  if (!acceptEncoding || size < COMPRESS_THRESHOLD_BYTES) return undefined;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * Sends a cacheable success answer. `produce` builds the envelope; it runs once per
 * key and cache lifetime, its result is serialized with the route's response
 * schema (validated as any other answer) and kept as bytes. A failing `produce`
 * is not cached and its error reaches the error handler as usual.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ContentCache,
  key: string,
  produce: () => Promise<unknown>,
): Promise<void> {
  const prepared = await cache.get(key, async () => {
    const serialized = reply.serialize(await produce());
    return new PreparedResponse(
      typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as Uint8Array),
    );
  });
  const header = request.headers['accept-encoding'];
  const encoding = chooseEncoding(Array.isArray(header) ? header.join(',') : header, prepared.body.length);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  // Awaiting the reply resolves once the answer is written, so the handler's
  // `undefined` result is not taken for a missing answer.
  if (!encoding) {
    await reply.send(prepared.body);
    return;
  }
  const bytes = prepared.encoded(encoding);
  await reply.header('content-encoding', encoding).header('content-length', bytes.length).send(bytes);
}
