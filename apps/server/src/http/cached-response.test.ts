import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compression } from '../plugins/compression.ts';
import { chooseEncoding, sendCached } from './cached-response.ts';
import { createContentCache } from './content-cache.ts';

const LARGE = 'x'.repeat(4000);

async function buildTestApp(ttlMs: number) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await compression(app);
  const cache = createContentCache({ ttlMs });
  let loads = 0;
  app.post(
    '/thing',
    {
      schema: {
        body: z.object({ size: z.enum(['small', 'large', 'broken', 'invalid']) }),
        response: { 200: z.object({ text: z.string() }) },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cache, `thing:${request.body.size}`, async () => {
        loads += 1;
        if (request.body.size === 'broken') throw new Error('database down');
        if (request.body.size === 'invalid') return { text: 42 };
        return { text: request.body.size === 'large' ? LARGE : 'small' };
      }),
  );
  await app.ready();
  return { app, loads: () => loads };
}

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and skips small bodies', () => {
    expect(chooseEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(chooseEncoding('gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('x-gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('deflate', 5000)).toBeUndefined();
    expect(chooseEncoding('identity', 5000)).toBeUndefined();
    expect(chooseEncoding(undefined, 5000)).toBeUndefined();
    expect(chooseEncoding('br', 100)).toBeUndefined();
  });
});

describe('sendCached', () => {
  it('answers brotli, gzip or plain JSON with the same content and a Vary header', async () => {
    const { app } = await buildTestApp(1000);
    const expected = { text: LARGE };
    const br = await app.inject({
      method: 'POST',
      url: '/thing',
      payload: { size: 'large' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gzip = await app.inject({
      method: 'POST',
      url: '/thing',
      payload: { size: 'large' },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);

    const plain = await app.inject({ method: 'POST', url: '/thing', payload: { size: 'large' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toEqual(expected);

    const small = await app.inject({
      method: 'POST',
      url: '/thing',
      payload: { size: 'small' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ text: 'small' });
    await app.close();
  });

  it('builds an answer once per key while cached, and every time without a cache', async () => {
    const cached = await buildTestApp(60_000);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        cached.app.inject({
          method: 'POST',
          url: '/thing',
          payload: { size: 'large' },
          headers: { 'accept-encoding': 'br' },
        }),
      ),
    );
    expect(cached.loads()).toBe(1);
    await cached.app.close();

    const uncached = await buildTestApp(0);
    for (let i = 0; i < 3; i += 1)
      await uncached.app.inject({ method: 'POST', url: '/thing', payload: { size: 'large' } });
    expect(uncached.loads()).toBe(3);
    await uncached.app.close();
  });

  it('does not keep failures, and an answer its schema rejects is an error, not a cached body', async () => {
    const { app, loads } = await buildTestApp(60_000);
    const first = await app.inject({ method: 'POST', url: '/thing', payload: { size: 'broken' } });
    const second = await app.inject({ method: 'POST', url: '/thing', payload: { size: 'broken' } });
    expect(first.statusCode).toBe(500);
    expect(second.statusCode).toBe(500);
    expect(loads()).toBe(2);

    const invalid = await app.inject({ method: 'POST', url: '/thing', payload: { size: 'invalid' } });
    expect(invalid.statusCode).toBe(500);
    await app.close();
  });
});
