import type { Order } from '@colony/contract/avatars';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast.tsx';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
  type RecordedRequest,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { ORDER_PAGE_SIZE } from '../api/get-order-list.ts';
import { E18, MEMBER, order, queuePlace, TX_HASH } from '../test-fixtures.ts';
import MyOrdersPage from './my-orders-page.tsx';

const LIST = '/api/nft/nft_order/getOrderList';
const CANCEL = '/api/nft/nft_order/orderCancel';
const DETAIL = '/api/nft/nft_order/orderDetail';
const KEY = /^[0-9a-f-]{36}$/;

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  // BNB Smart Chain as in production: its transactions link to its explorer.
  server.route('/api/user/Recharge/info', () =>
    envelopeResponse(200, {
      chains: [{ chainId: 56, treasury: MEMBER, confirmations: 3, tokens: [], devChain: false }],
    }),
  );
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
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const id = (n: number) => `c0ffee00-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** Answers pages of `orders`, filtered by the request's status as the server does. */
function serveOrders(orders: () => Order[]) {
  server.route(LIST, (request: RecordedRequest) => {
    const {
      page = 1,
      limit = 20,
      status,
    } = request.body as { page?: number; limit?: number; status?: string };
    const matching = orders().filter((entry) => status === undefined || entry.status === status);
    return envelopeResponse(200, {
      list: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      page,
      limit,
    });
  });
}

function renderPage(path = '/myOrder') {
  const router = createMemoryRouter(
    [
      { path: '/myOrder', element: <MyOrdersPage /> },
      { path: '/queue', element: <p>queue page</p> },
      { path: '/myAvatar', element: <p>avatars page</p> },
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

describe('/myOrder', () => {
  it('lists each order’s avatar, time, amount, status and where it was paid from, ending in "No more items"', async () => {
    serveOrders(() => [
      order({ id: id(1) }),
      order({
        id: id(2),
        status: 'failed',
        failure: 'transactionFailed',
        payment: { chainId: 56, txHash: TX_HASH },
        ownedAvatarId: null,
      }),
    ]);
    renderPage();
    expect(screen.getByTestId('orders-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['paid', 'failed']);

    const paid = within(rows[0] as HTMLElement);
    expect(paid.getByTestId('order-avatar').textContent).toBe('Colony Pioneer');
    expect(paid.getByText('Main Avatar · Order c0ffee00')).toBeTruthy();
    expect(paid.getByTestId('order-amount').textContent).toBe('100 USDT');
    expect(paid.getByTestId('order-status').textContent).toBe('Paid');
    expect(paid.getByText('From your balance')).toBeTruthy();
    expect(paid.getByText('Ordered').nextElementSibling?.textContent).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(paid.getByText('Paid at')).toBeTruthy();
    expect(paid.getByRole('link', { name: 'View Avatar' }).getAttribute('href')).toBe('/myAvatar');
    expect(paid.queryByTestId('order-cancel')).toBeNull();

    const failed = within(rows[1] as HTMLElement);
    expect(failed.getByTestId('order-status').textContent).toBe('Failed');
    expect(failed.getByTestId('order-note').textContent).toBe('Transaction failed');
    await waitFor(() =>
      expect(failed.getByTestId('order-transaction').getAttribute('href')).toBe(
        `https://bscscan.com/tx/${TX_HASH}`,
      ),
    );
    const tx = failed.getByTestId('order-transaction');
    expect(tx.textContent).toBe('Tx 0xabab…abab');

    expect(await screen.findByText('No more items')).toBeTruthy();
  });

  it('keeps the status filter in the URL and asks the server for that status only', async () => {
    serveOrders(() => [order({ id: id(1) }), order({ id: id(2), status: 'cancelled', ownedAvatarId: null })]);
    const router = renderPage('/myOrder?status=cancelled');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => row.getAttribute('data-order-id'))).toEqual([id(2)]);
    expect(server.requestsTo(LIST)[0]?.body).toEqual({
      page: 1,
      limit: ORDER_PAGE_SIZE,
      status: 'cancelled',
    });
    expect(screen.getByRole('button', { name: 'Cancelled' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Queued' }));
    expect(router.state.location.search).toBe('?status=queued');
    expect(await screen.findByText('No data available')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(server.requestsTo(LIST).at(-1)?.body).toEqual({ page: 1, limit: ORDER_PAGE_SIZE });
  });

  it('loads the next page as the list goes on', async () => {
    const many = Array.from({ length: ORDER_PAGE_SIZE + 3 }, (_, n) => order({ id: id(n + 1) }));
    serveOrders(() => many);
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(ORDER_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(ORDER_PAGE_SIZE + 3));
    expect(server.requestsTo(LIST).at(-1)?.body).toEqual({ page: 2, limit: ORDER_PAGE_SIZE });
    expect(screen.getByText('No more items')).toBeTruthy();
  });

  it('leaves the queue after a confirmation, once per key, and reads the orders again', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let status: Order['status'] = 'queued';
    const queued = () =>
      order({
        id: id(5),
        status,
        queue: status === 'queued' ? queuePlace() : null,
        ownedAvatarId: null,
        settledAt: null,
      });
    serveOrders(() => [queued()]);
    server.route(CANCEL, () => {
      status = 'cancelled';
      return envelopeResponse(200, queued());
    });
    renderPage();
    const row = within(await screen.findByTestId('order-row'));
    expect(row.getByTestId('order-note').textContent).toMatch(
      /^Rank 12 in the colony, 3 ahead of you · Leaves the queue at /,
    );
    expect(row.getByRole('link', { name: 'View in queue' }).getAttribute('href')).toBe('/queue');

    fireEvent.click(row.getByTestId('order-cancel'));
    const dialog = within(await screen.findByTestId('cancel-order-dialog'));
    expect(dialog.getByRole('heading', { name: 'Leave the queue?' })).toBeTruthy();
    expect(dialog.getByTestId('cancel-returned').textContent).toBe('100 USDT');
    expect(server.requestsTo(CANCEL)).toHaveLength(0);

    fireEvent.click(dialog.getByTestId('cancel-order-confirm'));
    await waitFor(() => expect(screen.queryByTestId('cancel-order-dialog')).toBeNull());
    const sent = server.requestsTo(CANCEL);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ id: id(5) });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(KEY);
    expect(success).toHaveBeenCalledWith('You left the queue; the price is back on your balance');
    await waitFor(() =>
      expect(screen.getByTestId('order-row').getAttribute('data-status')).toBe('cancelled'),
    );
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    serveOrders(() => [order({ id: id(6), status: 'queued', queue: queuePlace(), ownedAvatarId: null })]);
    server.route(CANCEL, () => envelopeResponse(4007, null, 'This order can no longer be cancelled'));
    renderPage();
    fireEvent.click(within(await screen.findByTestId('order-row')).getByTestId('order-cancel'));
    const dialog = await screen.findByTestId('cancel-order-dialog');
    fireEvent.click(within(dialog).getByTestId('cancel-order-confirm'));
    expect((await within(dialog).findByTestId('action-error')).textContent).toBe(
      'This order can no longer be cancelled',
    );
    expect(screen.getByTestId('cancel-order-dialog')).toBeTruthy();
  });

  it('follows a wallet order awaiting its payment until it is paid, and offers to cancel it meanwhile', async () => {
    const awaiting = order({
      id: id(8),
      status: 'awaitingPayment',
      payment: { chainId: 56, txHash: TX_HASH },
      ownedAvatarId: null,
      settledAt: null,
    });
    serveOrders(() => [awaiting]);
    server.route(DETAIL, () => envelopeResponse(200, { ...awaiting, status: 'paid', ownedAvatarId: 9 }));
    renderPage();
    const row = await screen.findByTestId('order-row');
    // The list said awaiting; orderDetail says paid: the row shows what the order is now.
    await waitFor(() => expect(row.getAttribute('data-status')).toBe('paid'));
    expect(server.requestsTo(DETAIL)[0]?.body).toEqual({ id: id(8) });
  });

  it('asks before calling off a wallet order still awaiting its payment', async () => {
    const awaiting = order({
      id: id(9),
      status: 'awaitingPayment',
      amount: (30n * E18).toString(),
      payment: { chainId: 56, txHash: TX_HASH },
      ownedAvatarId: null,
      settledAt: null,
    });
    serveOrders(() => [awaiting]);
    server.route(DETAIL, () => envelopeResponse(200, awaiting));
    renderPage();
    const row = within(await screen.findByTestId('order-row'));
    expect(row.getByTestId('order-note').textContent).toBe("Waiting for the payment's block confirmation");
    fireEvent.click(row.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByTestId('cancel-order-dialog'));
    expect(dialog.getByRole('heading', { name: 'Cancel this order?' })).toBeTruthy();
    expect(dialog.getByTestId('cancel-amount').textContent).toBe('30 USDT');
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByTestId('cancel-order-dialog')).toBeNull());
    expect(server.requestsTo(CANCEL)).toHaveLength(0);
  });
});
