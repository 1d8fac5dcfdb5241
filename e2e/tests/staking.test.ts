import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StakingOrderListResponse } from '@colony/contract/staking';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { apiAvailable, pageSession, signInInBrowser, units } from '../support/money.ts';
import { addDays, airdrop, settleThrough } from '../support/operator.ts';
import { useOwnServer } from '../support/own-server.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

let configDir = '';

/**
 * What a member sees of `shown` at 375, 768 and 1440 px wide (e2e/artifacts), the page no wider
 * than its viewport at each.
 */
async function shootWidths(page: Page, name: string, shown: Locator) {
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} wider than ${width} px`).toBeLessThanOrEqual(0);
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `staking-${name}-${width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

describeInBrowser('staking and the pools', () => {
  beforeAll(async () => {
    configDir = await mkdtemp(path.join(tmpdir(), 'colony-e2e-staking-'));
    // A plan of 5 days at 1 % a day, and a laser pool that starts on the server's first day.
    await writeFile(
      path.join(configDir, 'economy.json'),
      JSON.stringify({
        staking: { plans: { '1': { termDays: 5, dailyRateBps: 100, minimum: '10' } } },
        pools: { '1': { budget: '3600', minimum: '1' } },
      }),
    );
  });
  afterAll(async () => {
    await rm(configDir, { recursive: true, force: true });
  });
  // Days are settled ahead of the clock, by the operator.
  const serverUrl = useOwnServer('e2e-staking', () => ({
    ECONOMY_CONFIG: path.join(configDir, 'economy.json'),
    SETTLEMENT_ALLOW_FUTURE: 'true',
  }));
  const session = useBrowserSession({ baseUrl: serverUrl });

  it('stakes from the balance with a confirmation, shows each settled day’s income, says up front what early redemption needs, and redeems early for 5 MM at the rate of the days held', async () => {
    const { page } = session;
    await installTestWallet(session, { privateKeys: [await freshFundedKey()] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await airdrop(member.address, 'MM', '100', serverUrl());

    await page.goto('/staking');
    await waitForWalletPhase(page, 'connected');
    const plan = page.locator('[data-testid="plan-card"][data-plan="1"]');
    await plan.getByTestId('plan-daily-rate').getByText('1%').waitFor();
    await plan.getByTestId('plan-stake').click();
    const dialog = page.getByTestId('stake-dialog');
    await dialog.getByText('Available: 100 MM').waitFor();
    await dialog.getByLabel('Amount to stake').fill('100');
    await dialog.getByTestId('stake-estimate').getByText('1 MC a day, 5 MC over the 5 days.').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByTestId('summary-amount').textContent()).toBe('100 MM');
    await dialog.getByText('Redeeming before maturity costs 5 MM', { exact: false }).waitFor();
    expect(await dialog.getByTestId('summary-early-fee').textContent()).toBe('5 MM');
    // Staking every MM leaves nothing for the fee: the confirmation says so.
    expect(await dialog.getByTestId('stake-fee-shortfall').locator('p').first().textContent()).toBe(
      'After this stake you will have 0 MM available, less than the 5 MM an early redemption costs.',
    );
    await dialog.getByTestId('stake-confirm').click();
    await dialog.getByTestId('stake-done').waitFor();
    await page.getByText('Staking successful').first().waitFor();
    expect(await apiAvailable(member, 'MM', serverUrl())).toBe(0n);

    await dialog.getByTestId('stake-view-order').click();
    await page.waitForURL(/\/stakingDetail\?id=/);
    await page.getByTestId('order-status').getByText('Earning in progress').waitFor();
    const orders = await apiCall<StakingOrderListResponse>(
      '/nft/Pledge/getOrderList',
      {},
      member,
      serverUrl(),
    );
    const order = orders.data.list[0];
    if (!order) throw new Error('the order is not listed');
    await page
      .getByText(
        `No income yet. The first day's income is paid by the settlement of ${order.firstIncomeDay}.`,
      )
      .waitFor();

    // Two days settled: two lines of 1 MC, newest first.
    await settleThrough(addDays(order.stakedDay, 2), serverUrl());
    await page.reload();
    // The wallet resumes the session after a load; the page is the member's once it has.
    await waitForWalletPhase(page, 'connected');
    const lines = page.getByTestId('income-line');
    await lines.nth(1).waitFor();
    expect(await lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-day')))).toEqual([
      addDays(order.stakedDay, 2),
      addDays(order.stakedDay, 1),
    ]);
    expect(await lines.first().getByTestId('income-amount').textContent()).toBe('+1 MC');
    expect(await page.getByTestId('order-income').textContent()).toContain('2 MC');

    // Early, after 2 days: no plan's term is that short, so the income is recomputed at the lowest
    // plan's rate (the 90-day plan's 0.4 %): 0.8 MC kept, 1.2 MC given back. Without 5 MM the page
    // says so, and where MM comes from, and the button is off.
    expect(await page.getByTestId('order-redeem-hint').textContent()).toBe(
      'The term has not ended: redeeming now costs 5 MM. For the 2 days held the income is recomputed at 0.4% a day: you keep 0.8 MC and give back 1.2 MC.',
    );
    const short = page.getByTestId('order-redeem-shortfall');
    expect(await short.locator('p').first().textContent()).toBe(
      'Redeeming early costs 5 MM; you have 0 MM available.',
    );
    await short.getByRole('link', { name: 'Buy an Avatar' }).waitFor();
    expect(await page.getByTestId('order-redeem').isDisabled()).toBe(true);
    await session.settle();
    await shootWidths(page, 'redeem-short', short);

    await airdrop(member.address, 'MM', '5', serverUrl());
    await page.goto(`/stakingDetail?id=${order.id}`);
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('order-redeem').click();
    const redeem = page.getByTestId('redeem-dialog');
    await redeem.getByText('Redeem early?').waitFor();
    expect(await redeem.getByTestId('redeem-fee').textContent()).toBe('5 MM');
    expect(await redeem.getByTestId('redeem-held').textContent()).toBe('2 days at 0.4% a day');
    expect(await redeem.getByTestId('redeem-income-kept').textContent()).toBe('0.8 MC');
    expect(await redeem.getByTestId('redeem-income-returned').textContent()).toBe('1.2 MC');
    await redeem.getByTestId('redeem-confirm').click();
    await page.getByText('Redemption successful').first().waitFor();
    await page.getByTestId('order-status').getByText('Redeemed').waitFor();
    await page.getByTestId('order-redeemed-at').waitFor();
    expect(await page.getByTestId('order-held-rate').textContent()).toContain('0.4% a day');
    expect(await page.getByTestId('order-income-returned').textContent()).toContain('1.2 MC');
    expect(await apiAvailable(member, 'MM', serverUrl())).toBe(units('100', 'MM'));
    expect(await apiAvailable(member, 'MC', serverUrl())).toBe(units('0.8', 'MC'));

    // The order list keeps its status tab in the URL.
    await page.goto('/staking?status=redeemed');
    await waitForWalletPhase(page, 'connected');
    await page.locator(`[data-testid="staking-order"][data-id="${order.id}"]`).waitFor();
    await page.getByRole('tab', { name: 'Earning' }).click();
    await page.waitForURL(/\/staking\?status=earning$/);
    await page.getByText('No order is earning right now.').waitFor();
  });

  it('joins a pool on /farm with a confirmation and sees the position and its rewards under my pools', async () => {
    const { page } = session;
    await installTestWallet(session, { privateKeys: [await freshFundedKey()] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await airdrop(member.address, 'MM', '60', serverUrl());

    await page.goto('/farm');
    await waitForWalletPhase(page, 'connected');
    const laser = page.locator('[data-testid="pool-card"][data-pool="1"]');
    await laser.getByTestId('pool-name').getByText('MM Laser Pool').waitFor();
    // The farm stakes MC, which the member has none of: said on its card, its button off.
    const farm = page.locator('[data-testid="pool-card"][data-pool="2"]');
    expect(await farm.getByTestId('pool-shortfall').locator('p').first().textContent()).toBe(
      'You need 10 MC; you have 0 MC.',
    );
    expect(await farm.getByTestId('pool-join').isDisabled()).toBe(true);
    await session.settle();
    await shootWidths(page, 'farm-short', farm);
    await laser.getByTestId('pool-join').click();
    const dialog = page.getByTestId('join-dialog');
    await dialog.getByTestId('join-terms').waitFor();
    await dialog.getByLabel('Amount to stake').fill('50');
    await dialog.getByTestId('join-estimate').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByTestId('summary-amount').textContent()).toBe('50 MM');
    await dialog.getByTestId('join-confirm').click();
    await dialog.getByTestId('join-done').waitFor();
    await page.getByText('You joined the pool').first().waitFor();
    await dialog.getByTestId('join-view-positions').click();
    await page.waitForURL(/\/farm\?tab=mine$/);
    const position = page.getByTestId('pool-position');
    expect(await position.getByTestId('position-amount').textContent()).toBe('50 MM');
    await position.getByTestId('position-status').getByText('Earning').waitFor();

    // The pool list shows the stake, and the staked-only switch keeps to it.
    await page.getByRole('tab', { name: 'All' }).click();
    await laser.getByTestId('pool-my-stake').getByText('You stake 50 MM', { exact: false }).waitFor();
    await page.getByTestId('pool-staked-only').check();
    await page.waitForURL(/staked=1/);
    expect(await page.getByTestId('pool-card').count()).toBe(1);

    // A settled day pays the position its share (it is the pool's only one: the whole day).
    const today = new Date().toISOString().slice(0, 10);
    await settleThrough(addDays(today, 8), serverUrl());
    await page.goto('/farm?tab=mine');
    await waitForWalletPhase(page, 'connected');
    await page
      .getByTestId('pool-position')
      .getByTestId('position-produced')
      .getByText('MM', { exact: false })
      .waitFor();
    const produced = await page.getByTestId('pool-position').getByTestId('position-produced').textContent();
    expect(produced).not.toMatch(/^0 MM/);
  });

  it('tells a member without MM on /staking and /trader what they need and where MM comes from, before they try', async () => {
    const { page } = session;
    await installTestWallet(session, { privateKeys: [await freshFundedKey()] });
    await signInInBrowser(page);

    await page.goto('/staking');
    await waitForWalletPhase(page, 'connected');
    const plan = page.locator('[data-testid="plan-card"][data-plan="1"]');
    const planShort = plan.getByTestId('plan-shortfall');
    expect(await planShort.locator('p').first().textContent()).toBe('You need 10 MM; you have 0 MM.');
    await planShort.getByRole('link', { name: 'Buy an Avatar' }).waitFor();
    expect(await plan.getByTestId('plan-stake').isDisabled()).toBe(true);
    await session.settle();
    await shootWidths(page, 'plans-short', planShort);

    await page.goto('/trader');
    await waitForWalletPhase(page, 'connected');
    expect(await page.getByTestId('trader-shortfall').locator('p').first().textContent()).toBe(
      'The trader buys at least 10 MM; you have 0 MM.',
    );
    expect(await page.getByRole('button', { name: 'Sell to the trader' }).isDisabled()).toBe(true);
    await session.settle();
    await shootWidths(page, 'trader-short', page.getByTestId('trader-sell'));
  });
});
