import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends `body` with a strong entity tag of its bytes (and `cache-control`), or 304 without it when
 * the request's If-None-Match names that tag: a client that asks again for what it has gets no
 * body. Answers that differ by the request's language say so in `vary`.
 */
export async function sendWithEntityTag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { contentType: string; cacheControl: string },
): Promise<void> {
  const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', tag).header('cache-control', options.cacheControl).header('vary', 'accept-language');
  if (matches(request.headers['if-none-match'], tag)) {
    await reply.code(304).send();
    return;
  }
  await reply.header('content-type', options.contentType).send(body);
}

/** Whether an If-None-Match header names `tag` (weak comparison, as RFC 9110 asks for this header) or is `*`. */
function matches(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const listed = (Array.isArray(header) ? header.join(',') : header).split(',').map((item) => item.trim());
  return listed.some((item) => item === '*' || item === tag || item === `W/${tag}`);
}
