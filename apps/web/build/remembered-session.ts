import type { Plugin } from 'vite';
// By path: Vite bundles the config's relative imports, while a package's TypeScript source would be loaded by Node as is.
import { REMEMBERED_SESSION_SCRIPT } from '../../../packages/contract/src/session-storage.ts';

/**
 * Puts the first-paint session script (packages/contract/src/session-storage.ts) inline at the top
 * of `<head>`, in the dev server and the build alike, so every prerendered page shows a returning
 * member's address from its first paint. The server's Content-Security-Policy allows it by hash.
 */
export function rememberedSession(): Plugin {
  return {
    name: 'colony:remembered-session',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: REMEMBERED_SESSION_SCRIPT, injectTo: 'head-prepend' }],
    },
  };
}
