/**
 * The bench's baseline: Fastify (the API server's own copy) with one trivial JSON
 * route and nothing else, so the API bench can say how much the real stack costs.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../e2e/support/repo-paths.ts';

const serverRequire = createRequire(`${REPO_ROOT}apps/server/package.json`);
const { default: fastify } = (await import(
  pathToFileURL(serverRequire.resolve('fastify')).href
)) as typeof import('fastify');

const app = fastify({ logger: false });
app.post('/bare', async () => ({ code: 200, msg: 'ok', data: {} }));

const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
console.log(`listening on ${url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
