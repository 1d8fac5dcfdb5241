import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Embedded players are cross-origin documents that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    // YouTube's embedded player refuses to play without knowing the embedding origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
