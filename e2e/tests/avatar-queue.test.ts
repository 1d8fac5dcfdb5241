import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { depositFromKey, pageSession, signInInBrowser, units } from '../support/money.ts';
import { useOwnServer } from '../support/own-server.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

let configDir = '';

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

  it('offers the queue with the member’s place and the frozen price, and the member joins it', async () => {
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
    const buy = async () => {
      await page.getByTestId('avatar-buy').click();
      await dialog.getByText('Available:', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByTestId('purchase-confirm').click();
    };

    await buy();
    await dialog.locator('[data-testid="purchase-done"][data-status="paid"]').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('avatar-sold-out').getByText('Sold out today: you can join the queue').waitFor();

    await buy();
    const offer = dialog.getByTestId('queue-offer');
    await offer.waitFor();
    expect(await offer.getByTestId('queue-ahead').textContent()).toBe('0');
    expect(await offer.getByTestId('queue-rank').textContent()).toBe('1');
    expect(await offer.getByTestId('queue-estimated').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    await offer
      .getByText(
        'Your 100 USDT is frozen while you wait: the price is fixed now, and it is returned to you if you are not served within 3 days.',
      )
      .waitFor();
    expect(await dialog.getByTestId('action-error').count()).toBe(0);

    await dialog.getByTestId('queue-join').click();
    await dialog.locator('[data-testid="purchase-done"][data-status="queued"]').waitFor();
    await page.getByText('You joined the queue').first().waitFor();
    expect(await dialog.getByTestId('queue-rank').textContent()).toBe('1');
    expect(await dialog.getByTestId('purchase-queue').getAttribute('href')).toBe('/queue');

    const index = await apiCall<UserIndexWithAssetsResponse>('/user/user/index', {}, member, serverUrl());
    expect(index.data.assets.find((entry) => entry.asset === 'USDT')).toEqual({
      asset: 'USDT',
      available: units('100').toString(),
      frozen: units('100').toString(),
    });
  });
});
