import type { PayConfigResponse } from '@colony/contract/avatars';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
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
import type { PendingPurchase } from '../pending-purchases.ts';
import {
  E18,
  MEMBER,
  memberWith,
  order,
  payConfig,
  pioneer,
  ranger,
  TREASURY,
  TX_HASH,
  USDT_56,
} from '../test-fixtures.ts';
import { BuyDialog } from './buy-dialog.tsx';

const wallet = vi.hoisted(() => ({
  balance: undefined as bigint | undefined,
  sendPrice: (() => Promise.reject(new Error('not set'))) as (payment: unknown) => Promise<string>,
}));

// The wallet's chunk (wagmi) stands in for the wallet: a balance it reports, and the transfer it sends.
vi.mock('../wallet/wallet-payment.tsx', () => ({
  default: function WalletPaymentStandIn({
    onBalance,
  }: {
    onBalance: (balance: bigint | undefined) => void;
  }) {
    useEffect(() => onBalance(wallet.balance), [onBalance]);
    return <p data-testid="wallet-panel" />;
  },
  sendPrice: (payment: unknown) => wallet.sendPrice(payment),
}));

const CREATE = '/api/nft/nft_order/orderCreate';
const PAY_CONFIG = '/api/nft/nft_order/payConfig';
const CREATE_NEWDAPP = '/api/nft/nft_order/orderCreateNewdapp';
const DETAIL = '/api/nft/nft_order/orderDetail';
const KEY = /^[0-9a-f-]{36}$/;

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  wallet.balance = undefined;
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

/** The dialog over `config`; the check right before the wallet prompt reads `fresh`. */
function renderDialog(config: PayConfigResponse, usdt: bigint, fresh: PayConfigResponse = config) {
  server.route(PAY_CONFIG, () => envelopeResponse(200, fresh));
  const client = testQueryClient();
  client.setQueryData(memberAssetsQueryOptions(MEMBER).queryKey, memberWith(usdt));
  const onOpenChange = vi.fn();
  const onWalletPayment = vi.fn<(purchase: PendingPurchase) => void>();
  const onSettled = vi.fn(() => true);
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <BuyDialog
          open
          onOpenChange={onOpenChange}
          address={MEMBER}
          config={config}
          onWalletPayment={onWalletPayment}
          onOrder={vi.fn()}
          onSettled={onSettled}
        />
      ),
    },
  ]);
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const confirm = () => fireEvent.click(screen.getByTestId('purchase-confirm'));
  return { next, confirm, onOpenChange, onWalletPayment, onSettled };
}

