import { spawn } from 'node:child_process';
import path from 'node:path';
import type { PollExportResponse } from '@colony/contract/governance';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall } from '../support/api-sign-in.ts';
import { baseUrl, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { buyAvatar, createProposal } from '../support/governance.ts';
import { depositFromKey, pageSession, signInInBrowser } from '../support/money.ts';
import { REPO_ROOT } from '../support/repo-paths.ts';
import { freshFundedKey, installTestWallet } from '../support/wallet-session.ts';

/** The share a choice shows in the results ("100%"). */
function shareOf(page: Page, choice: number) {
  return page.locator(`[data-testid="result-choice"][data-choice="${choice}"] [data-testid="result-share"]`);
}

/** Runs `npm run votes:verify` as a terminal would, against the e2e server. */
function verifyFromTerminal(id: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(REPO_ROOT, 'apps/server/src/modules/governance/verify-cli.ts'),
        id,
        '--url',
        baseUrl,
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describeInBrowser('voting on a proposal', () => {
  const session = useBrowserSession();

  it('signs a vote with the wallet (eth_signTypedData_v4), changes it, sees the results move, and verifies the result in the page and from a terminal', async () => {
    const { page } = session;
    const key = await freshFundedKey();
    const wallet = await installTestWallet(session, { privateKeys: [key] });
    await signInInBrowser(page);
    const member = await pageSession(page);
    // An Avatar before the proposal opens: 100 voting power in its snapshot.
    await depositFromKey(key, '100', member);
    await buyAvatar(member, 1);
    const title = `Light the beacon on the ridge ${Date.now()}`;
    const proposal = await createProposal({
      title,
      choices: ['For', 'Against', 'Abstain'],
      rejectChoice: 2,
      abstainChoice: 3,
    });

    await page.goto('/voteList?status=active');
    const card = page.getByTestId('proposal-card').filter({ hasText: title });
    await card.getByText('No votes yet').waitFor();
    expect(await card.getByTestId('time-left').textContent()).toMatch(/^Ends in 59m \d+s$/);
    await card.click();
    await page.waitForURL(`**/voteDetail?id=${proposal.id}`);
    expect(await page.getByTestId('my-power').textContent()).toBe('100');

    // The first vote: For.
    await page.getByRole('radio', { name: 'For', exact: true }).check();
    await page.getByTestId('vote-submit').click();
    const dialog = page.getByTestId('vote-dialog');
    await dialog.getByText('Confirm your vote').waitFor();
    expect(await dialog.getByText('For', { exact: true }).count()).toBe(1);
    await dialog.getByTestId('vote-confirm').click();
    await dialog.getByTestId('vote-success').waitFor();
    await dialog.getByText('Vote Successful').waitFor();
    const [signed] = wallet.requestsOf('eth_signTypedData_v4');
    expect(signed?.outcome).toBe('ok');
    const typed = JSON.parse(String(signed?.params[1])) as {
      domain: { name: string; chainId: number };
      message: { proposal: string; choice: string; voter: string };
    };
    expect(typed.domain).toMatchObject({ name: 'Colony Governance', chainId: 56 });
    expect(typed.message).toMatchObject({ proposal: proposal.id, choice: '1' });
    expect(typed.message.voter.toLowerCase()).toBe(wallet.address.toLowerCase());
    await dialog.getByTestId('vote-done').click();
    await expect.poll(() => shareOf(page, 1).textContent()).toBe('100%');
    await page.getByTestId('votes').getByTestId('vote-row').getByText('You').waitFor();
    expect(await page.getByTestId('my-vote').textContent()).toContain('Counted: For');

    // A declined signature changes nothing and says nothing.
    await page.getByRole('radio', { name: 'Against', exact: true }).check();
    await page.getByRole('button', { name: 'Change vote' }).click();
    wallet.rejectNext('eth_signTypedData_v4');
    await dialog.getByTestId('vote-confirm').click();
    await expect.poll(() => wallet.requestsOf('eth_signTypedData_v4').length).toBe(2);
    await expect.poll(() => dialog.getByTestId('vote-confirm').isEnabled()).toBe(true);
    expect(await dialog.getByTestId('action-error').count()).toBe(0);

    // The change: Against replaces For, and the results move.
    await dialog.getByTestId('vote-confirm').click();
    await dialog.getByTestId('vote-success').waitFor();
    await dialog.getByTestId('vote-done').click();
    await expect.poll(() => shareOf(page, 2).textContent()).toBe('100%');
    expect(await shareOf(page, 1).textContent()).toBe('0%');
    expect(await page.getByTestId('my-vote').textContent()).toContain('Counted: Against');
    expect(await page.getByTestId('votes').getByTestId('vote-row').count()).toBe(1);
    expect(await page.getByTestId('votes').getByTestId('vote-row-choice').textContent()).toBe('Against');

    // Both signed votes are kept; the later one counts.
    const exported = await apiCall<PollExportResponse>('/nft/Polls/export', { id: proposal.id });
    expect(exported.data.votes.map((vote) => [vote.choice, vote.counted])).toEqual([
      [1, false],
      [2, true],
    ]);

    await page.getByTestId('verify-run').click();
    await page.getByTestId('verify-agrees').waitFor();
    expect(await page.getByTestId('verify-agrees').textContent()).toContain(
      '2 signed votes checked, 1 counted',
    );

    const terminal = await verifyFromTerminal(proposal.id);
    expect(terminal.output).toContain("The server's result agrees with the signed votes and the snapshot.");
    expect(terminal.code, terminal.output).toBe(0);
  });

  it('tells a visitor to connect, and a member without power why they cannot vote', async () => {
    const { page } = session;
    await installTestWallet(session);
    const proposal = await createProposal({
      title: `Name the northern crater ${Date.now()}`,
      choices: ['Aurora', 'Borealis'],
    });
    await page.goto(`/voteDetail?id=${proposal.id}`);
    await page.getByTestId('vote-signed-out').waitFor();

    await signInInBrowser(page);
    await page.goto(`/voteDetail?id=${proposal.id}`);
    await page.getByTestId('vote-blocker').getByText('No voting power', { exact: false }).waitFor();
    expect(await page.getByTestId('my-power').textContent()).toBe('0');

    await page.goto('/voteDetail?id=00000000-0000-4000-8000-000000000000');
    await page.getByText('Proposal not found').waitFor();
  });
});
