import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A policy the built SPA passes: its own scripts only, inline styles for the
 * toast library, images from anywhere over https, wallet RPC over https/wss and
 * YouTube's privacy-enhanced player in frames. No upgrade-insecure-requests:
 * the default setup is plain http on localhost.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'https:', 'wss:'],
  frameSrc: ['https://www.youtube-nocookie.com'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Embedded players are cross-origin documents that do not send CORP headers.
  crossOriginEmbedderPolicy: false,
  // YouTube's embedded player refuses to play without knowing the embedding origin.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet sets, computed once: they depend on nothing in the request. */
export function securityHeaderValues(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function securityHeaders(app: FastifyInstance): void {
  // Running helmet per request re-parses the policy every time; the result never changes.
  const headers = securityHeaderValues();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
