import { TEAM_PATHS } from '@colony/contract/team';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast.tsx';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { DIRECT, directMember, figures, group, MEMBER, memberIndex, xing } from '../test-fixtures.ts';
import MyTeamPage from './my-team-page.tsx';

const api = (path: string) => `/api${path}`;
const USER_INDEX = '/api/user/user/index';

let server: FakeApiServer;

function signIn() {
  act(() =>
    walletStore.publish({
      phase: 'connected',
      address: MEMBER,
      chainId: 56,
      signedIn: true,
      explorerUrl: undefined,
    }),
  );
}

/** Direct members answered 20 a page out of `total`. */
function listsOf(total: number) {
  return (request: { body: unknown }) => {
    const { page, limit } = request.body as { page: number; limit: number };
    const from = (page - 1) * limit;
    const list = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, index) =>
      directMember(from + index),
    );
    return envelopeResponse(200, { list, total, page, limit });
  };
}

function routeTeam(overrides: Partial<Record<string, () => Response>> = {}) {
  server.route(api(TEAM_PATHS.index), overrides.index ?? (() => envelopeResponse(200, figures())));
  server.route(api(TEAM_PATHS.xingSystem), overrides.xing ?? (() => envelopeResponse(200, xing())));
  server.route(api(TEAM_PATHS.group), overrides.group ?? (() => envelopeResponse(200, group())));
  server.route(USER_INDEX, overrides.user ?? (() => envelopeResponse(200, memberIndex())));
  if (!overrides.lists) server.route(api(TEAM_PATHS.lists), listsOf(3));
  else server.route(api(TEAM_PATHS.lists), overrides.lists);
}

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  signIn();
});
afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/myTeam', element: <MyTeamPage /> },
      { path: '/memberDetails', element: <p data-testid="member-details-route" /> },
    ],
    { initialEntries: ['/myTeam'] },
  );
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('/myTeam', () => {
  it('shows the invite, the team figures, the star level with both requirements, legs and income', async () => {
    routeTeam();
    renderPage();
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ABCD2345');
    expect(screen.getByTestId('invite-link').textContent).toBe('https://colony.test/?code=ABCD2345');
    expect(server.requestsTo(api(TEAM_PATHS.index))[0]?.body).toEqual({});

    expect(screen.getByTestId('figure-team-size').textContent).toBe('42');
    expect(screen.getByTestId('figure-direct').textContent).toBe('5');
    expect(screen.getByText('3 effective users')).toBeTruthy();
    expect(screen.getByTestId('figure-effective').textContent).toBe('30');
    expect(screen.getByTestId('figure-personal').textContent).toBe('$500.00');
    expect(screen.getByTestId('figure-team-performance').textContent).toBe('$12,000.00');
    expect(screen.getByTestId('figure-small-zone').textContent).toBe('$5,000.00');
    expect(screen.getByText('Largest leg: $7,000.00')).toBeTruthy();
    expect(screen.getByTestId('figure-income').textContent).toBe('$640.00');
    expect(screen.getByText('Today, 2026-11-27')).toBeTruthy();
    expect(screen.getByTestId('figure-today-performance').textContent).toBe('$300.00');
    expect(screen.getByTestId('figure-today-members').textContent).toBe('2');
    expect(screen.getByTestId('figure-today-effective').textContent).toBe('1');

    expect((await screen.findByTestId('star-level')).textContent).toBe('Star level 1');
    const bars = within(screen.getByTestId('star-next')).getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Small-zone performance', '50'],
      ['Direct referrals who are effective users', '60'],
    ]);
    expect(bars[0]?.getAttribute('aria-valuetext')).toBe('$5,000 of $10,000 · Not met yet');
    expect(screen.queryByTestId('star-reached')).toBeNull();

    expect((await screen.findByTestId('small-zone-sum')).textContent).toBe(
      'Team performance $12,000.00 − largest leg $7,000.00 = small zone $5,000.00',
    );
    const legs = screen.getAllByTestId('team-leg');
    expect(legs.map((leg) => leg.getAttribute('data-largest'))).toEqual(['true', 'false']);
    expect(within(legs[0] as HTMLElement).getByText('Largest leg')).toBeTruthy();

    expect((await screen.findByTestId('income-referral')).textContent).toBe('120 USDT');
    expect(screen.getByTestId('income-team').textContent).toBe('400 USDT');
    expect(screen.getByTestId('income-bonus').textContent).toBe('Nothing yet');
    expect(screen.getByTestId('income-starLevel').textContent).toBe('120 USDT');
  });

  it('draws the invite link as a QR code, loaded with the panel', async () => {
    routeTeam();
    renderPage();
    const qr = await screen.findByTestId('invite-qr', {}, { timeout: 10_000 });
    expect(qr.getAttribute('aria-label')).toBe('QR code of your invite link');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('copies the invite code and link and says "Copy Successful"', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    routeTeam();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy invite code' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Copy Successful'));
    expect(writeText).toHaveBeenCalledWith('ABCD2345');
    fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('https://colony.test/?code=ABCD2345'));
  });

  it('lists direct members page by page until "No more items", each leading to its figures', async () => {
    routeTeam({ lists: undefined });
    server.route(api(TEAM_PATHS.lists), listsOf(25));
    const router = renderPage();
    await vi.waitFor(() => expect(screen.getAllByTestId('direct-member')).toHaveLength(20));
    expect(screen.getByTestId('direct-members-total').textContent).toBe('25 members');
    expect(server.requestsTo(api(TEAM_PATHS.lists))[0]?.body).toEqual({ page: 1, limit: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('direct-member')).toHaveLength(25));
    expect(server.requestsTo(api(TEAM_PATHS.lists))[1]?.body).toEqual({ page: 2, limit: 20 });
    expect(within(screen.getByTestId('direct-members')).getByText('No more items')).toBeTruthy();
    const first = screen.getAllByTestId('direct-member')[0] as HTMLElement;
    expect(first.getAttribute('href')).toBe(`/memberDetails?address=${directMember(0).address}`);
    fireEvent.click(first);
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?address=${directMember(0).address}`));
  });

  it('says "No data available" without direct members, and explains a team without legs', async () => {
    routeTeam({
      index: () =>
        envelopeResponse(
          200,
          figures({ teamSize: 0, directCount: 0, largestLegAddress: null, smallZonePerformance: '0' }),
        ),
      group: () => envelopeResponse(200, group([])),
      lists: () => envelopeResponse(200, { list: [], total: 0, page: 1, limit: 20 }),
    });
    renderPage();
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(
      await screen.findByText('No legs yet: your team starts with the first member you invite.'),
    ).toBeTruthy();
  });

  it('says when the live figures reach a higher star level, and when the top level is held', async () => {
    routeTeam({ xing: () => envelopeResponse(200, xing({ starLevel: 3, reachedLevel: 3, next: null })) });
    renderPage();
    expect((await screen.findByTestId('star-top')).textContent).toBe('You hold the highest star level.');
    cleanup();
    routeTeam({ xing: () => envelopeResponse(200, xing({ starLevel: 1, reachedLevel: 2 })) });
    renderPage();
    expect((await screen.findByTestId('star-reached')).textContent).toContain('star level 2');
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    let down = true;
    routeTeam({
      index: () => (down ? new Response('down', { status: 503 }) : envelopeResponse(200, figures())),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByTestId('team-figures')).toBeNull();
    down = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ABCD2345');
  });

  it('asks a visitor to connect the wallet', () => {
    act(() =>
      walletStore.publish({
        phase: 'disconnected',
        address: undefined,
        chainId: undefined,
        signedIn: false,
        explorerUrl: undefined,
      }),
    );
    renderPage();
    expect(screen.getByTestId('signed-out')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('leads from a leg to its member', async () => {
    routeTeam();
    renderPage();
    const link = await screen.findByRole('link', { name: `Open the team figures of ${DIRECT}` });
    expect(link.getAttribute('href')).toBe(`/memberDetails?address=${DIRECT}`);
  });
});
