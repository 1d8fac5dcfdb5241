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
import { E18, energy, MEMBER, myAvatars, ownedAvatar } from '../test-fixtures.ts';
import MyAvatarsPage from './my-avatars-page.tsx';

const MINE = '/api/nft/nft_order/index';

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

function renderPage(path = '/myAvatar') {
  const router = createMemoryRouter(
    [
      { path: '/myAvatar', element: <MyAvatarsPage /> },
      { path: '/avatar', element: <p>avatar page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('/myAvatar', () => {
  it('asks a visitor to connect the wallet and asks the server nothing', () => {
    publish(false);
    renderPage();
    expect(screen.getByTestId('my-avatars-signed-out').textContent).toContain(
      'Connect your wallet to see your Avatars',
    );
    expect(server.requestsTo(MINE)).toHaveLength(0);
  });

  it('shows each avatar with its fuel, daily burn, days left and output, and spent ones as such, last', async () => {
    server.route(MINE, () =>
      envelopeResponse(
        200,
        myAvatars({
          avatars: [
            ownedAvatar({
              id: 9,
              avatarId: 2,
              kind: 'guide',
              name: 'Star Guide',
              state: 'spent',
              remainingFuel: '0',
              dailyBurn: '0',
              totalFuel: (45n * E18).toString(),
            }),
            ownedAvatar(),
            ownedAvatar({
              id: 11,
              state: 'starting',
              remainingFuel: (200n * E18).toString(),
              output: [
                { asset: 'MM', amount: '0' },
                { asset: 'MC', amount: '0' },
                { asset: 'UME', amount: '0' },
              ],
            }),
          ],
        }),
      ),
    );
    renderPage();
    expect(screen.getByTestId('my-avatars-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('owned-avatar');
    expect(cards.map((card) => card.getAttribute('data-state'))).toEqual(['producing', 'starting', 'spent']);

    const producing = within(cards[0] as HTMLElement);
    expect(producing.getByRole('heading', { name: 'Colony Pioneer' })).toBeTruthy();
    expect(producing.getByText('Main Avatar')).toBeTruthy();
    expect(producing.getByTestId('owned-avatar-state').textContent).toBe('Producing');
    expect(producing.getByTestId('owned-avatar-fuel').textContent).toBe('150 of 200 left');
    expect(producing.getByTestId('owned-avatar-burn').textContent).toBe(
      'Burns 1.05 a day at your energy level',
    );
    // 150 / 1.05 = 142.86: the 143rd day burns what is left.
    expect(producing.getByText('About 143 days of fuel left')).toBeTruthy();
    expect(producing.getByTestId('owned-avatar-output-MM').textContent).toBe('30');
    expect(producing.getByTestId('owned-avatar-output-UME').textContent).toBe('5');
    expect(producing.getByText('Producing since')).toBeTruthy();
    expect(producing.getByRole('img', { name: 'Colony Pioneer, artwork' })).toBeTruthy();

    expect(within(cards[1] as HTMLElement).getByText('Produces from')).toBeTruthy();

    const spent = within(cards[2] as HTMLElement);
    expect(spent.getByTestId('owned-avatar-state').textContent).toBe('Spent');
    expect(spent.getByTestId('owned-avatar-fuel').textContent).toBe('0 of 45 left');
    expect(spent.getByText('Its fuel is spent: it no longer produces.')).toBeTruthy();
    expect(spent.queryByTestId('owned-avatar-burn')).toBeNull();

    expect(screen.getByTestId('overview-fuel').textContent).toBe('150 of 200 left');
    expect(screen.getByTestId('overview-output-MC').textContent).toBe('15');
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('shows the energy level, its boost, each condition’s figures and what raises it', async () => {
    server.route(MINE, () => envelopeResponse(200, myAvatars()));
    renderPage();
    const panel = within(await screen.findByTestId('energy'));
    expect(panel.getByTestId('energy-level').textContent).toBe('Level 1');
    expect(panel.getByText('of 7')).toBeTruthy();
    expect(panel.getByTestId('energy-boost').textContent).toBe('Output ×1.05');
    expect(panel.getByText(/Next level: ×1\.1$/)).toBeTruthy();
    expect(panel.getByTestId('energy-as-of').textContent).toContain('daily settlement of 2024-05-03');

    const personal = within(panel.getByTestId('energy-personal'));
    expect(personal.getByTestId('energy-minted').textContent).toBe('100 USD');
    expect(personal.getByTestId('energy-redeemed').textContent).toBe('0 USD');
    expect(personal.getByText('1×, reached')).toBeTruthy();
    expect(personal.getByTestId('energy-next-step').textContent).toBe(
      'Every step of this condition is reached.',
    );

    // 300 minted against 200 redeemed passes 1× (200), not 2× (400).
    const direct = within(panel.getByTestId('energy-direct'));
    expect(direct.getByText('1×, reached')).toBeTruthy();
    expect(direct.getByText('2×, not reached')).toBeTruthy();
    expect(direct.getByTestId('energy-next-step').textContent).toBe(
      'Raises your level: minted above 400 USD',
    );
    expect(within(panel.getByTestId('energy-zone')).getByTestId('energy-next-step').textContent).toBe(
      'Every step is reached once your small zone mints an Avatar: a purchase counts from the next daily settlement.',
    );
  });

  it('says what raises the level, not "minted above 0 USD", while the figures are all zero', async () => {
    // Right after a first purchase: the settlement has not counted it yet.
    const zero = { minted: '0', redeemed: '0', reached: 0 };
    server.route(MINE, () =>
      envelopeResponse(
        200,
        myAvatars({
          energy: energy({
            level: 0,
            boost: '1',
            day: null,
            conditions: [
              { key: 'personal', steps: [1], ...zero },
              { key: 'direct', steps: [1, 2, 3], ...zero },
              { key: 'zone', steps: [1, 2, 3], ...zero },
            ],
          }),
        }),
      ),
    );
    renderPage();
    const panel = within(await screen.findByTestId('energy'));
    expect(panel.getAllByTestId('energy-next-step').map((hint) => hint.textContent)).toEqual([
      'Reached once you mint an Avatar: a purchase counts from the next daily settlement.',
      'Every step is reached once a direct referral mints an Avatar: a purchase counts from the next daily settlement.',
      'Every step is reached once your small zone mints an Avatar: a purchase counts from the next daily settlement.',
    ]);
    expect(panel.queryByText(/above 0 USD/)).toBeNull();
  });

  it('says the top level is reached, and before any settlement that it is computed later', async () => {
    server.route(MINE, () =>
      envelopeResponse(200, myAvatars({ energy: energy({ level: 7, boost: '1.35', day: null }) })),
    );
    renderPage();
    const panel = within(await screen.findByTestId('energy'));
    expect(panel.getByText(/You have reached the highest energy level\.$/)).toBeTruthy();
    expect(panel.getByTestId('energy-as-of').textContent).toBe(
      'Computed at each daily settlement once you hold an Avatar.',
    );
  });

  describe('a long list', () => {
    // 53 avatars: 40 main (30 producing, 10 spent), 2 guides (starting), 11 alliance (5 producing, 6 spent).
    const many = [
      ...Array.from({ length: 30 }, (_, index) => ownedAvatar({ id: 100 + index })),
      ...Array.from({ length: 10 }, (_, index) => ownedAvatar({ id: 200 + index, state: 'spent' })),
      ...Array.from({ length: 2 }, (_, index) =>
        ownedAvatar({ id: 300 + index, avatarId: 2, kind: 'guide', name: 'Star Guide', state: 'starting' }),
      ),
      ...Array.from({ length: 11 }, (_, index) =>
        ownedAvatar({
          id: 400 + index,
          avatarId: 15,
          kind: 'alliance',
          name: 'Alliance Ranger',
          state: index < 5 ? 'producing' : 'spent',
        }),
      ),
    ];
    const choices = (group: string) =>
      within(screen.getByTestId(group))
        .getAllByRole('button')
        .map(
          (button) =>
            `${button.getAttribute('data-choice')} ${button.querySelector('[data-testid="filter-count"]')?.textContent}`,
        );
    const choice = (group: string, value: string) =>
      screen.getByTestId(group).querySelector(`[data-choice="${value}"]`) as HTMLButtonElement;
    const cardIds = () =>
      screen.getAllByTestId('owned-avatar').map((card) => card.getAttribute('data-avatar-id'));

    beforeEach(() => {
      server.route(MINE, () => envelopeResponse(200, myAvatars({ avatars: many })));
      Element.prototype.scrollIntoView = vi.fn();
    });

    it('filters by type and status with their counts, a page at a time, all kept in the URL', async () => {
      const router = renderPage();
      await screen.findAllByTestId('owned-avatar');
      expect(cardIds()).toHaveLength(12);
      expect(screen.getByTestId('pagination').textContent).toContain('Page 1 of 5');
      expect(choices('holdings-filter-kind')).toEqual(['all 53', 'main 40', 'alliance 11', 'guide 2']);
      expect(choices('holdings-filter-state')).toEqual(['all 53', 'starting 2', 'producing 35', 'spent 16']);

      fireEvent.click(choice('holdings-filter-kind', 'alliance'));
      expect(router.state.location.search).toBe('?kind=alliance');
      expect(cardIds()).toEqual(Array(11).fill('15'));
      expect(choice('holdings-filter-kind', 'alliance').getAttribute('aria-pressed')).toBe('true');
      expect(choices('holdings-filter-state')).toEqual(['all 11', 'starting 0', 'producing 5', 'spent 6']);
      expect(screen.queryByTestId('pagination')).toBeNull();

      fireEvent.click(choice('holdings-filter-state', 'spent'));
      expect(router.state.location.search).toBe('?kind=alliance&state=spent');
      expect(screen.getAllByTestId('owned-avatar').map((card) => card.getAttribute('data-state'))).toEqual(
        Array(6).fill('spent'),
      );
      expect(choices('holdings-filter-kind')).toEqual(['all 16', 'main 10', 'alliance 6', 'guide 0']);
      expect(
        within(screen.getByTestId('holdings-filter-state')).getByRole('button', {
          name: 'Spent 6',
          pressed: true,
        }),
      ).toBeTruthy();

      fireEvent.click(choice('holdings-filter-kind', 'all'));
      fireEvent.click(choice('holdings-filter-state', 'producing'));
      expect(router.state.location.search).toBe('?state=producing');
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(router.state.location.search).toBe('?state=producing&page=2');
      expect(screen.getByTestId('pagination').textContent).toContain('Page 2 of 3');
      expect(cardIds()).toHaveLength(12);
      expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
      // A new filter starts from its first page.
      fireEvent.click(choice('holdings-filter-kind', 'main'));
      expect(router.state.location.search).toBe('?state=producing&kind=main');
    }, 15_000);

    it('opens on the view of its URL, and offers every Avatar when nothing matches', async () => {
      renderPage('/myAvatar?kind=main&state=spent');
      await screen.findAllByTestId('owned-avatar');
      expect(cardIds()).toEqual(Array(10).fill('1'));
      cleanup();

      const router = renderPage('/myAvatar?kind=guide&state=spent');
      const none = await screen.findByTestId('my-avatars-no-match');
      expect(none.textContent).toContain('No Avatars match these filters.');
      fireEvent.click(within(none).getByRole('button', { name: 'Show all Avatars' }));
      expect(router.state.location.search).toBe('');
      expect(cardIds()).toHaveLength(12);
    });
  });

  it('leads a member without avatars to the Avatar Center', async () => {
    server.route(MINE, () =>
      envelopeResponse(200, myAvatars({ avatars: [], totalFuel: '0', remainingFuel: '0' })),
    );
    const router = renderPage();
    const empty = await screen.findByTestId('my-avatars-empty');
    expect(empty.textContent).toContain('You hold no Avatars yet');
    expect(screen.queryByTestId('overview-fuel')).toBeNull();
    fireEvent.click(within(empty).getByRole('link', { name: 'Choose an Avatar' }));
    expect(router.state.location.pathname).toBe('/avatar');
    expect(router.state.location.search).toBe('?id=1');
  });

  it('shows a failed load with a retry that loads it', async () => {
    let fail = true;
    server.route(MINE, () =>
      fail ? envelopeResponse(1010, null, 'Service unavailable') : envelopeResponse(200, myAvatars()),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('owned-avatar')).toHaveLength(1);
  });
});
