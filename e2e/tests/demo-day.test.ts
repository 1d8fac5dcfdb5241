import path from 'node:path';
import type { PollIndexResponse } from '@colony/contract/governance';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, signInViaApi } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { buyAvatar } from '../support/governance.ts';
import { depositFromKey, eventually, pageSession, signInInBrowser } from '../support/money.ts';
import { useOwnServer } from '../support/own-server.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

const WIDTHS = [375, 768, 1440] as const;

/** The screen at each width (the page laid out again for each), or only the panels named. */
async function shootWidths(page: Page, name: string, panels: string[] = []) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px is wider than the viewport`).toBeLessThanOrEqual(0);
    if (panels.length === 0)
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `demo-${name}-${width}.png`) });
    for (const panel of panels)
      await page
        .getByTestId(panel)
        .screenshot({ path: path.join(ARTIFACTS_DIR, `demo-${name}-${panel}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The active proposals of the server, as anyone reads them. */
async function activeProposals(server: string) {
  const answer = await apiCall<PollIndexResponse>(
    '/nft/Polls/index',
    { page: 1, limit: 20, status: 'active' },
    undefined,
    server,
  );
  return answer.data.list;
}

async function advanceOneDay(page: Page, shoot = false): Promise<void> {
  const today = (await page.getByTestId('demo-today').textContent()) ?? '';
  await page.getByTestId('demo-advance').click();
  const dialog = page.getByTestId('demo-advance-dialog');
  await dialog.getByText(`This ends colony day ${today} now`, { exact: false }).waitFor();
  await dialog.getByText('A demo control', { exact: false }).waitFor();
  if (shoot) await shootWidths(page, 'advance-confirm');
  await dialog.getByTestId('demo-advance-confirm').click();
  await page.getByText(`Day ${today} is settled`, { exact: false }).first().waitFor();
  await expect.poll(() => page.getByTestId('demo-today').textContent()).not.toBe(today);
  expect(await dialog.count()).toBe(0);
}

describeInBrowser('a newcomer trying the demo colony', () => {
  // A demo colony of its own (demo content on the development chain): advancing its clock moves
  // the day of everything on it, so no other scenario shares it.
  const serverUrl = useOwnServer('e2e-demo-day', () => ({}));
  const session = useBrowserSession({ baseUrl: serverUrl });

  it('buys an Avatar, advances the colony day by day with the demo control, sees the output, and votes in a demo proposal', async () => {
    const { page } = session;
    const server = serverUrl();

    // Someone who joined earlier holds an Avatar: the demo has opened a proposal counting them.
    // (Deposits one after the other: both mint from the chain's one minting account.)
    const earlierKey = await freshFundedKey();
    const earlier = await signInViaApi(earlierKey, ROOT_INVITE_CODE, server);
    await depositFromKey(earlierKey, '100', earlier, 'USDT', server);
    await buyAvatar(earlier, 1, server);
    const key = await freshFundedKey();
    await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    await depositFromKey(key, '100', member, 'USDT', server);
    const [opened] = await eventually(
      () => activeProposals(server),
      (list) => list.length === 1,
    );

    // The newcomer has no power in it, and is told how to get some.
    await page.goto(`/voteDetail?id=${opened?.id}`);
    await waitForWalletPhase(page, 'connected');
    const blocker = page.getByTestId('vote-blocker');
    await blocker.getByText('No voting power', { exact: false }).waitFor();
    expect(await blocker.textContent()).toContain(
      'Buy an Avatar, and you can vote in the proposals that start after that',
    );
    expect(await blocker.textContent()).toContain('in this demo, the next one starts at');
    expect(await blocker.getByRole('link', { name: 'Get an Avatar' }).getAttribute('href')).toBe(
      '/avatar?id=1',
    );
    await page.getByTestId('demo-bar').waitFor();
    await shootWidths(page, 'no-power', ['vote-panel']);

    // The Avatar, bought through its page.
    await blocker.getByRole('link', { name: 'Get an Avatar' }).click();
    await waitForWalletPhase(page, 'connected');
    await page.getByTestId('avatar-buy').click();
    const buy = page.getByTestId('buy-dialog');
    await buy.getByText('Available:', { exact: false }).waitFor();
    await buy.getByRole('button', { name: 'Continue' }).click();
    await buy.getByTestId('purchase-confirm').click();
    await buy.locator('[data-testid="purchase-done"][data-status="paid"]').waitFor();
    await page.keyboard.press('Escape');

    // The demo bar, at the foot of every page: a day ends when the newcomer says so.
    await page.goto('/myAvatar');
    await waitForWalletPhase(page, 'connected');
    const card = page.getByTestId('owned-avatar').first();
    await card.waitFor();
    expect(await card.getByTestId('owned-avatar-output-MM').textContent()).toBe('0');
    await page.getByTestId('demo-today').waitFor();
    await shootWidths(page, 'bar');
    // Bought today, it produces from tomorrow: the first day ends, then the one it produces on.
    await advanceOneDay(page, true);
    await advanceOneDay(page);
    await expect.poll(() => card.getByTestId('owned-avatar-output-MM').textContent()).not.toBe('0');
    await shootWidths(page, 'output');

    // The day's end closed the proposals it passed; a demo proposal opened counting the Avatar.
    await page.goto('/voteList?status=active');
    const proposal = page.getByTestId('proposal-card').first();
    await proposal.waitFor();
    await proposal.click();
    await page.waitForURL('**/voteDetail?id=*');
    await expect.poll(() => page.getByTestId('my-power').textContent()).toBe('100');
    // The demo's topics take turns (a single choice, an approval vote): the first choice, whichever it is.
    await page
      .getByTestId('vote-panel')
      .locator('input[type="radio"], input[type="checkbox"]')
      .first()
      .check();
    await page.getByTestId('vote-submit').click();
    const dialog = page.getByTestId('vote-dialog');
    await dialog.getByTestId('vote-confirm').click();
    await dialog.getByTestId('vote-success').waitFor();
    await dialog.getByTestId('vote-done').click();
    expect(await page.getByTestId('my-vote').textContent()).toContain('Counted:');
    // The terminal command waits behind its disclosure.
    const command = page.getByTestId('verify-cli').locator('code');
    expect(await command.isVisible()).toBe(false);
    await page.getByTestId('verify-cli').getByText('Check it from a terminal').click();
    expect(await command.isVisible()).toBe(true);
    await shootWidths(page, 'voted', ['vote-panel', 'verify']);
  }, 300_000);
});
