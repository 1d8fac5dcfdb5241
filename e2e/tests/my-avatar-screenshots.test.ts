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
import { depositFromKey, signInInBrowser, units } from '../support/money.ts';
import { airdrop, fundTreasury, settleDays } from '../support/operator.ts';
import { useOwnServer } from '../support/own-server.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { AT_EACH_WIDTH_TIMEOUT, atEachWidth } from '../support/screen-widths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

type Session = { address: string; token: string };

let configDir = '';
let memberKey: Hex;

async function write<T>(server: string, apiPath: string, body: unknown, member: Session): Promise<T> {
  const answer = await apiCall<T>(apiPath, body, member, server, { [HEADER_IDEMPOTENCY_KEY]: randomUUID() });
  if (answer.code !== 200) throw new Error(`${apiPath} answered ${JSON.stringify(answer)}`);
  return answer.data;
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

/** The artwork shown has arrived, lazy pictures included (a full-page capture shows them all). */
async function picturesLoaded(page: Page) {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
}

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  await picturesLoaded(page);
  await noHorizontalOverflow(page);
  const file = path.join(ARTIFACTS_DIR, `${name}-${width}.png`);
  if (fullPage) await fullPageScreenshot(page, file);
  else await page.screenshot({ path: file });
}

/**
 * A colonist a few days in: three avatars bought (a guide burning fast enough to be spent), one
 * served from the queue, one queue entry left, a referral who minted, a sale to the trader, and two
 * entries still waiting behind the referral's.
 */
async function settleAColonistIn(server: string) {
  memberKey = await freshFundedKey();
  const member = await signInViaApi(memberKey, ROOT_INVITE_CODE, server);
  const referralKey = await freshFundedKey();
  const referral: Session = await signInViaApi(referralKey, member.inviteCode, server);
  await depositFromKey(memberKey, '2000', member, 'USDT', server);
  await depositFromKey(referralKey, '700', referral, 'USDT', server);
  const order = (avatarId: number, who: Session, queue = false) =>
    write<Order>(server, '/nft/nft_order/orderCreate', { avatarId, asset: 'USDT', queue }, who);

  await order(1, member);
  await order(3, member);
  await order(15, member);
  await order(1, member, true);
  await settleDays(1, server);
  const left = await order(1, member, true);
  await write(server, '/nft/nft_order/orderCancel', { id: left.id }, member);
  await order(15, referral);
  await airdrop(member.address, 'MM', '40', server);
  await fundTreasury('USDT', '100', server);
  await write(
    server,
    '/nft/Money_Exchange/exchange',
    { asset: 'MM', amount: units('20', 'MM').toString() },
    member,
  );
  await settleDays(4, server);
  await order(1, referral);
  await order(1, referral, true);
  expect((await order(1, member, true)).status).toBe('queued');
  expect((await order(1, member, true)).status).toBe('queued');
}

beforeAll(async () => {
  configDir = await mkdtemp(path.join(tmpdir(), 'colony-e2e-holdings-'));
  // One main avatar a day, so the queue fills; a Nebula Guide burns half its price a day, so it is spent in days.
  await writeFile(
    path.join(configDir, 'economy.json'),
    JSON.stringify({ avatars: { '1': { dailySupply: 1 }, '3': { dailyYieldBps: 5000 } } }),
  );
});
afterAll(async () => {
  await rm(configDir, { recursive: true, force: true });
});
const serverUrl = useOwnServer('e2e-holdings-screens', () => ({
  ECONOMY_CONFIG: path.join(configDir, 'economy.json'),
  SETTLEMENT_ALLOW_FUTURE: 'true',
}));
beforeAll(() => settleAColonistIn(serverUrl()), 120_000);

describeInBrowser("the member's avatar screens at each width", () => {
  const session = useBrowserSession({ baseUrl: serverUrl, ...DESKTOP });

  it(
    '/myAvatar, /myOrder, /queue and leaving the queue (screenshots kept)',
    async () => {
      const { page } = session;
      await installTestWallet(session, { privateKeys: [memberKey] });
      await signInInBrowser(page);

      await page.goto('/myAvatar');
      await waitForWalletPhase(page, 'connected');
      await expect.poll(() => page.getByTestId('owned-avatar').count()).toBe(4);
      await page.locator('[data-testid="owned-avatar"][data-state="spent"]').waitFor();
      await page.getByTestId('energy').waitFor();
      await session.settle();
      await atEachWidth(session, (width) => shoot(page, 'my-avatar', width));

      await page.goto('/myOrder');
      await waitForWalletPhase(page, 'connected');
      await expect.poll(() => page.getByTestId('order-row').count()).toBe(7);
      await page.getByText('No more items').waitFor();
      await session.settle();
      await atEachWidth(session, (width) => shoot(page, 'my-order', width));

      await page.goto('/queue');
      await waitForWalletPhase(page, 'connected');
      await expect.poll(() => page.getByTestId('queue-entry').count()).toBe(2);
      await session.settle();
      await atEachWidth(session, (width) => shoot(page, 'queue', width));

      await page.getByTestId('queue-leave').first().click();
      const dialog = page.getByTestId('cancel-order-dialog');
      await dialog.getByTestId('cancel-returned').waitFor();
      await atEachWidth(session, async (width) => {
        const fit = await dialog.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            inside:
              box.left >= 0 &&
              box.top >= 0 &&
              box.right <= window.innerWidth &&
              box.bottom <= window.innerHeight,
            overflow: element.scrollWidth - element.clientWidth,
          };
        });
        expect(fit).toEqual({ inside: true, overflow: 0 });
        await shoot(page, 'queue-leave', width, false);
      });
      await page.keyboard.press('Escape');
    },
    AT_EACH_WIDTH_TIMEOUT,
  );
});
