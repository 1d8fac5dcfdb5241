import { expect, it } from 'vitest';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { useClockServer } from '../support/clock-server.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { linkTo, revealLink } from '../support/header-navigation.ts';
import { airdrop } from '../support/operator.ts';
import {
  installTestWallet,
  storedSession,
  waitForWalletPhase,
  walletButton,
} from '../support/wallet-session.ts';

describeInBrowser('an expired access token', () => {
  const server = useClockServer('e2e-token-refresh');
  const session = useBrowserSession({ baseUrl: server.url });

  it('is refreshed without the user noticing: one refresh, the failed call replayed, both tokens rotated', async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    const signedIn = await storedSession(page);

    const calls: { path: string; code: number | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/user/')) return;
      // Kept in the order the answers arrive; the code is filled in once the body is read.
      const call: { path: string; code: number | undefined } = { path: url.pathname, code: undefined };
      calls.push(call);
      void response
        .json()
        .then((body: { code?: number }) => {
          call.code = body.code;
        })
        .catch(() => {});
    });

    await server.expireAccessTokens();
    await walletButton(page).click();
    await page.getByTestId('wallet-menu').getByRole('link', { name: 'Personal Center' }).click();
    await page.getByTestId('profile-address').waitFor();
    expect(await page.getByTestId('profile-address').textContent()).toBe(signedIn.address);

    // The Personal Center asks for the profile and the team at once: both are refused with the
    // expired token, one refresh follows, then both are replayed and answered.
    const REGISTER = '/api/user/login/register';
    const PAGE_CALLS = ['/api/user/Team/index', '/api/user/user/index'];
    const paths = (list: typeof calls) => list.map((call) => call.path).sort();
    await expect
      .poll(() => paths(calls.filter((call) => call.path !== REGISTER && call.code === 200)))
      .toEqual(PAGE_CALLS);
    const refresh = calls.findIndex((call) => call.path === REGISTER);
    expect(calls.filter((call) => call.path === REGISTER)).toEqual([{ path: REGISTER, code: 200 }]);
    expect(calls.slice(0, refresh).map((call) => call.code)).toEqual([-1, -1]);
    expect(paths(calls.slice(0, refresh))).toEqual(PAGE_CALLS);
    expect(paths(calls.slice(refresh + 1))).toEqual(PAGE_CALLS);
    const refreshed = await storedSession(page);
    expect(refreshed.address).toBe(signedIn.address);
    expect(refreshed.token).not.toBe(signedIn.token);
    expect(refreshed.refreshToken).toBe(refreshed.token);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await waitForWalletPhase(page, 'connected');
  });

  it('is refreshed once for the requests My Assets sends at once, and both replay to show their data', async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    const signedIn = await storedSession(page);
    if (!signedIn.address) throw new Error('no session stored after sign-in');
    // Something for both requests to show: MM in the balances and an airdrop in the money log.
    await airdrop(signedIn.address, 'MM', '12', server.url());

    const requested: string[] = [];
    const answers: { path: string; code: number | undefined }[] = [];
    const reading: Promise<void>[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/user/')) requested.push(pathname);
    });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/api/user/')) return;
      // Kept in the order the answers arrive; their bodies are read afterwards.
      const answer: { path: string; code: number | undefined } = { path: pathname, code: undefined };
      answers.push(answer);
      reading.push(
        response
          .json()
          .then((body: { code?: number }) => {
            answer.code = body.code;
          })
          .catch(() => undefined),
      );
    });

    await server.expireAccessTokens();
    const link = await revealLink(page.getByTestId('site-header'), linkTo('/myAssets'));
    if (!link) throw new Error('no link to /myAssets in the header');
    await link.click();
    await page.getByTestId('balance-MM').getByText('12', { exact: true }).waitFor();
    const entry = page.locator('[data-testid="money-log-entry"][data-kind="airdrop"]');
    expect(await entry.getByTestId('money-log-amount').textContent()).toBe('+12');
    await Promise.all(reading);

    const INDEX = '/api/user/user/index';
    const LOG = '/api/user/user/money_log';
    const REFRESH = '/api/user/login/register';
    // Exactly one refresh, however many requests found the token expired (the withdrawals list asks too).
    expect(requested.filter((path) => path === REFRESH)).toHaveLength(1);
    const codesOf = (path: string) => answers.filter((answer) => answer.path === path).map((a) => a.code);
    expect(codesOf(INDEX)).toEqual([-1, 200]);
    expect(codesOf(LOG)).toEqual([-1, 200]);
    expect(codesOf(REFRESH)).toEqual([200]);
    // Each was sent twice (the expired try and its replay), and replayed once the refresh had answered.
    expect(requested.filter((path) => path === INDEX)).toHaveLength(2);
    expect(requested.filter((path) => path === LOG)).toHaveLength(2);
    const refreshAt = answers.findIndex((answer) => answer.path === REFRESH);
    const expired = answers.flatMap((answer, at) => (answer.code === -1 ? [{ ...answer, at }] : []));
    expect(expired.map((answer) => answer.path)).toEqual(expect.arrayContaining([INDEX, LOG]));
    for (const failed of expired) {
      const replayed = answers.findIndex(
        (answer, at) =>
          at > Math.max(failed.at, refreshAt) && answer.path === failed.path && answer.code === 200,
      );
      expect(replayed, `${failed.path} replayed after the refresh`).toBeGreaterThan(refreshAt);
    }
    expect(answers.every((answer) => answer.code === 200 || answer.code === -1)).toBe(true);

    const refreshed = await storedSession(page);
    expect(refreshed.address).toBe(signedIn.address);
    expect(refreshed.token).not.toBe(signedIn.token);
    expect(refreshed.refreshToken).toBe(refreshed.token);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await waitForWalletPhase(page, 'connected');
  });
});
