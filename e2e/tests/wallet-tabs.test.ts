import type { UserIndexResponse } from '@colony/contract/auth';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, signInViaApi } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { useClockServer } from '../support/clock-server.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import type { TestWalletOptions } from '../support/test-wallet.ts';
import {
  freshFundedKey,
  installTestWallet,
  NO_STORED_SESSION,
  storedSession,
  waitForWalletPhase,
  walletButton,
} from '../support/wallet-session.ts';

const INDEX = '/api/user/user/index';
const REFRESH = '/api/user/login/register';

describeInBrowser('several tabs, one session', () => {
  const server = useClockServer('e2e-tabs');
  const serverUrl = server.url;
  const session = useBrowserSession({ baseUrl: serverUrl });

  /** Signs in on the first tab through an invite link, then opens a second tab that resumes the session. */
  async function signInOnTwoTabs(options: Partial<TestWalletOptions> = {}) {
    const { page, context } = session;
    const wallet = await installTestWallet(session, options);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    const signedIn = await storedSession(page);

    const second = await context.newPage();
    const secondErrors: string[] = [];
    second.on('pageerror', (error) => secondErrors.push(error.stack || error.message));
    await second.goto('/');
    await waitForWalletPhase(second, 'connected');
    expect(await storedSession(second)).toEqual(signedIn);
    return { wallet, first: page, second, secondErrors, signedIn };
  }

  /** As `signInOnTwoTabs`, with a second wallet account that is a member already, to switch to. */
  async function signInOnTwoTabsWithAMemberToSwitchTo() {
    const member = await freshFundedKey();
    await signInViaApi(member, ROOT_INVITE_CODE, serverUrl());
    return signInOnTwoTabs({ privateKeys: [await freshFundedKey(), member] });
  }

  /** The code the profile call answers with these stored credentials. */
  async function profileCodeWith(stored: { address?: string; token?: string }) {
    const answer = await apiCall<UserIndexResponse>(
      '/user/user/index',
      {},
      { address: stored.address ?? '', token: stored.token ?? '' },
      serverUrl(),
    );
    return answer.code;
  }

  /** Neither a toast nor an alert is showing. */
  async function expectNoNotice(page: Page) {
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  }

  async function openPersonalCenter(page: Page) {
    await walletButton(page).click();
    await page.getByTestId('wallet-menu').getByRole('link', { name: 'Personal Center' }).click();
  }

  it('refreshes an expired token once for two tabs asking at once; both stay signed in and the session lives on', async () => {
    const { context } = session;
    const { first, second, secondErrors, signedIn } = await signInOnTwoTabs();
    // The lock the tabs share; without it each tab would refresh on its own.
    expect(await first.evaluate(() => typeof navigator.locks?.request)).toBe('function');

    const refreshes: string[] = [];
    const expired = new Set<Page>();
    const answers = new Map<Page, (number | undefined)[]>([
      [first, []],
      [second, []],
    ]);
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === REFRESH) refreshes.push(request.url());
    });
    for (const page of [first, second]) {
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname !== INDEX) return;
        const body = (await response.json().catch(() => undefined)) as { code?: number } | undefined;
        answers.get(page)?.push(body?.code);
        if (body?.code === -1) expired.add(page);
      });
    }
    // The refresh is held until both tabs have found the token expired, so they truly ask at once.
    await context.route(`**${REFRESH}`, async (route) => {
      await expect.poll(() => expired.size, { timeout: 10_000 }).toBe(2);
      await route.continue();
    });

    await server.expireAccessTokens();
    await Promise.all([openPersonalCenter(first), openPersonalCenter(second)]);
    for (const page of [first, second]) {
      await page.getByTestId('profile-address').waitFor();
      expect(await page.getByTestId('profile-address').textContent()).toBe(signedIn.address);
    }

    expect(refreshes).toHaveLength(1);
    await expect.poll(() => answers.get(first)).toEqual([-1, 200]);
    await expect.poll(() => answers.get(second)).toEqual([-1, 200]);
    const refreshed = await storedSession(second);
    expect(refreshed.address).toBe(signedIn.address);
    expect(refreshed.token).not.toBe(signedIn.token);
    expect(refreshed.refreshToken).toBe(refreshed.token);
    // Not revoked: the rotated token still opens the profile.
    expect(await profileCodeWith(refreshed)).toBe(200);
    for (const page of [first, second]) {
      await waitForWalletPhase(page, 'connected');
      await expectNoNotice(page);
    }
    expect(secondErrors).toEqual([]);
  });

  it('asks for one signature when the wallet switches accounts with two tabs open; both tabs follow', async () => {
    const { wallet, first, second, secondErrors, signedIn } = await signInOnTwoTabsWithAMemberToSwitchTo();
    expect(wallet.requestsOf('personal_sign')).toHaveLength(1);

    await wallet.switchAccount(1);
    for (const page of [first, second]) {
      await expect.poll(() => walletButton(page).textContent()).toContain(wallet.address.slice(0, 6));
      await waitForWalletPhase(page, 'connected');
    }
    await session.settle();
    // Each tab heard the switch; one signed the new account in and the other took that session.
    expect(wallet.requestsOf('personal_sign')).toHaveLength(2);
    const switched = await storedSession(second);
    expect(switched.address?.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(await storedSession(first)).toEqual(switched);
    expect(await profileCodeWith(switched)).toBe(200);
    // The first account's session was revoked on the way.
    expect(await profileCodeWith(signedIn)).not.toBe(200);
    for (const page of [first, second]) {
      await expectNoNotice(page);
    }
    expect(secondErrors).toEqual([]);
  });

  it('asks no other tab again once the user refused to sign the new account in; every tab lets the wallet go', async () => {
    const { wallet, first, second, secondErrors } = await signInOnTwoTabsWithAMemberToSwitchTo();

    // Each tab says why it let the wallet go, for the two seconds a notice shows: watched for from now.
    const notices = [first, second].map((page) =>
      page
        .locator('[data-sonner-toast]')
        .getByText('Sign-in cancelled: you declined the signature in your wallet.')
        .waitFor(),
    );
    wallet.rejectNext('personal_sign');
    await wallet.switchAccount(1);
    await Promise.all(notices);
    // Both tabs have handled the switch to its end; a tab asking again would have left that phase.
    for (const page of [first, second]) await waitForWalletPhase(page, 'disconnected');
    await session.settle();
    // One prompt for the switch, refused; the other tab did not ask again.
    expect(wallet.requestsOf('personal_sign')).toHaveLength(2);
    expect(await storedSession(second)).toEqual(NO_STORED_SESSION);
    expect(secondErrors).toEqual([]);
  });

  it('shows the other tab signed out, without a word, when one tab disconnects', async () => {
    const { first, second, secondErrors, signedIn } = await signInOnTwoTabs();
    await openPersonalCenter(second);
    await second.getByTestId('profile-address').waitFor();

    await walletButton(first).click();
    await first.getByTestId('wallet-menu').getByRole('button', { name: 'Disconnect' }).click();
    await waitForWalletPhase(first, 'disconnected');

    await waitForWalletPhase(second, 'disconnected');
    await second.getByTestId('profile-signed-out').waitFor();
    expect(await second.getByTestId('profile-address').count()).toBe(0);
    expect(await storedSession(second)).toEqual(NO_STORED_SESSION);
    // Signed out and settled: no notice, no error, and the old session no longer opens anything.
    await session.settle();
    await expectNoNotice(second);
    expect(secondErrors).toEqual([]);
    expect(await profileCodeWith(signedIn)).not.toBe(200);
  });
});
