import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import type { BrowserSession } from './browser-session.ts';
import { forwardChainRpc } from './chain-rpc.ts';
import { TestWallet, type TestWalletOptions } from './test-wallet.ts';

/** A fresh account, funded on the local chain so it can also send transactions. */
export async function freshFundedKey(rpcUrl: string = inject('rpcUrl')) {
  const key = generatePrivateKey();
  const { address } = privateKeyToAccount(key);
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0x56bc75e2d63100000'], // 100 BNB
    }),
  });
  if (!response.ok) throw new Error(`anvil_setBalance answered ${response.status}`);
  return key;
}

/**
 * Gives the session's browser a test wallet on the local chain (by default two fresh funded
 * accounts nobody has signed in with) and lets the app's chain-56 reads reach that chain.
 * Call before the first `page.goto`.
 */
export async function installTestWallet(
  session: BrowserSession,
  options: Partial<TestWalletOptions> & { accounts?: number } = {},
): Promise<TestWallet> {
  const rpcUrl = options.rpcUrl ?? inject('rpcUrl');
  const privateKeys =
    options.privateKeys ??
    (await Promise.all(Array.from({ length: options.accounts ?? 2 }, () => freshFundedKey(rpcUrl))));
  await forwardChainRpc(session.context, rpcUrl);
  return TestWallet.install(session.context, { ...options, rpcUrl, privateKeys });
}

/** The header's wallet control. */
export function walletButton(page: Page) {
  return page.getByTestId('site-header').getByTestId('wallet-button');
}

/** Waits until the header shows the wallet in `phase` (disconnected, connecting, reconnecting, signingIn, connected). */
export async function waitForWalletPhase(page: Page, phase: string, timeout = 15_000): Promise<void> {
  const phaseNow = () =>
    document
      .querySelector('[data-testid="site-header"] [data-testid="wallet-button"]')
      ?.getAttribute('data-phase');
  try {
    await page.waitForFunction(
      (expected) =>
        document
          .querySelector('[data-testid="site-header"] [data-testid="wallet-button"]')
          ?.getAttribute('data-phase') === expected,
      phase,
      { timeout },
    );
  } catch (error) {
    // Say where the wallet stopped, which the timeout alone does not.
    const stuck = await page.evaluate(phaseNow).catch(() => 'unknown');
    throw new Error(`the wallet did not reach "${phase}" on ${page.url()}: it shows "${stuck}"`, {
      cause: error,
    });
  }
}

/** What `storedSession` reads when no session is stored. */
export const NO_STORED_SESSION = { address: undefined, token: undefined, refreshToken: undefined } as const;

/** The session values in localStorage (SPEC.md §3), unwrapped from their stored entries. */
export async function storedSession(page: Page) {
  return page.evaluate(() => {
    const read = (key: string) => {
      const raw = localStorage.getItem(key);
      if (raw === null) return undefined;
      try {
        return (JSON.parse(raw) as { value?: unknown }).value as string | undefined;
      } catch {
        return undefined;
      }
    };
    return { address: read('accessAddress'), token: read('accessToken'), refreshToken: read('refreshToken') };
  });
}
