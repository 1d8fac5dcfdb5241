import type { StakingHomeResponse } from '@colony/contract/staking';
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
import { E18, MEMBER, memberWith, mmPlan, stakingOrder, usdtPlan } from '../test-fixtures.ts';
import StakingPage from './staking-page.tsx';

const HOME = '/api/nft/Pledge/home';
const COLONY = '/api/nft/Pledge/homedomain';
const LIST = '/api/nft/Pledge/getOrderList';
const PLEDGE = '/api/nft/Pledge/pledge';

let server: FakeApiServer;

function home(member: StakingHomeResponse['member']): StakingHomeResponse {
  return {
    plans: [mmPlan, usdtPlan, { ...mmPlan, id: 3, termDays: 180, open: false }],
    earlyRedemptionFee: { asset: 'MM', amount: (5n * E18).toString() },
    member,
    nextSettlementAt: new Date(Date.now() + 3600_000).toISOString(),
  };
}

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  server.route(COLONY, () =>
    envelopeResponse(200, {
      staked: [{ asset: 'MM', amount: (1200n * E18).toString() }],
      stakers: 4,
      orders: { earning: 3, waiting: 1, redeemed: 0 },
      incomePaid: [{ asset: 'MC', amount: (36n * E18).toString() }],
      plans: [],
    }),
  );
  act(() =>
    walletStore.publish({
      phase: 'disconnected',
      address: undefined,
      chainId: undefined,
      signedIn: false,
      explorerUrl: undefined,
    }),
  );
});
afterEach(cleanup);

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

