import path from 'node:path';
import type { LoginResponse } from '@colony/contract/auth';
import type { PollInfoResponse } from '@colony/contract/governance';
import type { Page } from 'playwright-core';
import type { Hex } from 'viem';
import { beforeAll, expect, it } from 'vitest';
import { apiCall, signInViaApi } from '../support/api-sign-in.ts';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE } from '../support/e2e-chain.ts';
import { fullPageScreenshot } from '../support/full-page-screenshot.ts';
import { buyAvatar, createProposal, voteAs } from '../support/governance.ts';
import { depositFromKey, pageSession, signInInBrowser } from '../support/money.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { AT_EACH_WIDTH_TIMEOUT, atEachWidth } from '../support/screen-widths.ts';
import { freshFundedKey, installTestWallet, waitForWalletPhase } from '../support/wallet-session.ts';

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const file = path.join(ARTIFACTS_DIR, `governance-${name}-${width}.png`);
  if (fullPage) {
    // From the top, as the page first shows, with nothing focused (the sticky header stays on top).
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await fullPageScreenshot(page, file);
  } else await page.screenshot({ path: file });
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

async function dialogFits(page: Page) {
  const fit = await page.getByTestId('vote-dialog').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      inside:
        box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
      overflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(fit).toEqual({ inside: true, overflow: 0 });
}

interface Voter {
  key: Hex;
  session: LoginResponse;
}

/** A member holding the Avatar `avatarId`, bought with a deposit from their own wallet. */
async function voterWith(avatarId: number, price: string): Promise<Voter> {
  const key = await freshFundedKey();
  const session = await signInViaApi(key, ROOT_INVITE_CODE);
  await depositFromKey(key, price, session);
  await buyAvatar(session, avatarId);
  return { key, session };
}

let voters: Voter[] = [];
let closed: PollInfoResponse;

beforeAll(async () => {
  voters = [await voterWith(1, '100'), await voterWith(15, '300')];
  // A short proposal that closes with a result before the screens are taken.
  closed = await createProposal({
    title: 'Rename the trading post to the Mysterious Merchant’s Bazaar',
    choices: ['Rename it', 'Keep the name'],
    rejectChoice: 2,
    quorumBps: 0,
    lasts: 8000,
  });
  const [first, second] = voters as [Voter, Voter];
  await voteAs(first.key, first.session, closed, 1);
  await voteAs(second.key, second.session, closed, 1);
  await createProposal({
    title: 'Which partner worlds should host the next expedition?',
    choices: ['The metaverse city', 'The layer-2 chain', 'The racing game studio'],
    votingType: 'approval',
    startsIn: 2 * 24 * 3_600_000,
  });
  const deadline = Date.parse(closed.endAt) + 1500;
  while (Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
}, 180_000);

describeInBrowser('governance screens at each width', () => {
  const session = useBrowserSession(DESKTOP);

  it(
    'the vote center, a proposal with live results, the confirmation, "Vote Successful", the verified result and a closed proposal (screenshots kept)',
    async () => {
      const { page } = session;
      const key = await freshFundedKey();
      await installTestWallet(session, { privateKeys: [key] });
      await signInInBrowser(page);
      const member = await pageSession(page);
      await depositFromKey(key, '100', member);
      await buyAvatar(member, 1);
      const proposal = await createProposal({
        title: 'Open a second landing zone in the northern crater',
        body: 'The colony has grown faster than its first landing zone. This proposal opens a second zone in the northern crater: new arrivals land there, and the first zone keeps its workshops and the trader.\n\nVote For to open it, Against to keep one zone, or Abstain to count towards the quorum without taking a side.',
        choices: ['For', 'Against', 'Abstain'],
        rejectChoice: 2,
        abstainChoice: 3,
        lasts: 3 * 24 * 3_600_000,
      });
      const [first, second] = voters as [Voter, Voter];
      await voteAs(first.key, first.session, proposal, 1);
      await voteAs(second.key, second.session, proposal, 2);

      await page.goto('/voteList');
      await waitForWalletPhase(page, 'connected');
      await page.getByTestId('proposal-card').first().waitFor();
      await page.getByTestId('vote-center-summary').waitFor();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await noHorizontalOverflow(page);
        await shoot(page, 'list', width, true);
      });

      await page.goto(`/voteDetail?id=${proposal.id}`);
      await page.getByTestId('votes').getByTestId('vote-row').nth(1).waitFor();
      await page.getByRole('radio', { name: 'For', exact: true }).check();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await noHorizontalOverflow(page);
        await shoot(page, 'detail', width, true);
      });

      await page.getByTestId('vote-submit').click();
      const dialog = page.getByTestId('vote-dialog');
      await dialog.getByText('Confirm your vote').waitFor();
      await atEachWidth(session, async (width) => {
        await dialogFits(page);
        await shoot(page, 'confirm', width);
      });

      await dialog.getByTestId('vote-confirm').click();
      await dialog.getByTestId('vote-success').waitFor();
      await atEachWidth(session, async (width) => {
        await dialogFits(page);
        await shoot(page, 'success', width);
      });
      await dialog.getByTestId('vote-done').click();

      await page.getByTestId('verify-run').click();
      await page.getByTestId('verify-agrees').waitFor();
      await page.getByTestId('votes').getByTestId('vote-row').nth(2).waitFor();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await noHorizontalOverflow(page);
        await shoot(page, 'voted', width, true);
        // Each panel at its own size, to read it closely.
        for (const panel of ['vote-panel', 'results', 'votes', 'quorum', 'power', 'timeline', 'verify']) {
          await page
            .getByTestId(panel)
            .screenshot({ path: path.join(ARTIFACTS_DIR, `governance-panel-${panel}-${width}.png`) });
        }
      });

      await page.goto(`/voteDetail?id=${closed.id}`);
      await page.getByTestId('proposal-result').getByText('Passed').waitFor();
      await session.settle();
      await atEachWidth(session, async (width) => {
        await noHorizontalOverflow(page);
        await shoot(page, 'closed', width, true);
      });

      const info = await apiCall<PollInfoResponse>('/nft/Polls/info', { id: proposal.id });
      expect(info.data.votes).toBe(3);
    },
    AT_EACH_WIDTH_TIMEOUT,
  );
});
