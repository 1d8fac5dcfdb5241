import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { chainServerEnv, ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { type RunningServer, startServer } from '../support/server-process.ts';
import {
  installTestWallet,
  storedSession,
  waitForWalletPhase,
  walletButton,
} from '../support/wallet-session.ts';

/** Long enough to sign in, short enough to wait out in a test. */
const ACCESS_TOKEN_TTL_SECONDS = 3;

describeInBrowser('an expired access token', () => {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer({
      name: 'e2e-short-tokens',
      env: {
        ...chainServerEnv(inject('rpcUrl')),
        WEB_DIST: inject('webDist'),
        DATABASE_URL: undefined,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  const session = useBrowserSession({
    baseUrl: () => {
      if (!server) throw new Error('the short-token server did not start');
      return server.url;
    },
  });

  it('is refreshed without the user noticing: one refresh, the failed call replayed, both tokens rotated', async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    const signedIn = await storedSession(page);

    const calls: { path: string; code: number | undefined }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/user/')) return;
      const body = (await response.json().catch(() => undefined)) as { code?: number } | undefined;
      calls.push({ path: url.pathname, code: body?.code });
    });

    await page.waitForTimeout(ACCESS_TOKEN_TTL_SECONDS * 1000 + 500);
    await walletButton(page).click();
    await page.getByTestId('wallet-menu').getByRole('link', { name: 'Personal Center' }).click();
    await page.getByTestId('profile-address').waitFor();
    expect(await page.getByTestId('profile-address').textContent()).toBe(signedIn.address);

    expect(calls).toEqual([
      { path: '/api/user/user/index', code: -1 },
      { path: '/api/user/login/register', code: 200 },
      { path: '/api/user/user/index', code: 200 },
    ]);
    const refreshed = await storedSession(page);
    expect(refreshed.address).toBe(signedIn.address);
    expect(refreshed.token).not.toBe(signedIn.token);
    expect(refreshed.refreshToken).toBe(refreshed.token);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await waitForWalletPhase(page, 'connected');
  });
});
