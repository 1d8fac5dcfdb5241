import type { MyAvatarsResponse } from '@colony/contract/avatars';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { depositFromKey, pageSession, signInInBrowser, units } from '../support/money.ts';
import { settleDays } from '../support/operator.ts';
import { useOwnServer } from '../support/own-server.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

/** Buys the main avatar from the balance through the avatar page's dialog. */
async function buyMainAvatar(page: Page) {
  await page.goto('/avatar?id=1');
  await waitForWalletPhase(page, 'connected');
  await page.getByTestId('avatar-buy').click();
  const dialog = page.getByTestId('buy-dialog');
  await dialog.getByText('Available:', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByTestId('purchase-confirm').click();
  await dialog.locator('[data-testid="purchase-done"][data-status="paid"]').waitFor();
  await page.keyboard.press('Escape');
}

/** /myAvatar as the member finds it after a reload: the first avatar's card. */
async function openMyAvatars(page: Page) {
  await page.goto('/myAvatar');
  await waitForWalletPhase(page, 'connected');
  const card = page.getByTestId('owned-avatar').first();
  await card.waitFor();
  return card;
}

describeInBrowser('the member’s avatars over the daily settlements', () => {
  // Operators settle days ahead of the calendar here, as in development.
  const serverUrl = useOwnServer('e2e-my-avatars', () => ({ SETTLEMENT_ALLOW_FUTURE: 'true' }));
  const session = useBrowserSession({ baseUrl: serverUrl });

  it('shows a bought avatar starting, then its output growing and its fuel going down with each settlement', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await depositFromKey(key, '150', member, 'USDT', serverUrl());

    await page.goto('/myAvatar');
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('my-avatars-empty').getByText('You hold no Avatars yet').waitFor();
    expect(await page.getByRole('link', { name: 'Choose an Avatar' }).getAttribute('href')).toBe(
      '/avatar?id=1',
    );

    await buyMainAvatar(page);
    let card = await openMyAvatars(page);
    expect(await card.getByTestId('owned-avatar-state').textContent()).toBe('Starting');
    expect(await card.getByTestId('owned-avatar-fuel').textContent()).toBe('200 of 200 left');
    expect(await card.getByTestId('owned-avatar-output-MM').textContent()).toBe('0');
    await card.getByText('Produces from').waitFor();

    // Today's settlement gives the member level 1 (minted 100, nothing redeemed); tomorrow's is the
    // avatar's first output, burning 1 fuel boosted by 5%: 0.63 MM, 0.315 MC, 0.105 UME.
    const settled = await settleDays(2, serverUrl());
    expect(settled.map((day) => day.complete)).toEqual([true, true]);
    card = await openMyAvatars(page);
    expect(await card.getByTestId('owned-avatar-state').textContent()).toBe('Producing');
    expect(await card.getByTestId('owned-avatar-fuel').textContent()).toBe('198.95 of 200 left');
    expect(await card.getByTestId('owned-avatar-burn').textContent()).toBe(
      'Burns 1.05 a day at your energy level',
    );
    expect(await card.getByTestId('owned-avatar-output-MM').textContent()).toBe('0.63');
    expect(await card.getByTestId('owned-avatar-output-MC').textContent()).toBe('0.315');
    expect(await card.getByTestId('owned-avatar-output-UME').textContent()).toBe('0.105');
    await card.getByText('Producing since').waitFor();
    const energy = page.getByTestId('energy');
    expect(await energy.getByTestId('energy-level').textContent()).toBe('Level 1');
    expect(await energy.getByTestId('energy-boost').textContent()).toBe('Output ×1.05');
    expect(await energy.getByTestId('energy-personal').getByTestId('energy-minted').textContent()).toBe(
      '100 USD',
    );

    await settleDays(1, serverUrl());
    card = await openMyAvatars(page);
    expect(await card.getByTestId('owned-avatar-fuel').textContent()).toBe('197.9 of 200 left');
    expect(await card.getByTestId('owned-avatar-output-MM').textContent()).toBe('1.26');
    expect(await page.getByTestId('overview-fuel').textContent()).toBe('197.9 of 200 left');

    // The page shows what the API answers, and the output is on the member's balance.
    const mine = await apiCall<MyAvatarsResponse>('/nft/nft_order/index', {}, member, serverUrl());
    expect(mine.data.avatars[0]?.remainingFuel).toBe(units('197.9').toString());
    expect(mine.data.output.find((entry) => entry.asset === 'MM')?.amount).toBe(units('1.26').toString());
  });
});
