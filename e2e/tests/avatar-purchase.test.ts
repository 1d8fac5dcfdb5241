import type { MyAvatarsResponse } from '@colony/contract/avatars';
import { HEADER_IDEMPOTENCY_KEY } from '@colony/contract/headers';
import { devTestClient } from '@colony/devchain/clients';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import {
  apiAvailable,
  depositFromKey,
  mineBlocks,
  mintStablecoin,
  pageSession,
  signInInBrowser,
  units,
  walletTokenBalance,
} from '../support/money.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A choice in the dialog (an asset, where the price comes from), as the member taps it. */
function choice(dialog: Locator, name: string | RegExp) {
  return dialog.locator('label').filter({ has: dialog.page().getByRole('radio', { name }) });
}

/** "480 of 500 left today" → 480. */
async function remainingToday(page: Page): Promise<number> {
  const text = (await page.getByTestId('avatar-remaining').textContent()) ?? '';
  return Number(/^([\d,]+) of/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN);
}

async function ownedAvatars(session: { address: string; token: string }) {
  const answer = await apiCall<MyAvatarsResponse>('/nft/nft_order/index', {}, session);
  return answer.data.avatars;
}

describeInBrowser('buying an avatar', () => {
  const session = useBrowserSession();

  it('connects a visitor’s wallet first, then buys from the balance once it covers the price', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    await installTestWallet(session, { privateKeys: [key] });
    // The invite link is kept until the wallet signs in, as it would be for a new colonist.
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await page.goto('/avatar');
    await page.getByTestId('avatar-name').getByText('Colony Pioneer').waitFor();

    await page.getByTestId('avatar-buy').click();
    await waitForWalletPhase(page, 'connected');
    const dialog = page.getByTestId('buy-dialog');
    await dialog.getByText('Available: 0 USDT').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByTestId('purchase-problem').getByText('Insufficient balance').waitFor();
    expect(await dialog.getByRole('link', { name: 'Recharge your balance' }).getAttribute('href')).toBe(
      '/myAssets',
    );
    await page.keyboard.press('Escape');

    const member = await pageSession(page);
    await depositFromKey(key, '150', member);
    await page.reload();
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('avatar-remaining').waitFor();
    const before = await remainingToday(page);

    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/nft/nft_order/orderCreate'))
        keys.push(request.headers()[HEADER_IDEMPOTENCY_KEY] ?? '');
    });
    await page.getByTestId('avatar-buy').click();
    await dialog.getByText('Available: 150 USDT').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByTestId('summary-avatar').textContent()).toBe('Colony Pioneer');
    expect(await dialog.getByTestId('summary-price').textContent()).toBe('100 USDT');
    expect(await dialog.getByTestId('summary-source').textContent()).toBe('Your balance');
    await dialog.getByTestId('purchase-confirm').click();

    await dialog.locator('[data-testid="purchase-done"][data-status="paid"]').waitFor();
    await page.getByText('Purchase successful').first().waitFor();
    expect(await dialog.getByTestId('purchase-my-avatars').getAttribute('href')).toBe('/myAvatar');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
    expect(await apiAvailable(member, 'USDT')).toBe(units('50'));
    expect((await ownedAvatars(member)).map((avatar) => avatar.avatarId)).toEqual([1]);
    await page.keyboard.press('Escape');
    // Today's supply is read again after the purchase.
    await expect.poll(() => remainingToday(page)).toBe(before - 1);
  });

  it('buys from the wallet on the chain: the ERC-20 transfer to the treasury, followed across a reload until bought', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await mintStablecoin(wallet.address, '500');
    await signInInBrowser(page);
    const member = await pageSession(page);
    await page.goto('/avatar?id=1');
    await waitForWalletPhase(page, 'connected');

    await page.getByTestId('avatar-buy').click();
    const dialog = page.getByTestId('buy-dialog');
    await choice(dialog, /^Wallet/).click();
    await dialog.getByTestId('wallet-token-balance').getByText('500 USDT').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByTestId('summary-source').textContent()).toBe('Your wallet on BNB Smart Chain');

    // A declined signature says nothing and keeps the confirmation.
    const confirm = dialog.getByTestId('purchase-confirm');
    wallet.rejectNext('eth_sendTransaction');
    await confirm.click();
    await expect.poll(() => wallet.requestsOf('eth_sendTransaction').length).toBe(1);
    await dialog.getByRole('button', { name: 'Pay from wallet' }).waitFor();
    expect(await dialog.getByTestId('action-error').count()).toBe(0);

    // The transfer waits in the node's pool until the test mines it.
    const chain = devTestClient(inject('rpcUrl'));
    await chain.setAutomine(false);
    try {
      await confirm.click();
      const status = dialog.getByTestId('purchase-status');
      await status.getByText('Signature successful: Waiting for block confirmation').waitFor();

      // The hash is kept: after a reload the page goes on following the payment.
      await page.reload();
      await waitForWalletPhase(page, 'connected');
      const waiting = page.getByTestId('purchase-status');
      await waiting.getByText('Signature successful: Waiting for block confirmation').waitFor();
      expect(await waiting.getAttribute('data-state')).toBe('waiting');
      await mineBlocks(1);
    } finally {
      await chain.setAutomine(true);
    }
    expect(await walletTokenBalance(wallet.address)).toBe(units('400'));
    await page.waitForSelector('[data-testid="purchase-status"][data-state="paid"]', { timeout: 30_000 });
    const followed = page.getByTestId('purchase-status');
    expect(await followed.getByTestId('purchase-my-avatars').getAttribute('href')).toBe('/myAvatar');
    expect((await ownedAvatars(member)).map((avatar) => avatar.avatarId)).toEqual([1]);
    // The deposit paid the price and nothing stays on the balance.
    expect(await apiAvailable(member, 'USDT')).toBe(0n);
  });
});
