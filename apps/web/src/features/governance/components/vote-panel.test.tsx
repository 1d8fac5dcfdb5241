import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import type { PollInfo } from '../api/get-poll-info.ts';
import { ID, info, MEMBER, POWER } from '../test-fixtures.ts';
import { VotePanel } from './vote-panel.tsx';

const signer = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: (): Promise<string> => Promise.resolve(`0x${'ab'.repeat(65)}`),
}));

// The wallet stack's chunk stands in for the wallet: what it was asked to sign, and its answer.
vi.mock('../wallet/sign-vote.ts', () => ({
  signVote: (input: unknown) => {
    signer.calls.push(input);
    return signer.answer();
  },
}));

const VOTE = '/api/nft/Polls/vote';

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  signer.calls = [];
  signer.answer = () => Promise.resolve(`0x${'ab'.repeat(65)}`);
  act(() =>
    walletStore.publish({
      phase: 'connected',
      address: MEMBER,
      chainId: 56,
      signedIn: true,
      explorerUrl: undefined,
    }),
  );
});
afterEach(cleanup);

function renderPanel(poll: PollInfo) {
  render(
    <MemoryRouter>
      <TestProviders client={testQueryClient()}>
        <VotePanel info={poll} />
      </TestProviders>
    </MemoryRouter>,
  );
}

describe('VotePanel', () => {
  it('confirms what is signed, has the wallet sign it with the server’s time, and answers "Vote Successful"', async () => {
    server.route(VOTE, (request) =>
      envelopeResponse(200, {
        vote: {
          id: '7',
          proposalId: ID,
          voter: MEMBER,
          chainId: 56,
          choice: 1,
          power: POWER,
          timestamp: (request.body as { timestamp: number }).timestamp,
          signature: (request.body as { signature: string }).signature,
          receivedAt: '2030-01-02T00:00:00.000Z',
        },
        replaced: null,
      }),
    );
    renderPanel(info());
    const submit = screen.getByTestId('vote-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'For' }));
    fireEvent.click(submit);
    expect(screen.getByText('Confirm your vote')).toBeTruthy();
    expect(screen.getByText('Open a second landing zone')).toBeTruthy();
    fireEvent.click(screen.getByTestId('vote-confirm'));

    await screen.findByTestId('vote-success');
    expect(
      screen.getByText(
        'Your vote for For counts with 100 voting power. You can change it until voting closes.',
      ),
    ).toBeTruthy();
    expect(signer.calls).toEqual([
      { votingType: 'single', chainId: 56, proposal: ID, choice: 1, voter: MEMBER, timestamp: 1_893_456_000 },
    ]);
    const [sent] = server.requestsTo(VOTE);
    expect(sent?.body).toEqual({
      id: ID,
      choice: 1,
      timestamp: 1_893_456_000,
      signature: `0x${'ab'.repeat(65)}`,
      chainId: 56,
    });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says nothing when the member declines the signature, and shows the server’s refusal', async () => {
    signer.answer = () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    server.route(VOTE, () =>
      envelopeResponse(4608, null, 'A later vote of yours already counts; please vote again'),
    );
    renderPanel(info());
    fireEvent.click(screen.getByRole('radio', { name: 'Against' }));
    fireEvent.click(screen.getByTestId('vote-submit'));
    fireEvent.click(screen.getByTestId('vote-confirm'));
    await waitFor(() => expect(signer.calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('vote-confirm').hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('action-error')).toBeNull();
    expect(server.requestsTo(VOTE)).toEqual([]);

    signer.answer = () => Promise.resolve(`0x${'cd'.repeat(65)}`);
    fireEvent.click(screen.getByTestId('vote-confirm'));
    expect((await screen.findByTestId('action-error')).textContent).toBe(
      'A later vote of yours already counts; please vote again',
    );
  });

  it('signs a change after the counted vote, and tells a member without power why they cannot vote', async () => {
    renderPanel(
      info({
        member: {
          power: POWER,
          blocker: null,
          nextStart: null,
          vote: {
            id: '7',
            proposalId: ID,
            voter: MEMBER,
            chainId: 56,
            choice: 1,
            power: POWER,
            timestamp: 1_893_456_000,
            signature: '0x',
            receivedAt: '2030-01-02T00:00:00.000Z',
          },
        },
      }),
    );
    expect(screen.getByText('Change your vote')).toBeTruthy();
    expect(screen.getByText('This is already your vote')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Against' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change vote' }));
    fireEvent.click(screen.getByTestId('vote-confirm'));
    // The server's clock has not moved past the counted vote's second: the change is signed a second later.
    await waitFor(() =>
      expect(signer.calls).toEqual([expect.objectContaining({ choice: 2, timestamp: 1_893_456_001 })]),
    );
    cleanup();

    renderPanel(info({ member: { power: '0', vote: null, blocker: 'noPower', nextStart: null } }));
    expect(screen.getByTestId('vote-blocker').textContent).toContain('No voting power');
    expect(screen.queryByTestId('vote-submit')).toBeNull();
  });

  it('tells a member without power how to get some: an Avatar held when the next proposal starts', () => {
    const noPower = (nextStart: NonNullable<PollInfo['member']>['nextStart']) =>
      info({ member: { power: '0', vote: null, blocker: 'noPower', nextStart } });
    const blocker = () => screen.getByTestId('vote-blocker');

    renderPanel(noPower({ at: '2030-01-03T10:00:00.000Z', onNewPower: false }));
    expect(blocker().textContent).toContain(
      'Buy an Avatar, and you can vote in the proposals that start after that',
    );
    expect(blocker().textContent).toContain(
      `the next one starts at ${formatDateTime('2030-01-03T10:00:00.000Z')}`,
    );
    expect(screen.getByRole('link', { name: 'Get an Avatar' }).getAttribute('href')).toBe('/avatar?id=1');
    cleanup();

    // The demo's series starts one as soon as someone holds power that no open proposal counts.
    renderPanel(noPower({ at: new Date(1_893_456_000_000).toISOString(), onNewPower: true }));
    expect(blocker().textContent).toContain('the next one starts within a minute of your purchase');
    cleanup();

    renderPanel(noPower(null));
    expect(blocker().textContent).toContain('no proposal is planned yet');
  });
});
