import path from 'node:path';
import { PUBLIC_RPC_URLS } from '@colony/contract/chains';
import { HEADER_IDEMPOTENCY_KEY } from '@colony/contract/headers';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import type { Locator, Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, it } from 'vitest';
import { apiCall, signInViaApi } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { fullPageScreenshot } from '../support/full-page-screenshot.ts';
import { createProposal } from '../support/governance.ts';
import {
  apiAvailable,
  depositFromKey,
  eventually,
  mineBlocks,
  mintStablecoin,
  pageSession,
  signInInBrowser,
  units,
  walletTokenBalance,
} from '../support/money.ts';
import { airdrop, fundTreasury } from '../support/operator.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

const MULTICALL3 = 'ca11bde05977b3631167028862be2a173976ca11';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The pill of an asset in a dialog's asset choice, as the member taps it. */
function assetChoice(dialog: Locator, asset: string) {
  return dialog
    .locator('label')
    .filter({ has: dialog.page().getByRole('radio', { name: asset, exact: true }) });
}

async function openAssets(page: Page) {
  await page.goto('/myAssets');
  await waitForWalletPhase(page, 'connected');
  await page.getByTestId('balances').waitFor();
}

describeInBrowser('money flows', () => {
  const session = useBrowserSession();

  it('deposits USDT from the injected wallet and shows the credit once confirmed', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await mintStablecoin(wallet.address, '1000');
    const chainReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(PUBLIC_RPC_URLS[56])) chainReads.push(request.postData() ?? '');
    });
    await signInInBrowser(page);
    await openAssets(page);
    await page.getByTestId('balance-USDT').getByText('0', { exact: true }).waitFor();

    await page.getByTestId('action-recharge').click();
    const dialog = page.getByTestId('recharge-dialog');
    await dialog.getByText('1,000 USDT').first().waitFor();
    // The wallet's balances were read in one batch through Multicall3.
    expect(chainReads.some((body) => body.toLowerCase().includes(MULTICALL3))).toBe(true);

    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const send = dialog.getByRole('button', { name: 'Send from wallet' });
    await send.click();
    await dialog.getByText('Please enter amount').waitFor();
    await amount.fill('1000.5');
    await send.click();
    await dialog.getByText('Insufficient balance').waitFor();

    // A declined signature says nothing and keeps the form.
    await amount.fill('250');
    wallet.rejectNext('eth_sendTransaction');
    await send.click();
    await expect.poll(() => wallet.requestsOf('eth_sendTransaction').length).toBe(1);
    await send.waitFor();
    expect(await dialog.getByTestId('action-error').count()).toBe(0);
    expect(await amount.inputValue()).toBe('250');

    await send.click();
    const status = page.getByTestId('deposit-status');
    await status.getByText('Signature successful: Waiting for block confirmation').waitFor();
    // The local chain has no public explorer: the hash is shown with a copy button instead of a link.
    await status.getByRole('button', { name: 'Copy transaction hash' }).waitFor();
    expect(await status.getByRole('link').count()).toBe(0);
    expect(await walletTokenBalance(wallet.address)).toBe(units('750'));

    await mineBlocks(3);
    await page.waitForSelector('[data-testid="deposit-status"][data-state="credited"]', { timeout: 20_000 });
    await page.getByTestId('balance-USDT').getByText('250').waitFor();
    const entry = page.getByTestId('money-log-entry').first();
    expect(await entry.getAttribute('data-kind')).toBe('deposit');
    expect(await entry.getByTestId('money-log-amount').textContent()).toBe('+250');
  });

  it('transfers to a second member after the checks, once even when the answer is lost', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    const recipientKey = await freshFundedKey();
    const recipient = privateKeyToAccount(recipientKey).address;
    const recipientSession = await signInViaApi(recipientKey, ROOT_INVITE_CODE);
    await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await depositFromKey(key, '100', member);
    await openAssets(page);
    await page.getByTestId('balance-USDT').getByText('100').waitFor();

    await page.getByTestId('action-transfer').click();
    const dialog = page.getByTestId('transfer-dialog');
    const address = dialog.getByRole('textbox', { name: 'Recipient address' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const next = dialog.getByRole('button', { name: 'Continue' });
    await next.click();
    await dialog.getByText('Please enter address').waitFor();
    await dialog.getByText('Please enter amount').waitFor();

    // One letter's case flipped breaks the EIP-55 checksum.
    const flipped = recipient.replace(/[a-f]/, (letter) => letter.toUpperCase());
    await address.fill(flipped === recipient ? `${recipient}0` : flipped);
    await amount.fill('0.5');
    await next.click();
    await dialog.getByText('Address is invalid').waitFor();
    await dialog.getByText('Minimum transfer 1 USDT').waitFor();

    await address.fill(member.address);
    await amount.fill('101');
    await next.click();
    await dialog.getByText('You cannot transfer to yourself').waitFor();
    await dialog.getByText('Insufficient balance').waitFor();

    await assetChoice(dialog, 'UME').click();
    await dialog.getByText('Cannot transfer', { exact: true }).waitFor();
    await assetChoice(dialog, 'USDT').click();

    await address.fill(recipient);
    await amount.fill('25');
    await next.click();
    await dialog.getByTestId('summary-to').getByText(recipient).waitFor();
    expect(await dialog.getByTestId('summary-amount').textContent()).toBe('25 USDT');

    // The first answer is lost on the way back: the server has moved the funds, the page cannot know.
    const keys: string[] = [];
    let dropAnswer = true;
    await page.route('**/api/user/user/confirmTrans', async (route) => {
      keys.push(route.request().headers()[HEADER_IDEMPOTENCY_KEY] ?? '');
      const response = await route.fetch();
      if (dropAnswer) {
        dropAnswer = false;
        await route.abort('connectionreset');
      } else await route.fulfill({ response });
    });
    await dialog.getByTestId('transfer-confirm').click();
    await dialog.getByTestId('action-error').waitFor();
    // Confirming again sends the same key: the server answers the first transfer instead of making a second.
    await dialog.getByTestId('transfer-confirm').click();
    await page.getByText('Transfer Successful').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);

    await page.getByTestId('balance-USDT').getByText('75').waitFor();
    expect(await apiAvailable({ address: recipient, token: recipientSession.token }, 'USDT')).toBe(
      units('25'),
    );
    const entry = page.getByTestId('money-log-entry').first();
    expect(await entry.getAttribute('data-kind')).toBe('transfer');
    expect(await entry.getByTestId('money-log-amount').textContent()).toBe('-25');

    // The next transfer is a new action with a new key, even for the same amount.
    await page.getByTestId('action-transfer').click();
    await address.fill(recipient);
    await amount.fill('25');
    await next.click();
    await dialog.getByTestId('transfer-confirm').click();
    // The first transfer's message may still be showing: wait for this one's request instead.
    await expect.poll(() => keys.length).toBe(3);
    await page.getByText('Transfer Successful').first().waitFor();
    expect(keys[2]).not.toBe(keys[0]);
    await page.getByTestId('balance-USDT').getByText('50').waitFor();
    expect(await apiAvailable({ address: recipient, token: recipientSession.token }, 'USDT')).toBe(
      units('50'),
    );
    // The transfer history lists both, to the recipient.
    const history = page.getByTestId('transfer-log').getByTestId('transfer-log-entry');
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.first().getByTestId('transfer-log-amount').textContent()).toBe('-25 USDT');
    await page.getByTestId('transfer-log').getByText('No more items').waitFor();
  });

  it('withdraws USDT to the wallet and the wallet balance grows', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    const account = privateKeyToAccount(key).address;
    await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    await depositFromKey(key, '100', await pageSession(page));
    await openAssets(page);
    await page.getByTestId('balance-USDT').getByText('100').waitFor();
    const walletBefore = await walletTokenBalance(account);

    await page.getByTestId('action-withdraw').click();
    const dialog = page.getByTestId('withdraw-dialog');
    await dialog.getByTestId('withdraw-fee').getByText('1 USDT').waitFor();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const next = dialog.getByRole('button', { name: 'Continue' });
    await amount.fill('5');
    await next.click();
    await dialog.getByText('Minimum withdrawal 10 USDT').waitFor();
    await amount.fill('200');
    await dialog.getByText('Insufficient balance').waitFor();
    await amount.fill('30');
    await dialog.getByText('You receive 29 USDT').waitFor();
    await next.click();
    expect(await dialog.getByTestId('summary-receive').textContent()).toBe('29 USDT');
    await dialog.getByTestId('withdraw-confirm').click();
    await page.getByText('Withdrawal Successful').waitFor();

    // Frozen until the chain confirms, then gone from the balance and in the wallet.
    await page.getByTestId('balance-USDT').getByText('70').waitFor();
    await page.getByTestId('withdrawal-row').first().waitFor();
    await eventually(
      async () => {
        await mineBlocks(1);
        return page.getByTestId('withdrawal-row').first().getAttribute('data-status');
      },
      (status) => status === 'completed',
      30_000,
    );
    expect(await walletTokenBalance(account)).toBe(walletBefore + units('29'));
    // One entry for the withdrawal, its fee inside, completed.
    const withdrawal = page.locator('[data-testid="money-log-entry"][data-kind="withdraw"]');
    await withdrawal.getByText('Completed').waitFor();
    expect(await withdrawal.count()).toBe(1);
    expect(await withdrawal.getByTestId('money-log-amount').textContent()).toBe('-30');
    expect(await withdrawal.getByTestId('money-log-fee').textContent()).toBe('Fee 1 USDT');
    expect(await page.locator('[data-testid="money-log-entry"][data-kind="withdraw_fee"]').count()).toBe(0);
    await page.getByTestId('frozen-USDT').getByText('Frozen 0').waitFor();
    const index = await apiCall<UserIndexWithAssetsResponse>('/user/user/index', {}, await pageSession(page));
    expect(index.data.assets.find((entry) => entry.asset === 'USDT')).toEqual({
      asset: 'USDT',
      available: units('70').toString(),
      frozen: '0',
    });
  });

  it('shows the trader’s terms and refuses a sale below the minimum or above the holding', async () => {
    const { page } = session;
    await installTestWallet(session);
    await signInInBrowser(page);
    await page.goto('/trader');
    await waitForWalletPhase(page, 'connected');
    const terms = page.getByTestId('trader-terms');
    await terms.getByTestId('trader-price').getByText('1 MM = 0.5 USDT').waitFor();
    expect(await terms.getByTestId('trader-fee').textContent()).toBe('5%');
    expect(await terms.getByTestId('trader-minimum').textContent()).toBe('10 MM');

    const sell = page.getByTestId('trader-sell');
    await sell.getByTestId('trader-holding').getByText('0 MM').waitFor();
    // Holding less than the trader buys, selling is off with the reason, before any amount.
    await sell
      .getByTestId('trader-shortfall')
      .getByText('The trader buys at least 10 MM; you have 0 MM.')
      .waitFor();
    expect(await sell.getByRole('button', { name: 'Sell to the trader' }).isDisabled()).toBe(true);
    await airdrop((await pageSession(page)).address, 'MM', '12');
    await page.reload();
    await waitForWalletPhase(page, 'connected');
    await sell.getByTestId('trader-holding').getByText('12 MM').waitFor();
    const amount = sell.getByRole('textbox', { name: 'Amount' });
    await amount.fill('20');
    // The quote follows the amount: 20 MM at 0.5 is 10 USDT, less 5 %.
    await sell.getByTestId('trader-receive').getByText('9.5 USDT').waitFor();
    await sell.getByRole('button', { name: 'Sell to the trader' }).click();
    await sell.getByText('Insufficient balance').waitFor();
    await amount.fill('5');
    await sell.getByText('Minimum buy-back quantity 10 MM').first().waitFor();
    expect(await page.getByTestId('sell-dialog').count()).toBe(0);
  });

  it('sells MM from an airdrop to the trader, and My Assets shows the USDT it brought', async () => {
    const { page } = session;
    await installTestWallet(session);
    await signInInBrowser(page);
    const member = await pageSession(page);
    // The operator puts the colony's USDT in the treasury (the trader pays from it) and airdrops MM.
    await fundTreasury('USDT', '100');
    const granted = await airdrop(member.address, 'MM', '30');
    expect(granted).toMatchObject({ kind: 'airdrop', from: 'emission', to: member.address });

    await openAssets(page);
    await page.getByTestId('balance-MM').getByText('30', { exact: true }).waitFor();
    await page.getByTestId('balance-USDT').getByText('0', { exact: true }).waitFor();
    const airdropEntry = page.locator('[data-testid="money-log-entry"][data-kind="airdrop"]');
    expect(await airdropEntry.getByTestId('money-log-amount').textContent()).toBe('+30');

    await page.goto('/trader');
    await waitForWalletPhase(page, 'connected');
    const sell = page.getByTestId('trader-sell');
    await sell.getByTestId('trader-holding').getByText('30 MM').waitFor();
    await sell.getByRole('textbox', { name: 'Amount' }).fill('20');
    await sell.getByTestId('trader-receive').getByText('9.5 USDT').waitFor();
    await sell.getByRole('button', { name: 'Sell to the trader' }).click();
    await page.getByTestId('sell-dialog').getByTestId('sell-confirm').click();
    await page.getByText('Exchange Successful').waitFor();
    await sell.getByTestId('trader-holding').getByText('10 MM').waitFor();

    await openAssets(page);
    await page.getByTestId('balance-USDT').getByText('9.5', { exact: true }).waitFor();
    await page.getByTestId('balance-MM').getByText('10', { exact: true }).waitFor();
    expect(await apiAvailable(member, 'USDT')).toBe(units('9.5'));
    // The payment arrives with the trader's fee already taken, the fee named on the same entry.
    const payment = page.locator('[data-testid="money-log-entry"][data-kind="buy_back"]').first();
    expect(await payment.getByTestId('money-log-amount').textContent()).toBe('+9.5');
    expect(await payment.getByTestId('money-log-fee').textContent()).toBe('Fee 0.5 USDT');
  });

  it('swaps USDT for USDC after showing the fee and what arrives, and lists transfers', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await fundTreasury('USDC', '100');
    await depositFromKey(key, '50', member);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/nft/Money_Exchange/swap'))
        keys.push(request.headers()[HEADER_IDEMPOTENCY_KEY] ?? '');
    });
    await openAssets(page);
    await page.getByTestId('balance-USDT').getByText('50').waitFor();
    await page.getByTestId('transfer-log').getByText('No data available').waitFor();
    // A transfer to another member, sent beside the browser, arrives in the transfer history.
    const recipientKey = await freshFundedKey();
    const recipient = privateKeyToAccount(recipientKey).address;
    await signInViaApi(recipientKey, ROOT_INVITE_CODE);
    const sent = await apiCall(
      '/user/user/confirmTrans',
      { to: recipient, asset: 'USDT', amount: units('5').toString() },
      member,
      undefined,
      { [HEADER_IDEMPOTENCY_KEY]: crypto.randomUUID() },
    );
    expect(sent.code, JSON.stringify(sent)).toBe(200);
    await openAssets(page);
    await page.getByTestId('transfer-log').getByTestId('transfer-log-entry').waitFor();
    await page.getByTestId('balance-USDT').getByText('45').waitFor();

    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.getByTestId('action-swap').click();
      const dialog = page.getByTestId('swap-dialog');
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
      await dialog.getByTestId('swap-receive').getByText('9.99 USDC').waitFor();
      expect(await dialog.getByTestId('swap-fee').textContent()).toBe('0.01 USDC');
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `money-swap-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await fullPageScreenshot(page, path.join(ARTIFACTS_DIR, `money-assets-transfer-log-${width}.png`));
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `money-assets-top-${width}.png`) });
    }

    await page.getByTestId('action-swap').click();
    const dialog = page.getByTestId('swap-dialog');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('0.5');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Minimum swap 1 USDT').waitFor();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByTestId('summary-fee').textContent()).toBe('0.01 USDC');
    expect(await dialog.getByTestId('summary-receive').textContent()).toBe('9.99 USDC');
    expect(keys).toEqual([]);
    await dialog.getByTestId('swap-confirm').click();
    await page.getByText('Exchange Successful').waitFor();
    await page.getByTestId('balance-USDC').getByText('9.99').waitFor();
    await page.getByTestId('balance-USDT').getByText('35').waitFor();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
    expect(await apiAvailable(member, 'USDC')).toBe(units('9.99', 'USDC'));
  }, 90_000);

  it("loads a page's data once for a returning member, not once as a visitor and again as the member", async () => {
    const { page } = session;
    await installTestWallet(session);
    await signInInBrowser(page);
    // A proposal of its own: the demo's series starts one only while someone holds power no open
    // proposal counts, which depends on what ran before on the shared server.
    const { id: proposal } = await createProposal({
      title: 'Which dome opens first',
      choices: ['North', 'South'],
    });
    for (const [path, endpoint] of [
      ['/staking', '/api/nft/Pledge/home'],
      ['/farm', '/api/nft/Home/homedefi'],
      ['/benefits', '/api/user/Elite/index'],
      [`/voteDetail?id=${proposal}`, '/api/nft/Polls/info'],
    ] as const) {
      const asked: string[] = [];
      const record = (request: { url(): string }) => {
        if (new URL(request.url()).pathname === endpoint) asked.push(request.url());
      };
      page.on('request', record);
      await page.goto(path);
      await waitForWalletPhase(page, 'connected');
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      expect(asked, `${endpoint} on ${path}`).toHaveLength(1);
    }
  });
});
