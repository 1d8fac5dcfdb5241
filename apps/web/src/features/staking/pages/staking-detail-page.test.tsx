import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import type { StakingDetailResponse } from '@colony/contract/staking';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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
import { E18, MEMBER, memberWith, stakingOrder } from '../test-fixtures.ts';
import StakingDetailPage from './staking-detail-page.tsx';

const DETAIL = '/api/nft/Pledge/pledgeDetail';
const REDEEM = '/api/nft/Pledge/redeemOrder';
const ID = stakingOrder().id;

let server: FakeApiServer;

function detail(patch: Partial<StakingDetailResponse> = {}): StakingDetailResponse {
  const order = stakingOrder();
  return {
    order,
    income: {
      list: ['2026-11-22', '2026-11-21'].map((day) => ({
        day,
        amount: (3n * E18).toString(),
        reference: `settlement:${day}:staking_income:${order.id}`,
        paidAt: `${day}T00:00:05.000Z`,
      })),
      total: 2,
      page: 1,
      limit: 30,
    },
    redemptionFee: { asset: 'MM', amount: (5n * E18).toString() },
    earlyRedemption: {
      fee: { asset: 'MM', amount: (5n * E18).toString() },
      heldDays: 2,
      heldRate: '0.003',
      incomeKept: (6n * E18).toString(),
      incomeReturned: '0',
    },
    nextSettlementAt: new Date(Date.now() + 3600_000).toISOString(),
    ...patch,
  };
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

function renderPage(path: string, member?: UserIndexWithAssetsResponse) {
  const router = createMemoryRouter([{ path: '/stakingDetail', element: <StakingDetailPage /> }], {
    initialEntries: [path],
  });
  const client = testQueryClient();
  if (member) client.setQueryData(memberAssetsQueryOptions(MEMBER).queryKey, member);
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('/stakingDetail', () => {
  it('shows the order and its income day by day, newest first', async () => {
    server.route(DETAIL, () => envelopeResponse(200, detail()));
    renderPage(`/stakingDetail?id=${ID}`);
    expect(screen.getByTestId('order-loading')).toBeTruthy();
    expect((await screen.findByTestId('order-amount')).textContent).toBe('1,000 MM');
    expect(server.requestsTo(DETAIL)[0]?.body).toEqual({ id: ID, page: 1, limit: 30 });
    expect(screen.getByTestId('order-income').textContent).toContain('6 MC');
    expect(screen.getByText('2 of 30 days')).toBeTruthy();
    const lines = screen.getAllByTestId('income-line');
    expect(lines.map((line) => line.getAttribute('data-day'))).toEqual(['2026-11-22', '2026-11-21']);
    expect(within(lines[0] as HTMLElement).getByTestId('income-amount').textContent).toBe('+3 MC');
    expect(screen.getByText(/redeeming now costs 5 MM/)).toBeTruthy();
  });

  it('asks to confirm an early redemption for the fee, and shows "Insufficient balance" without it', async () => {
    server.route(DETAIL, () => envelopeResponse(200, detail()));
    server.route(REDEEM, () => envelopeResponse(3050, null, 'Insufficient balance'));
    renderPage(`/stakingDetail?id=${ID}`);
    fireEvent.click(await screen.findByTestId('order-redeem'));
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByText('Redeem early?')).toBeTruthy();
    expect(within(dialog).getByTestId('redeem-fee').textContent).toBe('5 MM');
    expect(within(dialog).getByTestId('redeem-returned').textContent).toBe('1,000 MM');
    expect(server.requestsTo(REDEEM)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('redeem-confirm'));
    expect((await within(dialog).findByTestId('action-error')).textContent).toBe('Insufficient balance');
    expect(within(dialog).getByRole('link', { name: 'Get MM on My Assets' }).getAttribute('href')).toBe(
      '/myAssets',
    );
    expect(server.requestsTo(REDEEM)[0]?.body).toEqual({ id: ID });
  });

  it('says what an early redemption keeps and gives back at the rate of the days held, before and in the confirmation', async () => {
    // 1,000 MM in a 180-day plan at 0.5 %: 5 MC a day; two days held earn the 30-day plan's 0.3 %.
    const order = stakingOrder({ dailyRate: '0.005', dailyIncome: (5n * E18).toString(), termDays: 180 });
    const quote = {
      fee: { asset: 'MM' as const, amount: (5n * E18).toString() },
      heldDays: 2,
      heldRate: '0.003',
      incomeKept: (6n * E18).toString(),
      incomeReturned: (4n * E18).toString(),
    };
    server.route(DETAIL, () => envelopeResponse(200, detail({ order, earlyRedemption: quote })));
    renderPage(`/stakingDetail?id=${ID}`, memberWith({ MM: 5n * E18, MC: 10n * E18 }));
    expect((await screen.findByTestId('order-redeem-hint')).textContent).toBe(
      'The term has not ended: redeeming now costs 5 MM. For the 2 days held the income is recomputed at 0.3% a day: you keep 6 MC and give back 4 MC.',
    );
    expect(screen.queryByTestId('order-redeem-shortfall')).toBeNull();
    fireEvent.click(screen.getByTestId('order-redeem'));
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByTestId('redeem-held').textContent).toBe('2 days at 0.3% a day');
    expect(within(dialog).getByTestId('redeem-income-kept').textContent).toBe('6 MC');
    expect(within(dialog).getByTestId('redeem-income-returned').textContent).toBe('4 MC');
    expect(
      within(dialog).getByText(/what was paid above it goes back from your available balance/),
    ).toBeTruthy();
  });

  it('turns early redemption off with the reason while the balance lacks the fee or the income to give back', async () => {
    const quote = {
      fee: { asset: 'MM' as const, amount: (5n * E18).toString() },
      heldDays: 1,
      heldRate: '0.003',
      incomeKept: (3n * E18).toString(),
      incomeReturned: (2n * E18).toString(),
    };
    server.route(DETAIL, () => envelopeResponse(200, detail({ earlyRedemption: quote })));
    const nextOutputAt = new Date(Date.now() + 5 * 3600_000).toISOString();
    renderPage(`/stakingDetail?id=${ID}`, { ...memberWith({ MM: 2n * E18, MC: 1n * E18 }), nextOutputAt });
    const button = (await screen.findByTestId('order-redeem')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const notes = screen.getAllByTestId('order-redeem-shortfall');
    expect(notes.map((note) => note.firstElementChild?.textContent)).toEqual([
      'Redeeming early costs 5 MM; you have 2 MM available.',
      'Redeeming now gives back 2 MC of income; you have 1 MC available.',
    ]);
    // The member holds an Avatar: MM comes with the next settlement, whose time the page says.
    expect(
      within(notes[0] as HTMLElement).getByText(/next output arrives with the settlement at/),
    ).toBeTruthy();
    expect(within(notes[0] as HTMLElement).getByRole('timer')).toBeTruthy();
    cleanup();

    renderPage(`/stakingDetail?id=${ID}`, memberWith({ MC: 5n * E18 }));
    const [note] = await screen.findAllByTestId('order-redeem-shortfall');
    expect(within(note as HTMLElement).getByText(/you hold no Avatar with fuel left/)).toBeTruthy();
    expect(
      within(note as HTMLElement)
        .getByTestId('shortfall-buy-avatar')
        .getAttribute('href'),
    ).toBe('/avatar?id=1');
    expect((screen.getByTestId('order-redeem') as HTMLButtonElement).disabled).toBe(true);
  });

  it('redeems a matured order without a fee', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    server.route(DETAIL, () =>
      envelopeResponse(
        200,
        detail({ order: stakingOrder({ status: 'waiting' }), redemptionFee: null, earlyRedemption: null }),
      ),
    );
    server.route(REDEEM, () =>
      envelopeResponse(200, {
        order: stakingOrder({ status: 'redeemed' }),
        returned: { asset: 'MM', amount: (1000n * E18).toString() },
        fee: null,
        incomeReturned: null,
      }),
    );
    renderPage(`/stakingDetail?id=${ID}`);
    expect(await screen.findByText('The term has ended: redeem your principal at no cost.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-redeem'));
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).queryByTestId('redeem-fee')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('redeem-confirm'));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Redemption successful'));
  });

  it('says when the order is not there, or not the member’s, without retrying', async () => {
    server.route(DETAIL, () => envelopeResponse(4205, null, 'This staking order does not exist'));
    renderPage(`/stakingDetail?id=${ID}`);
    expect(await screen.findByTestId('order-not-found')).toBeTruthy();
    expect(server.requestsTo(DETAIL)).toHaveLength(1);
    cleanup();
    renderPage('/stakingDetail?id=nope');
    expect(screen.getByTestId('order-not-found')).toBeTruthy();
  });
});