describe('BuyDialog', () => {
  it('offers only the accepted assets and refuses a balance short of the price, with the way to recharge', () => {
    const { next } = renderDialog(payConfig(ranger), 100n * E18);
    const assets = within(screen.getByRole('group', { name: 'Asset' })).getAllByRole('radio');
    expect(assets.map((radio) => radio.getAttribute('value'))).toEqual(['USDT']);
    expect(screen.getByText('Available: 100 USDT')).toBeTruthy();
    next();
    expect(screen.getByTestId('purchase-problem').textContent).toBe('Insufficient balance');
    expect(screen.getByRole('link', { name: 'Recharge your balance' }).getAttribute('href')).toBe(
      '/myAssets',
    );
    expect(screen.queryByTestId('purchase-confirm')).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('says "Not for sale" and goes no further for an avatar that is not sold', () => {
    renderDialog(payConfig({ ...pioneer, forSale: false }), 1000n * E18);
    expect(screen.getByTestId('purchase-problem').textContent).toBe('Not for sale');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('confirms what is paid and bought, buys once with an Idempotency-Key and leads to my avatars', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    server.route(CREATE, () => envelopeResponse(200, order()));
    const { next, confirm } = renderDialog(payConfig(), 1000n * E18);
    next();
    expect(screen.getByTestId('summary-avatar').textContent).toBe('Colony Pioneer');
    expect(screen.getByTestId('summary-price').textContent).toBe('100 USDT');
    expect(screen.getByTestId('summary-source').textContent).toBe('Your balance');
    expect(server.requests).toEqual([]);

    confirm();
    await screen.findByTestId('purchase-done');
    const [sent] = server.requestsTo(CREATE);
    expect(sent?.body).toEqual({ avatarId: 1, asset: 'USDT', queue: false });
    expect(sent?.headers.get('idempotency-key')).toMatch(KEY);
    expect(success).toHaveBeenCalledWith('Purchase successful');
    expect(screen.getByTestId('purchase-my-avatars').getAttribute('href')).toBe('/myAvatar');
  });

  it('shows the server’s refusal where the member can act on it ("Only two can be purchased")', async () => {
    server.route(CREATE, () => envelopeResponse(4004, { limit: 2 }, 'Only two can be purchased'));
    const { next, confirm } = renderDialog(payConfig(), 1000n * E18);
    next();
    confirm();
    await waitFor(() =>
      expect(screen.getByTestId('action-error').textContent).toBe('Only two can be purchased'),
    );
    expect(screen.queryByTestId('queue-offer')).toBeNull();
  });

  it('confirms joining the queue when the page knows the day is sold out, not a purchase that cannot be undone', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    server.route(CREATE, () =>
      envelopeResponse(200, order({ status: 'queued', ownedAvatarId: null, queue: null })),
    );
    const { next, confirm } = renderDialog(payConfig({ ...pioneer, remainingToday: 0 }), 1000n * E18);
    next();
    expect(screen.getByRole('heading', { name: 'Join the queue' })).toBeTruthy();
    const dialog = screen.getByTestId('buy-dialog');
    expect(dialog.textContent).toContain(
      'Your 100 USDT is frozen, not paid: you wait up to 3 days and are served first come, first served at the daily settlement.',
    );
    expect(dialog.textContent).not.toContain('cannot be undone');
    expect(screen.getByTestId('purchase-confirm').textContent).toBe('Join the queue');
    confirm();
    await screen.findByTestId('purchase-done');
    expect(server.requestsTo(CREATE).map((request) => request.body)).toEqual([
      { avatarId: 1, asset: 'USDT', queue: true },
    ]);
  });

  it('refuses a wallet payment the server would refuse, before the wallet is asked: the limits of the moment', async () => {
    wallet.balance = 500n * E18;
    const sent: unknown[] = [];
    wallet.sendPrice = (payment) => {
      sent.push(payment);
      return Promise.resolve(TX_HASH);
    };
    // Three wallet payments on their way already: the wallet source says so at once.
    const full = { ...payConfig(), limits: { guides: null, unpaidWalletOrders: { count: 3, limit: 3 } } };
    const first = renderDialog(full, 0n);
    fireEvent.click(screen.getByRole('radio', { name: /Wallet/ }));
    await screen.findByTestId('wallet-panel');
    first.next();
    expect(screen.getByTestId('purchase-problem').textContent).toBe(
      'You already have 3 wallet payments on their way. Wait until they arrive, cancel one, or pay from your balance.',
    );
    expect(screen.queryByTestId('purchase-confirm')).toBeNull();

    // The page's figures were fine, the server's of the moment are not: checked right before the prompt.
    cleanup();
    const second = renderDialog(payConfig(), 0n, full);
    fireEvent.click(screen.getByRole('radio', { name: /Wallet/ }));
    await screen.findByTestId('wallet-panel');
    second.next();
    second.confirm();
    await waitFor(() =>
      expect(screen.getByTestId('purchase-problem').textContent).toMatch(
        /^You already have 3 wallet payments/,
      ),
    );
    expect(sent).toEqual([]);
    expect(server.requestsTo(PAY_CONFIG)).toHaveLength(1);
    expect(server.requestsTo(CREATE_NEWDAPP)).toEqual([]);
  });

  it('offers the queue when sold out and joins it under a new key, then leads to the queue', async () => {
    const place = {
      ahead: 3,
      rank: 12,
      queued: 3,
      expiresAt: '2024-05-04T00:00:00.000Z',
      estimatedAt: '2024-05-02T00:00:00.000Z',
      dailySupply: 500,
    };
    server.route(CREATE, (request) =>
      (request.body as { queue: boolean }).queue
        ? envelopeResponse(
            200,
            order({ status: 'queued', queue: { ...place, queued: 4 }, ownedAvatarId: null }),
          )
        : envelopeResponse(
            4005,
            { avatarId: 1, queue: place },
            "Today's supply is sold out; you can join the queue",
          ),
    );
    // The page read supply left; the last one went meanwhile.
    const { next, confirm } = renderDialog(payConfig(), 1000n * E18);
    next();
    confirm();
    const offer = await screen.findByTestId('queue-offer');
    expect(screen.getAllByTestId('queue-ahead')[0]?.textContent).toBe('3');
    expect(screen.getAllByTestId('queue-rank')[0]?.textContent).toBe('12');
    expect(screen.getAllByTestId('queue-estimated')[0]?.textContent).toMatch(/^2024-05-02 /);
    expect(offer.textContent).toContain(
      'Your 100 USDT is frozen while you wait: the price is fixed now, and it is returned to you if you are not served within 3 days.',
    );
    expect(screen.queryByTestId('action-error')).toBeNull();

    fireEvent.click(screen.getByTestId('queue-join'));
    await screen.findByText('You are in the queue for Colony Pioneer. Your place:');
    const [offered, joined] = server.requestsTo(CREATE);
    expect(joined?.body).toEqual({ avatarId: 1, asset: 'USDT', queue: true });
    expect(joined?.headers.get('idempotency-key')).toMatch(KEY);
    expect(joined?.headers.get('idempotency-key')).not.toBe(offered?.headers.get('idempotency-key'));
    expect(screen.getByTestId('purchase-queue').getAttribute('href')).toBe('/queue');
  });

  it('pays from the wallet: the price to the treasury, then follows the order until it is bought', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {});
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const payments: unknown[] = [];
    wallet.balance = 500n * E18;
    wallet.sendPrice = (payment) => {
      payments.push(payment);
      return Promise.resolve(TX_HASH);
    };
    const detailAnswers = [order({ status: 'awaitingPayment', ownedAvatarId: null }), order()];
    server.route(CREATE_NEWDAPP, () =>
      envelopeResponse(200, {
        order: order({ status: 'awaitingPayment', ownedAvatarId: null }),
        payment: {
          chainId: 56,
          treasury: TREASURY,
          token: USDT_56,
          amount: (100n * E18).toString(),
          decimals: 18,
        },
      }),
    );
    server.route(DETAIL, () => envelopeResponse(200, detailAnswers.shift() ?? order()));
    const { next, confirm, onWalletPayment } = renderDialog(payConfig(), 0n);
    fireEvent.click(screen.getByRole('radio', { name: /Wallet/ }));
    await screen.findByTestId('wallet-panel');
    fireEvent.click(screen.getByRole('checkbox'));
    next();
    expect(screen.getByTestId('summary-source').textContent).toBe('Your wallet on BNB Smart Chain');
    confirm();
    await screen.findByText('Signature successful: Waiting for block confirmation');
    expect(payments).toEqual([
      {
        chain: payConfig().chains[0],
        token: { asset: 'USDT', address: USDT_56, decimals: 18 },
        amount: 100n * E18,
      },
    ]);
    expect(info).toHaveBeenCalledWith('Signature successful: Waiting for block confirmation');
    const purchase = onWalletPayment.mock.calls[0]?.[0];
    expect(purchase).toMatchObject({ hash: TX_HASH, chainId: 56, avatarId: 1, asset: 'USDT', queue: true });
    await waitFor(() => expect(server.requestsTo(CREATE_NEWDAPP)).toHaveLength(1));
    const [told] = server.requestsTo(CREATE_NEWDAPP);
    expect(told?.body).toEqual({ avatarId: 1, asset: 'USDT', chainId: 56, queue: true, txHash: TX_HASH });
    expect(told?.headers.get('idempotency-key')).toBe(purchase?.key);
    await waitFor(
      () => expect(screen.getByTestId('purchase-status').getAttribute('data-state')).toBe('paid'),
      { timeout: 8000 },
    );
    expect(screen.getByTestId('purchase-my-avatars').getAttribute('href')).toBe('/myAvatar');
  }, 15_000);

  it('says nothing when the signature is declined, "Transaction failed" when the wallet cannot send, and "Insufficient balance" for a short wallet', async () => {
    wallet.balance = 50n * E18;
    const { next, onWalletPayment } = renderDialog(payConfig(), 0n);
    fireEvent.click(screen.getByRole('radio', { name: /Wallet/ }));
    await screen.findByTestId('wallet-panel');
    next();
    expect(screen.getByTestId('purchase-problem').textContent).toBe('Insufficient balance');
    expect(screen.queryByRole('link', { name: 'Recharge your balance' })).toBeNull();

    cleanup();
    wallet.balance = 500n * E18;
    wallet.sendPrice = () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const second = renderDialog(payConfig(), 0n);
    fireEvent.click(screen.getByRole('radio', { name: /Wallet/ }));
    await screen.findByTestId('wallet-panel');
    second.next();
    second.confirm();
    await waitFor(() =>
      expect((screen.getByTestId('purchase-confirm') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('action-error')).toBeNull();

    wallet.sendPrice = () => Promise.reject(new Error('execution reverted: transfer amount exceeds balance'));
    second.confirm();
    await waitFor(() => expect(screen.getByTestId('action-error').textContent).toBe('Transaction failed'));
    expect(onWalletPayment).not.toHaveBeenCalled();
    expect(second.onWalletPayment).not.toHaveBeenCalled();
    expect(server.requestsTo(CREATE_NEWDAPP)).toEqual([]);
  });
});
