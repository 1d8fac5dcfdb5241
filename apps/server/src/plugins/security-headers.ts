import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REMEMBERED_SESSION_SCRIPT } from '@colony/contract/session-storage';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_DOCS_PATH } from './api-docs.ts';

/** The CSP source that allows one inline script, by the SHA-256 of its exact text. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * A policy the built SPA passes: its own scripts and the pages' one inline script (the
 * first-paint session script, by hash) only, inline styles for the
 * toast library, images from anywhere over https, wallet RPC over https/wss and
 * YouTube's privacy-enhanced player in frames. No upgrade-insecure-requests:
 * the default setup is plain http on localhost.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", inlineScriptSource(REMEMBERED_SESSION_SCRIPT)],
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

const HELMET_BASE: HelmetOptions = {
  // Embedded players are cross-origin documents that do not send CORP headers.
  crossOriginEmbedderPolicy: false,
  // YouTube's embedded player refuses to play without knowing the embedding origin.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * `rpcUrls`: the chain nodes of the configuration. A plain-http one (a local
 * anvil in development and the browser tests) is added to `connect-src`, so the
 * app can read the chain it signs in on; https nodes are allowed already.
 */
export function helmetOptions(rpcUrls: readonly string[]): HelmetOptions {
  const localNodes = rpcUrls.map((url) => new URL(url)).filter((url) => url.protocol === 'http:');
  const connectSrc = [...CONTENT_SECURITY_POLICY.connectSrc, ...new Set(localNodes.map((url) => url.origin))];
  return {
    ...HELMET_BASE,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, connectSrc } },
  };
}

/** The headers helmet sets, computed once: they depend on nothing in the request. */
export function securityHeaderValues(options: HelmetOptions = helmetOptions([])): Record<string, string> {
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

/**
 * What acts on a JSON answer of the API: opened as a document, nothing in it may load, run or be
 * framed (CSP), it is never sniffed as another type, no other origin's page may read it (CORP), and
 * HTTPS stays pinned (HSTS). The rest of helmet's set (the page's policy, COOP, the referrer policy,
 * the legacy X- headers) acts on documents only, so the API's answers, many times more frequent than
 * pages, go without it.
 */
function apiSecurityHeaderValues(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = ['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(
      kept.flatMap((name) => (documentHeaders[name] ? [[name, documentHeaders[name]]] : [])),
    ),
  };
}

/** API answers are JSON, but for the docs page and its files, which are a document like the app's. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH);
}

export function securityHeaders(app: FastifyInstance, options: { rpcUrls?: readonly string[] } = {}): void {
  // Running helmet per request re-parses the policy every time; the result never changes.
  const documentHeaders = securityHeaderValues(helmetOptions(options.rpcUrls ?? []));
  const apiHeaders = apiSecurityHeaderValues(documentHeaders);
  // A callback hook: it does no I/O, so it needs no promise of its own per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : documentHeaders);
    done();
  });
}
