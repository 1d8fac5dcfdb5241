import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A body with its strong entity tag, a digest of its bytes. */
export interface TaggedBody {
  body: string;
  tag: string;
}

export function tagged(body: string): TaggedBody {
  return { body, tag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/**
 * Sends a body with its entity tag (and `cache-control`), or 304 without it when the request's
 * If-None-Match names that tag: a client that asks again for what it has gets no body. Answers
 * that differ by the request's language say so in `vary`.
 */
export async function sendWithEntityTag(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, tag }: TaggedBody,
  options: { contentType: string; cacheControl: string },
): Promise<void> {
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
