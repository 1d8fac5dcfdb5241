import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { holdings, MEMBER, member, team } from '../test-fixtures.ts';
import PersonPage from './person-page.tsx';

const PROFILE = '/api/user/user/index';
const AVATARS = '/api/nft/nft_order/index';
const TEAM = '/api/user/Team/index';

let server: FakeApiServer;

function publish(signedIn: boolean) {
  act(() =>
    walletStore.publish({
      phase: signedIn ? 'connected' : 'disconnected',
      address: signedIn ? MEMBER : undefined,
      chainId: signedIn ? 56 : undefined,
      signedIn,
      explorerUrl: undefined,
    }),
  );
}

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  publish(true);
});
afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/person', element: <PersonPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/person'] },
  );
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const card = (id: string) => within(screen.getByTestId(`overview-${id}`));

describe('/person', () => {
  it("shows the member's avatars, assets, team and elite tier at a glance, each leading to its page", async () => {
    server.route(PROFILE, () => envelopeResponse(200, member()));
    server.route(AVATARS, () =>
      envelopeResponse(200, holdings(['producing', 'producing', 'starting', 'spent'])),
    );
    server.route(TEAM, () => envelopeResponse(200, team()));
    const router = renderPage();

    expect((await screen.findByTestId('overview-avatar-count')).textContent).toBe('4 Avatars');
    expect(card('avatars').getByTestId('overview-avatars-producing').textContent).toBe('2');
    expect(card('avatars').getByTestId('overview-energy').textContent).toBe('Energy level 1 of 7');

    expect((await card('assets').findByTestId('overview-balances')).textContent).toBe('USDT25040 frozenMM12');
    expect(card('assets').getByTestId('overview-fuel').textContent).toBe('Fuel in your Avatars: 350');

    expect((await card('team').findByTestId('overview-team-size')).textContent).toBe('42');
    expect(card('team').getByTestId('overview-star-level').textContent).toBe('★ 2');
    expect(card('elite').getByTestId('overview-elite-tier').textContent).toBe('Gold');
    // The profile strip and the assets card read one answer.
    expect(server.requestsTo(PROFILE)).toHaveLength(1);
    expect(server.requestsTo(TEAM)).toHaveLength(1);

    const links = ['avatars', 'assets', 'team', 'elite'].map((id) =>
      card(id).getByRole('link').getAttribute('href'),
    );
    expect(links).toEqual(['/myAvatar', '/myAssets', '/myTeam', '/benefits']);
    fireEvent.click(card('team').getByRole('link', { name: /My Team/ }));
    expect(router.state.location.pathname).toBe('/myTeam');
  });

  it('says what a new member does not have yet', async () => {
    server.route(PROFILE, () =>
      envelopeResponse(
        200,
        member({
          fuel: '0',
          assets: member().assets.map((balance) => ({ ...balance, available: '0', frozen: '0' })),
        }),
      ),
    );
    server.route(AVATARS, () => envelopeResponse(200, holdings([])));
    server.route(TEAM, () => envelopeResponse(200, team({ eliteTier: null, starLevel: 0, teamSize: 0 })));
    renderPage();
    expect(await card('avatars').findByText('You hold no Avatars yet.')).toBeTruthy();
    expect(await card('assets').findByText('No balance yet.')).toBeTruthy();
    expect((await card('elite').findByTestId('overview-elite-tier')).textContent).toBe('No tier yet');
    expect(card('team').getByTestId('overview-star-level').textContent).toBe('–');
  });

  it('keeps the other parts when one cannot be loaded, and retries that one', async () => {
    let fail = true;
    server.route(PROFILE, () => envelopeResponse(200, member()));
    server.route(AVATARS, () => envelopeResponse(200, holdings(['producing'])));
    server.route(TEAM, () =>
      fail ? envelopeResponse(1010, null, 'Service unavailable') : envelopeResponse(200, team()),
    );
    renderPage();
    expect((await card('team').findByRole('alert')).textContent).toContain('Service unavailable');
    expect(card('elite').getByRole('alert')).toBeTruthy();
    expect((await screen.findByTestId('overview-avatar-count')).textContent).toBe('1 Avatar');
    fail = false;
    fireEvent.click(card('team').getByRole('button', { name: 'Retry' }));
    expect((await card('elite').findByTestId('overview-elite-tier')).textContent).toBe('Gold');
  });

  it('shows a visitor the way to connect, and asks the server nothing', () => {
    publish(false);
    renderPage();
    expect(screen.getByTestId('profile-signed-out')).toBeTruthy();
    expect(screen.queryByTestId('account-overview')).toBeNull();
    expect(server.requests).toEqual([]);
  });
});
