import { TEAM_PATHS } from '@colony/contract/team';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { DEEPER, DIRECT, directMember, figures, MEMBER } from '../test-fixtures.ts';
import MemberDetailsPage from './member-details-page.tsx';

const INDEX = `/api${TEAM_PATHS.index}`;
const LISTS = `/api${TEAM_PATHS.lists}`;

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
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

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/memberDetails', element: <MemberDetailsPage /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('/memberDetails', () => {
  it("shows one team member's figures and their direct members, without invite or income", async () => {
    server.route(INDEX, () =>
      envelopeResponse(
        200,
        figures({
          address: DIRECT,
          superiorAddress: MEMBER,
          inviteCode: null,
          inviteLink: null,
          starLevel: 2,
          teamSize: 7,
          largestLegAddress: DEEPER,
        }),
      ),
    );
    server.route(LISTS, () =>
      envelopeResponse(200, { list: [directMember(0, { address: DEEPER })], total: 1, page: 1, limit: 20 }),
    );
    renderPage(`/memberDetails?address=${DIRECT}`);
    expect(screen.getByTestId('member-loading')).toBeTruthy();
    expect((await screen.findByTestId('member-address')).textContent).toBe(DIRECT);
    expect(server.requestsTo(INDEX)[0]?.body).toEqual({ address: DIRECT });
    expect(within(screen.getByTestId('member-card')).getByText('Star level 2')).toBeTruthy();
    expect(screen.getByTestId('figure-team-size').textContent).toBe('7');
    expect(screen.queryByTestId('figure-income')).toBeNull();
    expect(screen.queryByTestId('invite-panel')).toBeNull();
    const member = await screen.findByTestId('direct-member');
    expect(member.getAttribute('href')).toBe(`/memberDetails?address=${DEEPER}`);
    expect(server.requestsTo(LISTS)[0]?.body).toEqual({ page: 1, limit: 20, address: DIRECT });
    expect(screen.getByRole('link', { name: 'Back to My Team' }).getAttribute('href')).toBe('/myTeam');
  });

  it("shows the server's teamMemberNotFound message for someone outside the team, without retrying", async () => {
    server.route(INDEX, () => envelopeResponse(4301, null, 'No member of your team has this address'));
    server.route(LISTS, () => envelopeResponse(4301, null, 'No member of your team has this address'));
    renderPage(`/memberDetails?address=${DEEPER}`);
    const notFound = await screen.findByTestId('member-not-found');
    expect(within(notFound).getByRole('heading').textContent).toBe('No member of your team has this address');
    expect(server.requestsTo(INDEX)).toHaveLength(1);
  });

  it('says so for a missing or malformed address, asking the server nothing', () => {
    renderPage('/memberDetails');
    expect(screen.getByTestId('member-missing').textContent).toContain('No member chosen');
    cleanup();
    renderPage('/memberDetails?address=0x1234');
    expect(screen.getByTestId('member-invalid').textContent).toContain('This is not a wallet address');
    expect(server.requests).toEqual([]);
  });
});
