import type { ExchangeIndexResponse, UserIndexWithAssetsResponse } from '@colony/contract/money';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast.tsx';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { memberAssetsQueryOptions } from '../../../lib/money/get-member-assets.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { exchangeRulesQueryOptions } from '../api/get-exchange-rules.ts';
import { SwapDialog } from './swap-dialog.tsx';

const E18 = 10n ** 18n;
const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SWAP_PATH = '/api/nft/Money_Exchange/swap';

const rules: ExchangeIndexResponse = {
  buyBack: [],
  swaps: [
    { from: 'USDT', to: 'USDC', price: E18.toString(), feeBps: 10, minimum: E18.toString() },
    { from: 'USDC', to: 'USDT', price: E18.toString(), feeBps: 10, minimum: E18.toString() },
  ],
  transfers: [],
  withdrawals: [],
};

const member: UserIndexWithAssetsResponse = {
  address: SELF,
  inviteCode: 'ABCD2345',
  superior: null,
  createdAt: '2024-05-01T00:00:00.000Z',
  assets: [
    { asset: 'USDT', available: (40n * E18).toString(), frozen: '0' },
    { asset: 'USDC', available: '0', frozen: '0' },
  ],
  fuel: '0',
  nextOutputAt: null,
  income: { staking: [], referral: [], team: [], bonus: [], activity: [], starLevel: [] },
};

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(cleanup);

function renderDialog() {
  const client = testQueryClient();
  client.setQueryData(exchangeRulesQueryOptions.queryKey, rules);
  client.setQueryData(memberAssetsQueryOptions(SELF).queryKey, member);
  const onOpenChange = vi.fn();
  render(
    <TestProviders client={client}>
      <SwapDialog open onOpenChange={onOpenChange} address={SELF} />
    </TestProviders>,
  );
  const amount = (value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value } });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return { onOpenChange, amount, next };
}

describe('SwapDialog', () => {
  it('shows the rate, the fee and what arrives as the amount is typed, and refuses bad amounts', () => {
    const { amount, next } = renderDialog();
    expect(screen.getByTestId('swap-quote').textContent).toContain('1 USDT = 1 USDC');
    expect(screen.getByTestId('swap-quote').textContent).toContain('Fee (0.1%)');
    next();
    expect(screen.getByText('Please enter amount')).toBeTruthy();
    amount('0.5');
    next();
    expect(screen.getByText('Minimum swap 1 USDT')).toBeTruthy();
    amount('50');
    expect(screen.getByTestId('swap-fee').textContent).toBe('0.05 USDC');
    expect(screen.getByTestId('swap-receive').textContent).toBe('49.95 USDC');
    next();
    expect(screen.getByText('Insufficient balance')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'USDC' }));
    expect(screen.getByTestId('swap-quote').textContent).toContain('1 USDC = 1 USDT');
    expect(server.requests).toEqual([]);
  });

  it('confirms with the quote, sends once with an Idempotency-Key and closes with a toast', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { amount, next, onOpenChange } = renderDialog();
    server.route(SWAP_PATH, () =>
      envelopeResponse(200, {
        linkId: 'b2d6a9a4-3c39-4a8e-9d0c-5b0f2c1d4e5f',
        sold: { asset: 'USDT', amount: (10n * E18).toString() },
        received: { asset: 'USDC', amount: (999n * 10n ** 16n).toString() },
        fee: { asset: 'USDC', amount: (10n ** 16n).toString() },
        transfers: [],
      }),
    );
    amount('10');
    next();
    expect(screen.getByTestId('summary-pay').textContent).toBe('10 USDT');
    expect(screen.getByTestId('summary-fee').textContent).toBe('0.01 USDC');
    expect(screen.getByTestId('summary-receive').textContent).toBe('9.99 USDC');
    expect(server.requests).toEqual([]);

    fireEvent.click(screen.getByTestId('swap-confirm'));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [sent] = server.requestsTo(SWAP_PATH);
    expect(sent?.body).toEqual({ from: 'USDT', to: 'USDC', amount: (10n * E18).toString() });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Exchange Successful');
  });
});
