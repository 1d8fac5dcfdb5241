import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { fullPageScreenshot } from '../support/full-page-screenshot.ts';
import { depositFromKey, pageSession, signInInBrowser } from '../support/money.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { AT_EACH_WIDTH_TIMEOUT, atEachWidth } from '../support/screen-widths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const file = path.join(ARTIFACTS_DIR, `avatar-${name}-${width}.png`);
  if (fullPage) await fullPageScreenshot(page, file);
  else await page.screenshot({ path: file });
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

/** The dialog is whole on screen, and nothing in it is wider than it is. */
async function dialogFits(page: Page) {
  const fit = await page.getByTestId('buy-dialog').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      inside:
        box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
      overflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(fit).toEqual({ inside: true, overflow: 0 });
}

/** The artwork at the top of the page has arrived (lazy pictures further down load as they near). */
async function pictureLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy')
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

describeInBrowser('avatar screens at each width', () => {
  const session = useBrowserSession(DESKTOP);

  it(
    'the avatar page, the buy dialog and its confirmation, an alliance avatar not for sale (screenshots kept)',
    async () => {
      const { page } = session;
      const key = await freshFundedKey();
      await installTestWallet(session, { privateKeys: [key] });
      await signInInBrowser(page);
      await depositFromKey(key, '250', await pageSession(page));

      await page.goto('/avatar');
      await waitForWalletPhase(page, 'connected');
      await page.getByTestId('avatar-output').waitFor();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await pictureLoaded(page);
        await noHorizontalOverflow(page);
        await shoot(page, 'page', width, true);
      });

      await page.getByTestId('avatar-buy').click();
      const dialog = page.getByTestId('buy-dialog');
      await dialog.getByText('Available: 250 USDT').waitFor();
      await atEachWidth(session, async (width) => {
        await dialogFits(page);
        await shoot(page, 'dialog', width);
      });

      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByTestId('summary-price').waitFor();
      await atEachWidth(session, async (width) => {
        await dialogFits(page);
        await shoot(page, 'confirm', width);
      });
      await page.keyboard.press('Escape');

      await page.goto('/avatar?id=17');
      await page.getByTestId('avatar-not-for-sale').waitFor();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await pictureLoaded(page);
        await noHorizontalOverflow(page);
        await shoot(page, 'not-for-sale', width);
      });
    },
    AT_EACH_WIDTH_TIMEOUT,
  );
});
