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
import { addPendingPurchase, readPendingPurchases } from '../pending-purchases.ts';
import { E18, MEMBER, memberWith, order, payConfig, pioneer, TX_HASH } from '../test-fixtures.ts';
import AvatarPage from './avatar-page.tsx';

const PAY_CONFIG = '/api/nft/nft_order/payConfig';
const CREATE_NEWDAPP = '/api/nft/nft_order/orderCreateNewdapp';
const DETAIL = '/api/nft/nft_order/orderDetail';

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  localStorage.clear();
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

function renderPage(path: string) {
  const client = testQueryClient();
  client.setQueryData(memberAssetsQueryOptions(MEMBER).queryKey, memberWith(1000n * E18));
  const router = createMemoryRouter([{ path: '/avatar', element: <AvatarPage /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('/avatar', () => {
  it('shows the main avatar’s terms, today’s supply and the countdown to the next settlement', async () => {
    server.route(PAY_CONFIG, () => envelopeResponse(200, payConfig()));
    renderPage('/avatar');
    expect(screen.getByTestId('avatar-loading')).toBeTruthy();
    expect((await screen.findByTestId('avatar-name')).textContent).toBe('Colony Pioneer');
    expect(server.requestsTo(PAY_CONFIG)[0]?.body).toEqual({ avatarId: 1 });
    expect(screen.getByTestId('avatar-kind').textContent).toBe('Main Avatar');
    expect(screen.getByTestId('avatar-price').textContent).toBe('100');
    expect(screen.getByTestId('avatar-assets').textContent).toBe('₮USDT$USDC');
    expect(screen.getByTestId('avatar-fuel-multiplier').textContent).toBe('×2');
    expect(screen.getByTestId('avatar-total-fuel').textContent).toBe('200');
    expect(screen.getByTestId('avatar-daily-yield').textContent).toBe('1%');
    expect(screen.getByText('1 fuel burned and produced per day')).toBeTruthy();
    expect(
      within(screen.getByTestId('avatar-output'))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['MMRaw Material60%', 'MCCapsule30%', 'UMEUnknown Element10%']);
    expect(screen.getByTestId('avatar-remaining').textContent).toBe('480 of 500 left today');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(
      /^0 days, (4 hours, 59 minutes|5 hours)/,
    );
    expect(screen.getByRole('img', { name: 'Colony Pioneer, artwork' })).toBeTruthy();
  });

  it('says "Not for sale" instead of a buy button, and not found for an unknown id', async () => {
    server.route(PAY_CONFIG, (request) =>
      (request.body as { avatarId: number }).avatarId === 17
        ? envelopeResponse(
            200,
            payConfig({ ...pioneer, id: 17, kind: 'alliance', name: 'Alliance Architect', forSale: false }),
          )
        : envelopeResponse(4001, { avatarId: 99 }, 'This avatar does not exist'),
    );
    renderPage('/avatar?id=17');
    await screen.findByTestId('avatar-not-for-sale');
    expect(screen.queryByTestId('avatar-buy')).toBeNull();
    cleanup();

    renderPage('/avatar?id=99');
    await screen.findByTestId('avatar-not-found');
    expect(screen.getByRole('heading', { name: 'Avatar not found' })).toBeTruthy();
    expect(server.requestsTo(PAY_CONFIG)).toHaveLength(2);
    cleanup();

    renderPage('/avatar?id=abc');
    expect(screen.getByTestId('avatar-not-found')).toBeTruthy();
    expect(server.requestsTo(PAY_CONFIG)).toHaveLength(2);
  });

  it('tells a member holding two guides why they cannot buy a third, before anything is paid', async () => {
    const guide = { ...pioneer, id: 2, kind: 'guide' as const, name: 'Star Guide' };
    server.route(PAY_CONFIG, () =>
      envelopeResponse(200, {
        ...payConfig(guide),
        limits: { guides: { held: 2, limit: 2 }, unpaidWalletOrders: { count: 0, limit: 3 } },
      }),
    );
    signIn();
    renderPage('/avatar?id=2');
    const button = (await screen.findByTestId('avatar-buy')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByTestId('avatar-buy-blocked');
    expect(reason.textContent).toBe('You already hold two guide Avatars, the most one member can have.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    expect(screen.queryByTestId('buy-dialog')).toBeNull();
  });

  it('offers to join the queue when today’s supply is sold out', async () => {
    server.route(PAY_CONFIG, () => envelopeResponse(200, payConfig({ ...pioneer, remainingToday: 0 })));
    renderPage('/avatar');
    expect((await screen.findByTestId('avatar-buy')).textContent).toBe('Join the queue');
    expect(screen.getByTestId('avatar-sold-out').textContent).toBe('Sold out today: you can join the queue');
  });

  it('shows a failed load with a retry that loads it', async () => {
    let fail = true;
    server.route(PAY_CONFIG, () =>
      fail ? envelopeResponse(1010, null, 'Service unavailable') : envelopeResponse(200, payConfig()),
    );
    renderPage('/avatar?id=1');
    // The query's own three retries come first.
    await screen.findByRole('button', { name: 'Retry' }, { timeout: 20_000 });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('avatar-name');
  }, 30_000);

  it('connects the wallet first when a visitor buys, then opens the purchase', async () => {
    const connect = vi.spyOn(walletStore, 'connect').mockImplementation(() => {
      act(() =>
        walletStore.publish({
          phase: 'connecting',
          address: undefined,
          chainId: undefined,
          signedIn: false,
          explorerUrl: undefined,
        }),
      );
    });
    server.route(PAY_CONFIG, () => envelopeResponse(200, payConfig()));
    renderPage('/avatar');
    fireEvent.click(await screen.findByTestId('avatar-buy'));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('buy-dialog')).toBeNull();
    signIn();
    await screen.findByTestId('buy-dialog');
    expect(screen.getByRole('heading', { name: 'Buy Colony Pioneer' })).toBeTruthy();
  });

  it('keeps following a wallet payment after a reload, and says "Transaction failed" when the chain reverted it', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    signIn();
    addPendingPurchase(MEMBER, {
      hash: TX_HASH,
      chainId: 56,
      avatarId: 1,
      asset: 'USDT',
      queue: false,
      key: '3b241101-e2bb-4255-8caf-4136c566a962',
      sentAt: Date.now(),
    });
    const awaiting = order({ status: 'awaitingPayment', ownedAvatarId: null, settledAt: null });
    server.route(PAY_CONFIG, () => envelopeResponse(200, payConfig()));
    server.route(CREATE_NEWDAPP, () => envelopeResponse(200, { order: awaiting, payment: {} }));
    server.route(DETAIL, () =>
      envelopeResponse(200, order({ status: 'failed', failure: 'transactionFailed', ownedAvatarId: null })),
    );
    renderPage('/avatar');
    const status = await screen.findByTestId('purchase-status');
    await waitFor(() => expect(status.getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('purchase-status-text').textContent).toBe('Transaction failed');
    expect(server.requestsTo(CREATE_NEWDAPP)[0]?.headers.get('idempotency-key')).toBe(
      '3b241101-e2bb-4255-8caf-4136c566a962',
    );
    expect(error).toHaveBeenCalledWith('Transaction failed');
    // Settled: a later reload no longer follows it.
    expect(readPendingPurchases(MEMBER)).toEqual([]);
  });
});
