import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies are never compressed by the app, so no hook runs on every request to look for
    // it; `jsonBody` refuses a compressed body instead.
    globalDecompression: false,
    // Brotli's default (11) costs far more CPU than it saves on answers compressed per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
