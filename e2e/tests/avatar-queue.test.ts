import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { depositFromKey, pageSession, signInInBrowser, units } from '../support/money.ts';
import { useOwnServer } from '../support/own-server.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

let configDir = '';

/** The page as it stands at each width a member uses, kept under the artifacts. */
async function shootAtEachWidth(page: Page, name: string) {
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `avatar-${name}-${width}.png`) });
  }
}

describeInBrowser('an avatar sold out for the day', () => {
  beforeAll(async () => {
    configDir = await mkdtemp(path.join(tmpdir(), 'colony-e2e-economy-'));
    // One main avatar a day: the second purchase finds the day's supply gone.
    await writeFile(
      path.join(configDir, 'economy.json'),
      JSON.stringify({ avatars: { '1': { dailySupply: 1 } } }),
    );
  });
  afterAll(async () => {
    await rm(configDir, { recursive: true, force: true });
  });
  const serverUrl = useOwnServer('e2e-small-supply', () => ({
    ECONOMY_CONFIG: path.join(configDir, 'economy.json'),
  }));
  const session = useBrowserSession({ baseUrl: serverUrl });

  it('offers the queue on the page and in the confirmation, the member joins it, and a guide past the limit says why it cannot be bought', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await depositFromKey(key, '300', member, 'USDT', serverUrl());

    await page.goto('/avatar');
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('avatar-remaining').getByText('1 of 1 left today').waitFor();
    const dialog = page.getByTestId('buy-dialog');
    const buy = async (confirm = true) => {
      await page.getByTestId('avatar-buy').click();
      await dialog.getByText('Available:', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      if (confirm) await dialog.getByTestId('purchase-confirm').click();
    };

    await buy();
    await dialog.locator('[data-testid="purchase-done"][data-status="paid"]').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('avatar-sold-out').getByText('Sold out today: you can join the queue').waitFor();

    // Sold out: the page offers the queue, and the confirmation is joining it, not a purchase.
    const button = page.getByTestId('avatar-buy');
    expect(await button.textContent()).toBe('Join the queue');
    await shootAtEachWidth(page, 'sold-out');
    await buy(false);
    await dialog.getByRole('heading', { name: 'Join the queue' }).waitFor();
    await dialog
      .getByText(
        'Your 100 USDT is frozen, not paid: you wait up to 3 days and are served first come, first served at the daily settlement.',
        { exact: false },
      )
      .waitFor();
    expect(await dialog.getByText('cannot be undone', { exact: false }).count()).toBe(0);
    expect(await dialog.getByTestId('purchase-confirm').textContent()).toBe('Join the queue');
    await shootAtEachWidth(page, 'queue-confirm');
    await dialog.getByTestId('purchase-confirm').click();
    await dialog.locator('[data-testid="purchase-done"][data-status="queued"]').waitFor();
    await page.getByText('You joined the queue').first().waitFor();
    expect(await dialog.getByTestId('queue-rank').textContent()).toBe('1');
    expect(await dialog.getByTestId('queue-ahead').textContent()).toBe('0');
    expect(await dialog.getByTestId('purchase-queue').getAttribute('href')).toBe('/queue');
    await page.keyboard.press('Escape');

    // Two guides held: the third guide's page says why it cannot be bought before anything is paid.
    for (const guide of [2, 2]) {
      const bought = await apiCall(
        '/nft/nft_order/orderCreate',
        { avatarId: guide, asset: 'USDT' },
        member,
        serverUrl(),
        {
          'idempotency-key': `guide-${guide}-${Math.random().toString(36).slice(2)}`,
        },
      );
      expect(bought.code).toBe(200);
    }
    await page.goto('/avatar?id=3');
    const blocked = page.getByTestId('avatar-buy-blocked');
    await blocked.getByText('You already hold two guide Avatars, the most one member can have.').waitFor();
    expect(await page.getByTestId('avatar-buy').isDisabled()).toBe(true);
    await shootAtEachWidth(page, 'guide-limit');
    await page.setViewportSize({ width: 1280, height: 900 });

    const index = await apiCall<UserIndexWithAssetsResponse>('/user/user/index', {}, member, serverUrl());
    expect(index.data.assets.find((entry) => entry.asset === 'USDT')).toEqual({
      asset: 'USDT',
      // 300 deposited: 100 paid, 100 frozen in the queue, 2 × 30 for the guides.
      available: units('40').toString(),
      frozen: units('100').toString(),
    });
  });
});
