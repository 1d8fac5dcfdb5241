import path from 'node:path';
import type { Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { fullPageScreenshot } from '../support/full-page-screenshot.ts';
import { depositFromKey, mintStablecoin, pageSession, signInInBrowser } from '../support/money.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { AT_EACH_WIDTH_TIMEOUT, atEachWidth } from '../support/screen-widths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const file = path.join(ARTIFACTS_DIR, `money-${name}-${width}.png`);
  if (fullPage) await fullPageScreenshot(page, file);
  else await page.screenshot({ path: file });
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

async function insideViewport(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight
    );
  });
}

describeInBrowser('money screens at each width', () => {
  const session = useBrowserSession(DESKTOP);

  it(
    'My Assets, the recharge, transfer and withdraw dialogs, the trader, MM and UME (screenshots kept)',
    async () => {
      const { page } = session;
      const key = await freshFundedKey();
      await installTestWallet(session, { privateKeys: [key] });
      await signInInBrowser(page);
      await depositFromKey(key, '1234.5', await pageSession(page));
      await mintStablecoin(privateKeyToAccount(key).address, '500');

      await page.goto('/myAssets');
      await waitForWalletPhase(page, 'connected');
      await page.getByTestId('balance-USDT').getByText('1,234.5').waitFor();
      await page.getByTestId('money-log-entry').first().waitFor();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await noHorizontalOverflow(page);
        await shoot(page, 'assets', width, true);
      });

      await page.getByTestId('action-recharge').click();
      const recharge = page.getByTestId('recharge-dialog');
      await recharge.getByTestId('wallet-token-balance').getByText('500 USDT').waitFor();
      await recharge.getByRole('textbox', { name: 'Amount' }).fill('120');
      await atEachWidth(session, async (width) => {
        expect(await insideViewport(page, 'recharge-dialog')).toBe(true);
        await shoot(page, 'recharge', width);
      });
      await page.keyboard.press('Escape');

      await page.getByTestId('action-transfer').click();
      const transfer = page.getByTestId('transfer-dialog');
      await transfer.waitFor();
      await transfer
        .getByRole('textbox', { name: 'Recipient address' })
        .fill('0x70997970c51812dc3a010c7d01b50e0d17dc79c');
      await transfer.getByRole('textbox', { name: 'Amount' }).fill('0.5');
      await transfer.getByRole('button', { name: 'Continue' }).click();
      await transfer.getByText('Address is invalid').waitFor();
      await transfer.getByText('Minimum transfer 1 USDT').waitFor();
      await atEachWidth(session, async (width) => {
        expect(await insideViewport(page, 'transfer-dialog')).toBe(true);
        await shoot(page, 'transfer', width);
      });
      await page.keyboard.press('Escape');

      await page.getByTestId('action-withdraw').click();
      const withdraw = page.getByTestId('withdraw-dialog');
      await withdraw.getByTestId('withdraw-fee').waitFor();
      await withdraw.getByRole('textbox', { name: 'Amount' }).fill('100');
      await atEachWidth(session, async (width) => {
        expect(await insideViewport(page, 'withdraw-dialog')).toBe(true);
        await shoot(page, 'withdraw', width);
      });
      await page.keyboard.press('Escape');

      await page.getByTestId('action-sell').click();
      await page.getByTestId('trader-sell').waitFor();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await noHorizontalOverflow(page);
        await shoot(page, 'trader', width, true);
      });

      for (const resource of ['mm', 'ume']) {
        await page.goto(`/${resource}`);
        await waitForWalletPhase(page, 'connected');
        await page.getByTestId('resource-rules').waitFor();
        await session.settle();
        await atEachWidth(session, async (width) => {
          await noHorizontalOverflow(page);
          await shoot(page, resource, width, true);
        });
      }
    },
    AT_EACH_WIDTH_TIMEOUT,
  );

  it('MM signed out: the holdings panel keeps its text whole, the connect button beside it only where there is room', async () => {
    const { page } = session;
    await page.goto('/mm');
    const panel = page.getByTestId('assets-signed-out');
    await panel.waitFor();
    await atEachWidth(session, async (width) => {
      const box = await panel.boundingBox();
      const text = await panel.locator('p').last().boundingBox();
      const button = await panel.getByRole('button').boundingBox();
      if (!box || !text || !button) throw new Error('the signed-out panel has no text or no button');
      // Under the text, or beside a text that still takes most of the panel: never a narrow column.
      if (button.y < text.y + text.height) expect(text.width).toBeGreaterThanOrEqual(box.width * 0.55);
      await noHorizontalOverflow(page);
      await shoot(page, 'mm-signed-out', width, true);
    });
  });
});
