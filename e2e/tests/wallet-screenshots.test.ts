import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
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

for (const width of [375, 768, 1440]) {
  describeInBrowser(`wallet screens at ${width} px`, () => {
    const session = useBrowserSession({ width, height: 860 });

    it('connected header with its menu, and the profile strip (screenshots kept)', async () => {
      const { page } = session;
      const wallet = await installTestWallet(session);
      await page.goto(`/?code=${ROOT_INVITE_CODE}`);
      await walletButton(page).click();
      await waitForWalletPhase(page, 'connected');
      await walletButton(page).click();
      await page.getByTestId('wallet-menu').waitFor({ state: 'visible' });
      expect(await insideViewport(page, 'wallet-menu')).toBe(true);
      expect(await page.getByTestId('wallet-menu').textContent()).toContain(wallet.address);
      await shoot(page, 'menu', width);
      await noHorizontalOverflow(page);

      await page.getByTestId('wallet-menu').getByRole('link', { name: 'Personal Center' }).click();
      await page.getByTestId('profile-invite-code').waitFor();
      const stored = await storedSession(page);
      expect(stored.address).toBe(wallet.address);
      const link = await page.getByTestId('profile-invite-link').textContent();
      expect(link).toBe(
        `${new URL(page.url()).origin}/?code=${await page.getByTestId('profile-invite-code').textContent()}`,
      );
      await page.getByRole('button', { name: 'Copy invite link' }).click();
      await page.getByText('Copy Successful').waitFor();
      await shoot(page, 'profile', width);
      await noHorizontalOverflow(page);
    });

    it('bind-superior dialog (screenshot kept)', async () => {
      const { page } = session;
      await installTestWallet(session);
      await page.goto('/');
      await walletButton(page).click();
      const dialog = page.getByTestId('bind-superior-dialog');
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: 'Sign and join' }).click();
      await dialog.getByText('Please enter invite code').waitFor();
      expect(await insideViewport(page, 'bind-superior-dialog')).toBe(true);
      await shoot(page, 'bind-superior', width);
    });

    it('unsupported-chain dialog (screenshot kept)', async () => {
      const { page } = session;
      await installTestWallet(session, { chainId: 137 });
      await page.goto('/');
      await walletButton(page).click();
      await page.getByTestId('unsupported-chain-dialog').waitFor({ state: 'visible' });
      expect(await insideViewport(page, 'unsupported-chain-dialog')).toBe(true);
      await shoot(page, 'unsupported-chain', width);
    });

    if (width < 1280) {
      it('the drawer connects, shows the account and disconnects (screenshot kept)', async () => {
        const { page } = session;
        const wallet = await installTestWallet(session);
        await page.goto(`/?code=${ROOT_INVITE_CODE}`);
        await page.getByTestId('mobile-menu-button').click();
        await page.getByTestId('drawer-wallet-connect').click();
        await waitForWalletPhase(page, 'connected');
        await page.getByTestId('mobile-menu-button').click();
        const panel = page.getByTestId('drawer-wallet');
        await panel.waitFor({ state: 'visible' });
        expect(await panel.textContent()).toContain(wallet.address.slice(0, 6));
        await shoot(page, 'drawer', width);
        await page.getByTestId('drawer-wallet-disconnect').click();
        await waitForWalletPhase(page, 'disconnected');
        expect(await storedSession(page)).toEqual(NO_STORED_SESSION);
      });
    }
  });
}
