import type { PoolListResponse } from '@colony/contract/pools';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast.tsx';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { memberAssetsQueryOptions } from '../../../lib/money/get-member-assets.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { E18, MEMBER, memberWith, pool, stake } from '../test-fixtures.ts';
import FarmPage from './farm-page.tsx';

const POOLS = '/api/nft/Home/homedefi';
const PAY_CONFIG = '/api/nft/Defi/payConfig';
const JOIN = '/api/nft/Defi/pledge';
const POSITIONS = '/api/nft/Defi/getOrderList';

let server: FakeApiServer;

const pools = [
  pool({ id: 1 }),
  pool({ id: 2, type: 'farm', asset: 'MC', rewardAsset: 'MC', apr: '0.5', tvl: (50_000n * E18).toString() }),
  pool({
    id: 3,
    type: 'mining',
    asset: 'UME',
    rewardAsset: 'UME',
    status: 'completed',
    joinable: false,
    apr: null,
  }),
];

function list(member: PoolListResponse['member']): PoolListResponse {
  return { pools, member, nextSettlementAt: new Date(Date.now() + 3600_000).toISOString() };
}

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

function renderPage(path = '/farm', member = memberWith({ MM: 300n * E18 })) {
  const client = testQueryClient();
  client.setQueryData(memberAssetsQueryOptions(MEMBER).queryKey, member);
  const router = createMemoryRouter([{ path: '/farm', element: <FarmPage /> }], { initialEntries: [path] });
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const shown = () => screen.getAllByTestId('pool-card').map((card) => Number(card.getAttribute('data-pool')));

describe('/farm', () => {
  it('shows TVL, APR and status of each pool, and keeps tabs, sort, search and staked-only in the URL', async () => {
    server.route(POOLS, () => envelopeResponse(200, list({ stakes: [stake(2, 40n)] })));
    const router = renderPage();
    expect(screen.getByTestId('pools-loading')).toBeTruthy();
    await screen.findAllByTestId('pool-card');
    expect(shown()).toEqual([1, 2, 3]);
    const laser = screen.getAllByTestId('pool-card')[0] as HTMLElement;
    expect(within(laser).getByTestId('pool-name').textContent).toBe('MM Laser Pool');
    expect(within(laser).getByTestId('pool-apr').textContent).toContain('365%');
    expect(within(laser).getByTestId('pool-tvl').textContent).toContain('10,000 MM');
    expect(within(laser).getByText('3 stakers')).toBeTruthy();
    expect(within(laser).getByTestId('pool-remaining').textContent).toBe('35,000 of 36,000 MM');
    expect(
      within(screen.getAllByTestId('pool-card')[1] as HTMLElement).getByTestId('pool-my-stake').textContent,
    ).toBe('You stake 40 MC · earned 0 MC');
    const empty = screen.getAllByTestId('pool-card')[2] as HTMLElement;
    expect(within(empty).getByTestId('pool-apr').textContent).toBe('–');
    expect(within(empty).getByText(/^Nothing staked yet/)).toBeTruthy();
    expect(screen.getByTestId('pool-math').textContent).toContain("APR is that day's reward × 365 ÷ TVL");

    fireEvent.change(screen.getByTestId('pool-sort'), { target: { value: 'tvl' } });
    await waitFor(() => expect(shown()).toEqual([2, 1, 3]));
    expect(router.state.location.search).toBe('?sort=tvl');
    fireEvent.change(screen.getByTestId('pool-search'), { target: { value: 'laser' } });
    await waitFor(() => expect(shown()).toEqual([1]));
    fireEvent.change(screen.getByTestId('pool-search'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('pool-staked-only'));
    await waitFor(() => expect(shown()).toEqual([2]));
    expect(router.state.location.search).toBe('?sort=tvl&staked=1');
    fireEvent.click(screen.getByTestId('pool-staked-only'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(shown()).toEqual([3]));
    expect(router.state.location.search).toBe('?sort=tvl&tab=completed');
  });

  it("fills each pool's bar with the share of its budget left, and says it to screen readers", async () => {
    const budget = (36_000n * E18).toString();
    server.route(POOLS, () =>
      envelopeResponse(200, {
        ...list({ stakes: [] }),
        pools: [
          pool({ id: 1, rewardsPaid: '0', remaining: budget }),
          pool({ id: 2 }),
          pool({ id: 3, status: 'completed', joinable: false, rewardsPaid: budget, remaining: '0' }),
        ],
      }),
    );
    renderPage();
    await screen.findAllByTestId('pool-card');
    const bars = screen.getAllByRole('progressbar', { name: 'Rewards left' });
    const fill = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.width;
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '97', '0']);
    expect(bars.map(fill)).toEqual(['100%', '97%', '0%']);
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      '36,000 of 36,000 MM',
      '35,000 of 36,000 MM',
      '0 of 36,000 MM',
    ]);
  });

  it('says up front which pools the member cannot join yet, with when their Avatars produce next', async () => {
    server.route(POOLS, () => envelopeResponse(200, list({ stakes: [] })));
    const nextOutputAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    renderPage('/farm', { ...memberWith({ MM: 300n * E18, MC: 4n * E18 }), nextOutputAt });
    const [laser, farm, mining] = await screen.findAllByTestId('pool-card');
    // 300 MM reach the laser pool's 10 MM; 4 MC do not reach the farm's 10 MC.
    expect(within(laser as HTMLElement).queryByTestId('pool-shortfall')).toBeNull();
    const note = within(farm as HTMLElement).getByTestId('pool-shortfall');
    expect(note.firstElementChild?.textContent).toBe('You need 10 MC; you have 4 MC.');
    expect(within(note).getByText(/Your Avatars produce MC at each daily settlement/)).toBeTruthy();
    expect(within(note).getByRole('timer')).toBeTruthy();
    expect((within(farm as HTMLElement).getByTestId('pool-join') as HTMLButtonElement).disabled).toBe(true);
    // A completed pool takes nobody: its card says so, not what the member lacks.
    expect(within(mining as HTMLElement).queryByTestId('pool-shortfall')).toBeNull();
  });

  it('opens on the view of its URL', async () => {
    server.route(POOLS, () => envelopeResponse(200, list({ stakes: [] })));
    renderPage('/farm?tab=active&q=farm');
    await screen.findAllByTestId('pool-card');
    expect(shown()).toEqual([2]);
    expect((screen.getByTestId('pool-search') as HTMLInputElement).value).toBe('farm');
  });

  it('joins a pool from the balance after a confirmation, then shows the member’s positions', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    server.route(POOLS, () => envelopeResponse(200, list({ stakes: [] })));
    server.route(PAY_CONFIG, () =>
      envelopeResponse(200, {
        pool: pools[0],
        firstRewardDay: '2026-11-27',
        unlockDay: '2027-10-26',
        unlocksAt: '2027-10-27T00:00:00.000Z',
        nextSettlementAt: '2026-11-27T00:00:00.000Z',
      }),
    );
    const position = {
      id: '0e3c9a52-77d1-4c1e-9a0f-3b2a1c0d9e8f',
      poolId: 1,
      type: 'laser',
      asset: 'MM',
      rewardAsset: 'MM',
      amount: (100n * E18).toString(),
      rewardsPaid: '0',
      rewardDays: 0,
      status: 'active',
      joinedAt: '2026-11-26T10:00:00.000Z',
      joinDay: '2026-11-26',
      firstRewardDay: '2026-11-27',
      unlockDay: '2027-10-26',
      unlocksAt: '2027-10-27T00:00:00.000Z',
      returnedAt: null,
    };
    server.route(JOIN, () => envelopeResponse(200, position));
    server.route(POSITIONS, () => envelopeResponse(200, { list: [position], total: 1, page: 1, limit: 10 }));
    const router = renderPage();
    fireEvent.click(
      within((await screen.findAllByTestId('pool-card'))[0] as HTMLElement).getByTestId('pool-join'),
    );
    const dialog = await screen.findByTestId('join-dialog');
    expect((await within(dialog).findByTestId('join-terms')).textContent).toBe(
      'Rewards from 2026-11-27; your principal is returned by the settlement of 2027-10-26.',
    );
    fireEvent.change(within(dialog).getByLabelText('Amount to stake'), { target: { value: '100' } });
    // 100 MM a day among 10,000 + 100 staked.
    expect(within(dialog).getByTestId('join-estimate').textContent).toContain('About 0.990099 MM a day');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('summary-amount').textContent).toBe('100 MM');
    fireEvent.click(within(dialog).getByTestId('join-confirm'));
    await within(dialog).findByTestId('join-done');
    const [sent] = server.requestsTo(JOIN);
    expect(sent?.body).toEqual({ poolId: 1, amount: (100n * E18).toString() });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('You joined the pool');
    fireEvent.click(within(dialog).getByTestId('join-view-positions'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    const row = await screen.findByTestId('pool-position');
    expect(within(row).getByTestId('position-amount').textContent).toBe('100 MM');
    expect(within(row).getByTestId('position-status').textContent).toBe('Earning');
  });
});
