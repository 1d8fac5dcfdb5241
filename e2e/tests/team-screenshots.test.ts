import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@colony/contract/avatars';
import { HEADER_IDEMPOTENCY_KEY } from '@colony/contract/headers';
import type { Page } from 'playwright-core';
import type { Hex } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, signInViaApi } from '../support/api-sign-in.ts';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { fullPageScreenshot } from '../support/full-page-screenshot.ts';
import { depositFromKey, signInInBrowser } from '../support/money.ts';
import { settleDays } from '../support/operator.ts';
import { useOwnServer } from '../support/own-server.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { AT_EACH_WIDTH_TIMEOUT, atEachWidth } from '../support/screen-widths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

type Session = { address: string; token: string; inviteCode: string };

let configDir = '';
let memberKey: Hex;
/** The member's first direct referral, whose own team has two members. */
let firstDirect = '';

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string, width: number) {
  await noHorizontalOverflow(page);
  // The page as a visitor lands on it: toasts gone, nothing focused, at its top.
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await fullPageScreenshot(page, path.join(ARTIFACTS_DIR, `team-${name}-${width}.png`));
}

async function buy(server: string, who: Session, avatarId: number) {
  const answer = await apiCall<Order>(
    '/nft/nft_order/orderCreate',
    { avatarId, asset: 'USDT', queue: false },
    who,
    server,
    { [HEADER_IDEMPOTENCY_KEY]: randomUUID() },
  );
  if (answer.code !== 200) throw new Error(`orderCreate answered ${JSON.stringify(answer)}`);
}

/**
 * A member with a small team: three direct referrals (one holding no Avatar), the first with two
 * of their own and the second with one, so the team has two legs with performance, a largest leg
 * and a small zone; then a settled day folds the figures.
 */
async function buildATeam(server: string) {
  memberKey = await freshFundedKey();
  const member: Session = await signInViaApi(memberKey, ROOT_INVITE_CODE, server);
  const join = async (inviteCode: string) => {
    const key = await freshFundedKey();
    return { key, session: (await signInViaApi(key, inviteCode, server)) as Session };
  };
  const first = await join(member.inviteCode);
  const second = await join(member.inviteCode);
  await join(member.inviteCode);
  const firstA = await join(first.session.inviteCode);
  const firstB = await join(first.session.inviteCode);
  const secondA = await join(second.session.inviteCode);
  firstDirect = first.session.address;

  const purchases: [{ key: Hex; session: Session }, string, number[]][] = [
    [{ key: memberKey, session: member }, '100', [1]],
    [first, '400', [15, 1]],
    [firstA, '100', [1]],
    [firstB, '300', [15]],
    [second, '300', [15]],
    [secondA, '100', [1]],
  ];
  for (const [who, amount, avatars] of purchases) {
    await depositFromKey(who.key, amount, who.session, 'USDT', server);
    for (const avatarId of avatars) await buy(server, who.session, avatarId);
  }
  await settleDays(1, server);
}

beforeAll(async () => {
  configDir = await mkdtemp(path.join(tmpdir(), 'colony-e2e-team-shots-'));
  // Round prices, so the figures on the screenshots read at a glance, and the first elite tier
  // within the member's reach, so the application can be sent.
  await writeFile(
    path.join(configDir, 'economy.json'),
    JSON.stringify({
      avatars: { '1': { price: '100' }, '15': { price: '300' } },
      team: {
        eliteTiers: {
          member: { remainingEnergy: '1', output: '0' },
        },
      },
    }),
  );
});
afterAll(async () => {
  await rm(configDir, { recursive: true, force: true });
});
const serverUrl = useOwnServer('e2e-team-screens', () => ({
  ECONOMY_CONFIG: path.join(configDir, 'economy.json'),
  SETTLEMENT_ALLOW_FUTURE: 'true',
}));
beforeAll(() => buildATeam(serverUrl()), 240_000);

describeInBrowser('the team screens at each width', () => {
  const session = useBrowserSession({ baseUrl: serverUrl, ...DESKTOP });

  it(
    '/myTeam, /memberDetails, /affiliateProgram and /benefits with an application (screenshots kept)',
    async () => {
      const { page } = session;
      await installTestWallet(session, { privateKeys: [memberKey] });
      await signInInBrowser(page);

      await page.goto('/myTeam');
      await waitForWalletPhase(page, 'connected');
      await expect.poll(() => page.getByTestId('direct-member').count()).toBe(3);
      await page.getByTestId('invite-qr').waitFor();
      await expect.poll(() => page.getByTestId('team-leg').count()).toBeGreaterThanOrEqual(2);
      await page.locator('[data-testid="team-leg"][data-largest="true"]').waitFor();
      await page.getByTestId('star-level').waitFor();
      await expect(page.getByTestId('figure-team-size').textContent()).resolves.toBe('6');
      await expect(page.getByTestId('figure-direct').textContent()).resolves.toBe('3');
      await page.getByTestId('direct-members').getByText('No more items').waitFor();
      await session.settle();
      await atEachWidth(session, (width) => shoot(page, 'my-team', width));

      await page.locator(`[data-testid="direct-member"][href$="${firstDirect}"]`).click();
      await page.waitForURL((url) => url.pathname === '/memberDetails');
      await page.getByTestId('member-address').waitFor();
      await expect(page.getByTestId('member-address').textContent()).resolves.toBe(firstDirect);
      await expect.poll(() => page.getByTestId('direct-member').count()).toBe(2);
      await session.settle();
      await atEachWidth(session, async (width) => {
        expect(await page.getByTestId('site-footer').count()).toBe(0);
        await shoot(page, 'member-details', width);
      });

      await page.goto(`/memberDetails?address=0x${'12'.repeat(20)}`);
      await waitForWalletPhase(page, 'connected');
      await page.getByTestId('member-not-found').waitFor();

      await page.goto('/affiliateProgram');
      await page.getByTestId('worked-example').waitFor();
      await expect.poll(() => page.getByTestId('referral-rate').count()).toBeGreaterThan(0);
      await session.settle();
      await atEachWidth(session, (width) => shoot(page, 'affiliate-program', width));

      await page.goto('/benefits');
      await waitForWalletPhase(page, 'connected');
      await page.getByTestId('elite-standing').waitFor();
      await expect.poll(() => page.getByRole('tab').count()).toBe(7);
      await session.settle();
      await atEachWidth(session, async (width) => {
        expect(await page.getByTestId('site-footer').count()).toBe(0);
        await shoot(page, 'benefits', width);
      });

      // One application a colony month: once sent, the page shows when the form opens again
      // instead of the form.
      const form = page.getByTestId('application-form');
      const closed = page.getByTestId('application-closed');
      await form.getByRole('button', { name: 'Continue' }).click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      await form.getByRole('textbox', { name: 'Name' }).fill('Ada Colonist');
      await form.getByRole('textbox', { name: 'E-mail' }).fill('ada@colony.example');
      await form.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('application-submit').click();
      await page.getByTestId('application-sent').waitFor();
      await page.reload();
      await waitForWalletPhase(page, 'connected');
      await atEachWidth(session, async () => {
        await closed.waitFor();
        await page.getByTestId('latest-application').waitFor();
        expect(await form.count()).toBe(0);
        await noHorizontalOverflow(page);
      });
    },
    AT_EACH_WIDTH_TIMEOUT,
  );
});
