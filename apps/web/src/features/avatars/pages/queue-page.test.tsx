import type { Order } from '@colony/contract/avatars';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { ORDER_PAGE_SIZE } from '../api/get-order-list.ts';
import { MEMBER, order, queuePlace } from '../test-fixtures.ts';
import QueuePage from './queue-page.tsx';

const LIST = '/api/nft/nft_order/getOrderList';
const CANCEL = '/api/nft/nft_order/orderCancel';
const ENTRY = 'c0ffee00-0000-4000-8000-000000000042';

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
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function entry(patch: Partial<Order> = {}): Order {
  return order({
    id: ENTRY,
    status: 'queued',
    queue: queuePlace(),
    ownedAvatarId: null,
    settledAt: null,
    ...patch,
  });
}

function serveList(list: () => Order[]) {
  server.route(LIST, () => {
    const entries = list();
    return envelopeResponse(200, { list: entries, total: entries.length, page: 1, limit: ORDER_PAGE_SIZE });
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/queue', element: <QueuePage /> },
      { path: '/avatar', element: <p>avatar page</p> },
    ],
    { initialEntries: ['/queue'] },
  );
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('/queue', () => {
  it('asks a visitor to connect the wallet', () => {
    publish(false);
    renderPage();
    expect(screen.getByTestId('queue-signed-out')).toBeTruthy();
    expect(server.requestsTo(LIST)).toHaveLength(0);
  });

  it('shows each entry’s rank, people ahead, queued orders, daily supply, estimated completion and expiry countdown', async () => {
    serveList(() => [entry()]);
    renderPage();
    expect(screen.getByTestId('queue-loading')).toBeTruthy();
    const card = within(await screen.findByTestId('queue-entry'));
    expect(server.requestsTo(LIST)[0]?.body).toEqual({ page: 1, limit: ORDER_PAGE_SIZE, status: 'queued' });
    expect(card.getByRole('heading', { name: 'Colony Pioneer' })).toBeTruthy();
    expect(card.getByTestId('queue-entry-frozen').textContent).toBe('100 USDT');
    expect(card.getByTestId('queue-entry-rank').textContent).toBe('12');
    expect(card.getByTestId('queue-entry-ahead').textContent).toBe('3');
    expect(card.getByTestId('queue-entry-queued').textContent).toBe('5');
    expect(card.getByTestId('queue-entry-supply').textContent).toBe('2');
    expect(card.getByTestId('queue-entry-estimated').textContent).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(card.getByRole('timer').getAttribute('aria-label')).toMatch(
      /^2 days, (1 hours, 0 minutes|0 hours, 59 minutes)/,
    );
    expect(card.getByTestId('queue-entry-expires').textContent).toMatch(
      /^Unless served by \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(
      screen.getByText(
        'An entry not served within 3 days leaves the queue and its price returns to your balance.',
      ),
    ).toBeTruthy();
  });

  it('says when no completion can be estimated', async () => {
    serveList(() => [entry({ queue: queuePlace({ estimatedAt: null, dailySupply: 0 }) })]);
    renderPage();
    expect((await screen.findByTestId('queue-entry-estimated')).textContent).toBe(
      'Not known while this Avatar is not for sale',
    );
  });

  it('leaves the queue after a confirmation; the entry is gone and the price unfrozen', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let queued = true;
    serveList(() => (queued ? [entry()] : []));
    server.route(CANCEL, () => {
      queued = false;
      return envelopeResponse(200, entry({ status: 'cancelled', queue: null }));
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('queue-leave'));
    const dialog = within(await screen.findByTestId('cancel-order-dialog'));
    expect(dialog.getByText(/The 100 USDT frozen for it returns to your balance at once/)).toBeTruthy();
    fireEvent.click(dialog.getByTestId('cancel-order-confirm'));
    expect(await screen.findByTestId('queue-empty')).toBeTruthy();
    expect(server.requestsTo(CANCEL)[0]?.body).toEqual({ id: ENTRY });
    expect(success).toHaveBeenCalledWith('You left the queue; the price is back on your balance');
  });

  it('leads a member with no entries to the Avatar Center', async () => {
    serveList(() => []);
    const router = renderPage();
    const empty = await screen.findByTestId('queue-empty');
    fireEvent.click(within(empty).getByRole('link', { name: 'Choose an Avatar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/avatar'));
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    server.route(LIST, () =>
      fail
        ? envelopeResponse(1010, null, 'Service unavailable')
        : envelopeResponse(200, { list: [entry()], total: 1, page: 1, limit: ORDER_PAGE_SIZE }),
    );
    renderPage();
    await screen.findByRole('alert');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('queue-entry')).toBeTruthy();
  });
});
