import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { depositFromKey, pageSession, signInInBrowser, units } from '../support/money.ts';
import { settleDays } from '../support/operator.ts';
import { useOwnServer } from '../support/own-server.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let configDir = '';

/**
 * Buys the main avatar through the avatar page's dialog; sold out, it joins the queue instead.
 * Answers the status the dialog ends with.
 */
async function buyOrQueue(page: Page): Promise<'paid' | 'queued'> {
  await page.goto('/avatar?id=1');
  await waitForWalletPhase(page, 'connected');
  await page.getByTestId('avatar-buy').click();
  const dialog = page.getByTestId('buy-dialog');
  await dialog.getByText('Available:', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByTestId('purchase-confirm').click();
  const done = dialog.getByTestId('purchase-done');
  const offer = dialog.getByTestId('queue-offer');
  await done.or(offer).waitFor();
  if (await offer.isVisible()) {
    await dialog.getByTestId('queue-join').click();
    await dialog.locator('[data-testid="purchase-done"][data-status="queued"]').waitFor();
  }
  const status = (await done.getAttribute('data-status')) as 'paid' | 'queued';
  await page.keyboard.press('Escape');
  return status;
}

async function usdt(member: { address: string; token: string }, server: string) {
  const index = await apiCall<UserIndexWithAssetsResponse>('/user/user/index', {}, member, server);
  return index.data.assets.find((entry) => entry.asset === 'USDT');
}

describeInBrowser('a queue entry from the sold-out avatar to the member’s avatars', () => {
  beforeAll(async () => {
    configDir = await mkdtemp(path.join(tmpdir(), 'colony-e2e-queue-'));
    // One main avatar a day: the second purchase of a day finds the supply gone.
    await writeFile(
      path.join(configDir, 'economy.json'),
      JSON.stringify({ avatars: { '1': { dailySupply: 1 } } }),
    );
  });
  afterAll(async () => {
    await rm(configDir, { recursive: true, force: true });
  });
  const serverUrl = useOwnServer('e2e-queue-served', () => ({
    ECONOMY_CONFIG: path.join(configDir, 'economy.json'),
    SETTLEMENT_ALLOW_FUTURE: 'true',
  }));
  const session = useBrowserSession({ baseUrl: serverUrl });

  it('shows the entry on /queue, serves it at the settlement onto /myAvatar, /myOrder shows it paid, and a later entry is left from /queue', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await depositFromKey(key, '400', member, 'USDT', serverUrl());

    expect(await buyOrQueue(page)).toBe('paid');
    expect(await buyOrQueue(page)).toBe('queued');

    // The queue page: the entry's place, its estimate from a supply of one a day, and its expiry.
    await page.goto('/queue');
    await waitForWalletPhase(page, 'connected');
    const entry = page.getByTestId('queue-entry');
    await entry.waitFor();
    expect(await entry.getByRole('heading').textContent()).toBe('Colony Pioneer');
    expect(await entry.getByTestId('queue-entry-rank').textContent()).toBe('1');
    expect(await entry.getByTestId('queue-entry-ahead').textContent()).toBe('0');
    expect(await entry.getByTestId('queue-entry-queued').textContent()).toBe('1');
    expect(await entry.getByTestId('queue-entry-supply').textContent()).toBe('1');
    expect(await entry.getByTestId('queue-entry-frozen').textContent()).toBe('100 USDT');
    expect(await entry.getByTestId('queue-entry-estimated').textContent()).toMatch(DATE_TIME);
    expect(await entry.getByRole('timer').getAttribute('aria-label')).toMatch(/^\d+ days, /);

    // My orders, filtered in the URL: one paid, one queued.
    await page.goto('/myOrder?status=queued');
    await waitForWalletPhase(page, 'connected');
    const queuedRows = page.getByTestId('order-row');
    await queuedRows.first().waitFor();
    expect(await queuedRows.count()).toBe(1);
    expect(await queuedRows.first().getByTestId('order-status').textContent()).toBe('Queued');
    const queuedId = await queuedRows.first().getAttribute('data-order-id');
    await page.getByTestId('order-status-filter').getByRole('button', { name: 'All' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(2);

    // Today's settlement serves the queue into tomorrow's supply.
    const [today] = await settleDays(1, serverUrl());
    expect(today?.steps.find((step) => step.step === 'serve_queue')?.figures.served).toBe(1);

    await page.goto('/queue');
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('queue-empty').getByText('You are not in the queue').waitFor();

    await page.goto('/myAvatar');
    await waitForWalletPhase(page, 'connected');
    await expect.poll(() => page.getByTestId('owned-avatar').count()).toBe(2);
    expect(await page.locator('[data-testid="owned-avatar"][data-state="starting"]').count()).toBe(2);

    await page.goto('/myOrder?status=paid');
    await waitForWalletPhase(page, 'connected');
    const served = page.locator(`[data-testid="order-row"][data-order-id="${queuedId}"]`);
    await served.waitFor();
    expect(await served.getByTestId('order-status').textContent()).toBe('Paid');
    expect(await page.getByTestId('order-row').count()).toBe(2);
    expect(await usdt(member, serverUrl())).toEqual({
      asset: 'USDT',
      available: units('200').toString(),
      frozen: '0',
    });

    // Tomorrow's supply went to the queue: the next purchase is queued, and the member leaves it.
    expect(await buyOrQueue(page)).toBe('queued');
    expect((await usdt(member, serverUrl()))?.frozen).toBe(units('100').toString());
    await page.goto('/queue');
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('queue-leave').click();
    const dialog = page.getByTestId('cancel-order-dialog');
    await dialog.getByRole('heading', { name: 'Leave the queue?' }).waitFor();
    expect(await dialog.getByTestId('cancel-returned').textContent()).toBe('100 USDT');
    await dialog.getByTestId('cancel-order-confirm').click();
    await page.getByText('You left the queue; the price is back on your balance').first().waitFor();
    await page.getByTestId('queue-empty').waitFor();
    expect(await usdt(member, serverUrl())).toEqual({
      asset: 'USDT',
      available: units('200').toString(),
      frozen: '0',
    });

    await page.goto('/myOrder?status=cancelled');
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByTestId('order-row').count()).toBe(1);
    expect(await page.getByTestId('order-row').getByTestId('order-status').textContent()).toBe('Cancelled');
  });
});
