import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StakingOrderListResponse } from '@colony/contract/staking';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { fullPageScreenshot } from '../support/full-page-screenshot.ts';
import { pageSession, signInInBrowser } from '../support/money.ts';
import { addDays, airdrop, settleThrough } from '../support/operator.ts';
import { useOwnServer } from '../support/own-server.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { AT_EACH_WIDTH_TIMEOUT, atEachWidth } from '../support/screen-widths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const file = path.join(ARTIFACTS_DIR, `staking-${name}-${width}.png`);
  if (fullPage) {
    // The page as a visitor lands on it: toasts gone, nothing focused, at its top.
    await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await fullPageScreenshot(page, file);
  } else await page.screenshot({ path: file });
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

/** A dialog is whole on screen, and nothing in it is wider than it is. */
async function dialogFits(page: Page, testId: string) {
  const fit = await page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      inside:
        box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
      overflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(fit).toEqual({ inside: true, overflow: 0 });
}

let configDir = '';

describe('staking screens', () => {
  beforeAll(async () => {
    configDir = await mkdtemp(path.join(tmpdir(), 'colony-e2e-staking-shots-'));
    await writeFile(path.join(configDir, 'economy.json'), JSON.stringify({}));
  });
  afterAll(async () => {
    await rm(configDir, { recursive: true, force: true });
  });
  // The default plans and pools; days settled ahead by the operator so orders show income.
  const serverUrl = useOwnServer('e2e-staking-screens', () => ({
    ECONOMY_CONFIG: path.join(configDir, 'economy.json'),
    SETTLEMENT_ALLOW_FUTURE: 'true',
  }));

  describeInBrowser('at each width', () => {
    const session = useBrowserSession({ baseUrl: serverUrl, ...DESKTOP });

    it(
      '/staking, the stake dialog, /stakingDetail with income and the early redemption prompt, /farm and the join dialog (screenshots kept)',
      async () => {
        const { page } = session;
        await installTestWallet(session, { privateKeys: [await freshFundedKey()] });
        await signInInBrowser(page);
        const member = await pageSession(page);
        await airdrop(member.address, 'MM', '2000', serverUrl());
        await airdrop(member.address, 'MC', '500', serverUrl());

        await page.goto('/staking');
        await waitForWalletPhase(page, 'connected');
        await page.getByTestId('plan-card').first().waitFor();
        await page.getByTestId('roi-total').waitFor();
        await session.settle();
        await atEachWidth(session, async (width) => {
          await noHorizontalOverflow(page);
          await shoot(page, 'page', width, true);
        });

        // The 180-day plan: redeemed early, its days held earn the lowest plan's rate.
        await page.locator('[data-testid="plan-card"][data-plan="3"]').getByTestId('plan-stake').click();
        const dialog = page.getByTestId('stake-dialog');
        await dialog.getByLabel('Amount to stake').fill('1000');
        await dialog.getByTestId('stake-estimate').waitFor();
        await atEachWidth(session, async (width) => {
          await dialogFits(page, 'stake-dialog');
          await shoot(page, 'stake-dialog', width);
        });
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.getByTestId('summary-amount').waitFor();
        await atEachWidth(session, async (width) => {
          await dialogFits(page, 'stake-dialog');
          await shoot(page, 'stake-confirm', width);
        });
        await dialog.getByTestId('stake-confirm').click();
        await dialog.getByTestId('stake-done').waitFor();
        await page.keyboard.press('Escape');

        const orders = await apiCall<StakingOrderListResponse>(
          '/nft/Pledge/getOrderList',
          {},
          member,
          serverUrl(),
        );
        const order = orders.data.list[0];
        if (!order) throw new Error('the order is not listed');
        await settleThrough(addDays(order.stakedDay, 3), serverUrl());
        await page.goto(`/stakingDetail?id=${order.id}`);
        await waitForWalletPhase(page, 'connected');
        await page.getByTestId('income-line').nth(2).waitFor();
        await session.settle();
        await atEachWidth(session, async (width) => {
          await noHorizontalOverflow(page);
          await shoot(page, 'detail', width, true);
        });
        await page.getByTestId('order-redeem').click();
        await page.getByTestId('redeem-dialog').getByTestId('redeem-fee').waitFor();
        await atEachWidth(session, async (width) => {
          await dialogFits(page, 'redeem-dialog');
          await shoot(page, 'redeem-early', width);
        });
        await page.keyboard.press('Escape');

        await page.goto('/staking');
        await waitForWalletPhase(page, 'connected');
        await page.getByTestId('staking-order').first().waitFor();
        await session.settle();
        await atEachWidth(session, async (width) => {
          await noHorizontalOverflow(page);
          await page.getByTestId('staking-orders').scrollIntoViewIfNeeded();
          await shoot(page, 'orders', width);
        });

        await page.goto('/farm');
        await waitForWalletPhase(page, 'connected');
        await page.getByTestId('pool-card').first().waitFor();
        await page.locator('[data-testid="pool-card"][data-pool="2"]').getByTestId('pool-join').click();
        const join = page.getByTestId('join-dialog');
        await join.getByLabel('Amount to stake').fill('200');
        await join.getByTestId('join-estimate').waitFor();
        await atEachWidth(session, async (width) => {
          await dialogFits(page, 'join-dialog');
          await shoot(page, 'join-dialog', width);
        });
        await join.getByRole('button', { name: 'Continue' }).click();
        await join.getByTestId('join-confirm').click();
        await join.getByTestId('join-done').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('[data-testid="pool-card"][data-pool="2"]').getByTestId('pool-my-stake').waitFor();
        await session.settle();
        await atEachWidth(session, async (width) => {
          await noHorizontalOverflow(page);
          await shoot(page, 'farm', width, true);
        });

        await page.getByRole('tab', { name: 'My pools' }).click();
        await page.getByTestId('pool-position').first().waitFor();
        await session.settle();
        await atEachWidth(session, async (width) => {
          await noHorizontalOverflow(page);
          await shoot(page, 'positions', width);
        });
      },
      AT_EACH_WIDTH_TIMEOUT,
    );
  });
});
