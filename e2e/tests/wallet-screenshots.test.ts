import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { atEachWidth, SCREEN_WIDTHS } from '../support/screen-widths.ts';
import {
  installTestWallet,
  NO_STORED_SESSION,
  storedSession,
  waitForWalletPhase,
  walletButton,
} from '../support/wallet-session.ts';

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `wallet-${name}-${width}.png`) });
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

/** Whether the element lies fully inside the viewport. */
async function insideViewport(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight
    );
  });
}

const HEIGHT = 860;

describeInBrowser('wallet screens at each width', () => {
  // The flows run on a phone; each screen is then looked at on the wider ones too.
  const session = useBrowserSession({ width: 375, height: HEIGHT });

  it('connected header with its menu, and the profile strip (screenshots kept)', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    await walletButton(page).click();
    await page.getByTestId('wallet-menu').waitFor({ state: 'visible' });
    await atEachWidth(
      session,
      async (width) => {
        await page.getByTestId('wallet-menu').waitFor({ state: 'visible' });
        expect(await insideViewport(page, 'wallet-menu')).toBe(true);
        expect(await page.getByTestId('wallet-menu').textContent()).toContain(wallet.address);
        await shoot(page, 'menu', width);
        await noHorizontalOverflow(page);
      },
      { height: HEIGHT },
    );

    await page.getByTestId('wallet-menu').getByRole('link', { name: 'Personal Center' }).click();
    await page.getByTestId('profile-invite-code').waitFor();
    const stored = await storedSession(page);
    expect(stored.address).toBe(wallet.address);
    const link = await page.getByTestId('profile-invite-link').textContent();
    expect(link).toBe(
      `${new URL(page.url()).origin}/?code=${await page.getByTestId('profile-invite-code').textContent()}`,
    );
    await atEachWidth(
      session,
      async (width) => {
        // One toast at a time, so each screenshot shows the one this width's copy raised.
        await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0);
        await page.getByRole('button', { name: 'Copy invite link' }).click();
        await page.getByText('Copy Successful').waitFor();
        await shoot(page, 'profile', width);
        await noHorizontalOverflow(page);
      },
      { height: HEIGHT },
    );
  });

  it('bind-superior dialog (screenshots kept)', async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto('/');
    await walletButton(page).click();
    const dialog = page.getByTestId('bind-superior-dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Sign and join' }).click();
    await dialog.getByText('Please enter invite code').waitFor();
    await atEachWidth(
      session,
      async (width) => {
        expect(await insideViewport(page, 'bind-superior-dialog')).toBe(true);
        await shoot(page, 'bind-superior', width);
      },
      { height: HEIGHT },
    );
  });

  it('unsupported-chain dialog (screenshots kept)', async () => {
    const { page } = session;
    await installTestWallet(session, { chainId: 137 });
    await page.goto('/');
    await walletButton(page).click();
    await page.getByTestId('unsupported-chain-dialog').waitFor({ state: 'visible' });
    await atEachWidth(
      session,
      async (width) => {
        expect(await insideViewport(page, 'unsupported-chain-dialog')).toBe(true);
        await shoot(page, 'unsupported-chain', width);
      },
      { height: HEIGHT },
    );
  });

  it('the drawer connects, shows the account and disconnects (screenshots kept below 1280 px)', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('drawer-wallet-connect').click();
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('mobile-menu-button').click();
    const panel = page.getByTestId('drawer-wallet');
    await atEachWidth(
      session,
      async (width) => {
        await panel.waitFor({ state: 'visible' });
        expect(await panel.textContent()).toContain(wallet.address.slice(0, 6));
        await shoot(page, 'drawer', width);
      },
      // From 1280 px the header shows the wallet itself and has no drawer.
      { height: HEIGHT, widths: SCREEN_WIDTHS.filter((width) => width < 1280) },
    );
    await page.getByTestId('drawer-wallet-disconnect').click();
    await waitForWalletPhase(page, 'disconnected');
    expect(await storedSession(page)).toEqual(NO_STORED_SESSION);
  });
});