function renderPage(path = '/staking', member = memberWith({ MM: 500n * E18 })) {
  const client = testQueryClient();
  client.setQueryData(memberAssetsQueryOptions(MEMBER).queryKey, member);
  const router = createMemoryRouter([{ path: '/staking', element: <StakingPage /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('/staking for a visitor', () => {
  it('shows the plans, the colony’s figures and an ROI calculator that stops at the term', async () => {
    server.route(HOME, () => envelopeResponse(200, home(null)));
    renderPage();
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByTestId('plan-daily-rate').textContent).toBe('0.3%');
    expect(within(cards[0] as HTMLElement).getByTestId('plan-limits').textContent).toBe('100 – 50,000 MM');
    expect(within(cards[2] as HTMLElement).getByText('Closed to new orders')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByTestId('plan-stake').textContent).toBe(
      'Connect wallet to stake',
    );
    expect((await screen.findByTestId('colony-staked')).textContent).toBe('1,200 MM');
    expect(screen.queryByTestId('staking-mine')).toBeNull();
    expect(screen.getByTestId('signed-out')).toBeTruthy();
    expect(server.requestsTo(LIST)).toEqual([]);

    // 1,000 MM in the 30-day plan: 3 MC a day, 90 MC over 30 days, and no more over a year.
    const calculator = screen.getByTestId('roi-calculator');
    expect(within(calculator).getByTestId('roi-daily').textContent).toBe('3 MC');
    expect(within(calculator).getByTestId('roi-total').textContent).toBe('90 MC');
    fireEvent.click(within(calculator).getByRole('button', { name: '365 d' }));
    expect(within(calculator).getByTestId('roi-total').textContent).toBe('90 MC');
    expect(within(calculator).getByText('The term ends after 30 days: income stops there.')).toBeTruthy();
    fireEvent.change(within(calculator).getByLabelText('Amount staked'), { target: { value: '250' } });
    fireEvent.change(within(calculator).getByLabelText('Days'), { target: { value: '7' } });
    expect(within(calculator).getByTestId('roi-total').textContent).toBe('5.25 MC');
    fireEvent.click(within(calculator).getByRole('radio', { name: 'USDT · 90 days' }));
    expect(within(calculator).getByTestId('roi-daily').textContent).toBe('0.25 UME');
  });
});

describe('/staking for a member', () => {
  it('stakes from the balance after a confirmation, once per Idempotency-Key', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    server.route(HOME, () =>
      envelopeResponse(200, home({ staked: [], income: [], earning: 0, waiting: 0, redeemed: 0 })),
    );
    server.route(LIST, () => envelopeResponse(200, { list: [], total: 0, page: 1, limit: 10 }));
    server.route(PLEDGE, () => envelopeResponse(200, stakingOrder({ amount: (200n * E18).toString() })));
    signIn();
    renderPage();
    const [card] = await screen.findAllByTestId('plan-card');
    fireEvent.click(within(card as HTMLElement).getByTestId('plan-stake'));
    const dialog = await screen.findByTestId('stake-dialog');
    expect(within(dialog).getByText('Available: 500 MM')).toBeTruthy();
    const amount = within(dialog).getByLabelText('Amount to stake');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Minimum staking amount 100 MM');
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Insufficient balance');
    fireEvent.change(amount, { target: { value: '200' } });
    expect(within(dialog).getByTestId('stake-estimate').textContent).toBe(
      '0.6 MC a day, 18 MC over the 30 days.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('summary-amount').textContent).toBe('200 MM');
    expect(within(dialog).getByTestId('summary-daily').textContent).toBe('0.6 MC');
    expect(within(dialog).getByText(/Redeeming before maturity costs 5 MM/)).toBeTruthy();
    expect(within(dialog).getByTestId('summary-early-fee').textContent).toBe('5 MM');
    // 300 MM stay available: enough for the fee, so no warning.
    expect(within(dialog).queryByTestId('stake-fee-shortfall')).toBeNull();
    expect(server.requestsTo(PLEDGE)).toEqual([]);

    fireEvent.click(within(dialog).getByTestId('stake-confirm'));
    await within(dialog).findByTestId('stake-done');
    const [sent] = server.requestsTo(PLEDGE);
    expect(sent?.body).toEqual({ planId: 1, amount: (200n * E18).toString() });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Staking successful');
    expect(within(dialog).getByTestId('stake-view-order').getAttribute('href')).toBe(
      `/stakingDetail?id=${stakingOrder().id}`,
    );
  });

  it('says up front that a plan needs MM the member lacks, where MM comes from, and turns staking off', async () => {
    server.route(HOME, () =>
      envelopeResponse(200, home({ staked: [], income: [], earning: 0, waiting: 0, redeemed: 0 })),
    );
    server.route(LIST, () => envelopeResponse(200, { list: [], total: 0, page: 1, limit: 10 }));
    signIn();
    renderPage('/staking', memberWith({ MM: 40n * E18, USDT: 80n * E18 }));
    const [mm, usdt] = await screen.findAllByTestId('plan-card');
    const note = within(mm as HTMLElement).getByTestId('plan-shortfall');
    expect(note.firstElementChild?.textContent).toBe('You need 100 MM; you have 40 MM.');
    expect(within(note).getByText(/you hold no Avatar with fuel left/)).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Buy an Avatar' }).getAttribute('href')).toBe(
      '/avatar?id=1',
    );
    expect((within(mm as HTMLElement).getByTestId('plan-stake') as HTMLButtonElement).disabled).toBe(true);
    // 80 USDT reach the USDT plan's minimum of 50.
    expect(within(usdt as HTMLElement).queryByTestId('plan-shortfall')).toBeNull();
    expect((within(usdt as HTMLElement).getByTestId('plan-stake') as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns in the confirmation when the stake leaves less than the early redemption fee', async () => {
    server.route(HOME, () =>
      envelopeResponse(200, home({ staked: [], income: [], earning: 0, waiting: 0, redeemed: 0 })),
    );
    server.route(LIST, () => envelopeResponse(200, { list: [], total: 0, page: 1, limit: 10 }));
    signIn();
    const nextOutputAt = new Date(Date.now() + 2 * 3600_000).toISOString();
    renderPage('/staking', { ...memberWith({ MM: 102n * E18 }), nextOutputAt });
    const [card] = await screen.findAllByTestId('plan-card');
    fireEvent.click(within(card as HTMLElement).getByTestId('plan-stake'));
    const dialog = await screen.findByTestId('stake-dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount to stake'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const warning = within(dialog).getByTestId('stake-fee-shortfall');
    expect(warning.firstElementChild?.textContent).toBe(
      'After this stake you will have 2 MM available, less than the 5 MM an early redemption costs.',
    );
    expect(within(warning).getByText(/next output arrives with the settlement at/)).toBeTruthy();
  });

  it('keeps the status tab in the URL and asks for that status only', async () => {
    server.route(HOME, () =>
      envelopeResponse(200, home({ staked: [], income: [], earning: 1, waiting: 0, redeemed: 0 })),
    );
    server.route(LIST, (request) => {
      const { status } = request.body as { status?: string };
      const list = status === 'redeemed' ? [] : [stakingOrder()];
      return envelopeResponse(200, { list, total: list.length, page: 1, limit: 10 });
    });
    signIn();
    const router = renderPage('/staking?status=redeemed');
    expect(await screen.findByText('You have not redeemed an order yet.')).toBeTruthy();
    expect(server.requestsTo(LIST)[0]?.body).toMatchObject({ status: 'redeemed' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'All' }));
    await screen.findByTestId('staking-order');
    expect(router.state.location.search).toBe('');
    const row = screen.getByTestId('staking-order');
    expect(row.getAttribute('href')).toBe(`/stakingDetail?id=${stakingOrder().id}`);
    expect(within(row).getByTestId('order-status').textContent).toBe('Earning in progress');
    expect(within(row).getByRole('timer')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Waiting' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=waiting'));
  });
});
