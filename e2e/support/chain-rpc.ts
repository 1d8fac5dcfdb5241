import { PUBLIC_RPC_URLS } from '@colony/contract/chains';
import type { BrowserContext } from 'playwright-core';

/**
 * The browser scenarios run the production build unchanged, so the app reads BNB Smart Chain
 * through its public node. Those calls are answered by the local chain instead: the context
 * hands each JSON-RPC request to `rpcUrl` and returns its answer. (Everything else outside the
 * app's origin stays cut off.)
 */
export async function forwardChainRpc(context: BrowserContext, rpcUrl: string): Promise<void> {
  const endpoint = new URL(PUBLIC_RPC_URLS[56]);
  await context.route(
    (url) => url.origin === endpoint.origin,
    async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') {
        await route.fulfill({
          status: 204,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'POST',
            'access-control-allow-headers': 'content-type',
          },
        });
        return;
      }
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request.postData() ?? '',
      });
      await route.fulfill({
        status: response.status,
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
        body: await response.text(),
      });
    },
  );
}
