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
import { TransferDialog } from './transfer-dialog.tsx';

const E18 = 10n ** 18n;
const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CONFIRM_PATH = '/api/user/user/confirmTrans';

const rules: ExchangeIndexResponse = {
  buyBack: [],
  swaps: [],
  transfers: [
    { asset: 'USDT', transferable: true, minimum: E18.toString() },
    { asset: 'MM', transferable: true, minimum: E18.toString() },
    { asset: 'UME', transferable: false, minimum: '0' },
  ],
  withdrawals: [],
};

const member: UserIndexWithAssetsResponse = {
  address: SELF,
  inviteCode: 'ABCD2345',
  superior: null,
  createdAt: '2024-05-01T00:00:00.000Z',
  assets: [
    { asset: 'USDT', available: (40n * E18).toString(), frozen: '0' },
    { asset: 'MM', available: '0', frozen: '0' },
    { asset: 'UME', available: (3n * E18).toString(), frozen: '0' },
  ],
  fuel: '0',
  nextOutputAt: null,
  income: { staking: [], referral: [], team: [], bonus: [], activity: [], starLevel: [] },
};

const transferRecord = {
  id: 'b2d6a9a4-3c39-4a8e-9d0c-5b0f2c1d4e5f',
  linkId: null,
  asset: 'USDT',
  amount: (25n * E18).toString(),
  kind: 'transfer',
  reference: null,
  from: SELF,
  to: OTHER,
  balanceAfter: (15n * E18).toString(),
  createdAt: '2024-05-01T00:00:00.000Z',
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
      <TransferDialog open onOpenChange={onOpenChange} address={SELF} />
    </TestProviders>,
  );
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return { onOpenChange, fill, next, client };
}

describe('TransferDialog', () => {
  it("shows the spec's messages for every bad field and sends nothing", () => {
    const { fill, next } = renderDialog();
    next();
    expect(screen.getByText('Please enter address')).toBeTruthy();
    expect(screen.getByText('Please enter amount')).toBeTruthy();

    fill('Recipient address', OTHER.replace('C51812', 'c51812'));
    fill('Amount', '0.5');
    next();
    expect(screen.getByText('Address is invalid')).toBeTruthy();
    expect(screen.getByText('Minimum transfer 1 USDT')).toBeTruthy();

    fill('Recipient address', OTHER.toLowerCase());
    next();
    expect(screen.getByText('Address is invalid')).toBeTruthy();

    fill('Recipient address', SELF);
    fill('Amount', '40.000000000000000001');
    next();
    expect(screen.getByText('You cannot transfer to yourself')).toBeTruthy();
    expect(screen.getByText('Insufficient balance')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'UME' }));
    expect(screen.getByText('Cannot transfer')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).disabled).toBe(true);
    expect(server.requests).toEqual([]);
  });

  it('confirms, sends once with an Idempotency-Key and closes with a toast', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { fill, next, onOpenChange } = renderDialog();
    server.route(CONFIRM_PATH, () => envelopeResponse(200, transferRecord));
    fill('Recipient address', ` ${OTHER} `);
    fill('Amount', '25');
    next();
    expect(screen.getByTestId('summary-to').textContent).toBe(OTHER);
    expect(screen.getByTestId('summary-amount').textContent).toBe('25 USDT');
    expect(server.requests).toEqual([]);

    fireEvent.click(screen.getByTestId('transfer-confirm'));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [sent] = server.requestsTo(CONFIRM_PATH);
    expect(sent?.body).toEqual({ to: OTHER, asset: 'USDT', amount: (25n * E18).toString() });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Transfer Successful');
  });

  it('retries a failure without an answer under the same key, and a refusal under a new one', async () => {
    const { fill, next } = renderDialog();
    let answer: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    server.route(CONFIRM_PATH, () => answer());
    fill('Recipient address', OTHER);
    fill('Amount', '25');
    next();

    const confirm = () => fireEvent.click(screen.getByTestId('transfer-confirm'));
    confirm();
    await screen.findByText('Network error, please check your connection and try again');
    answer = () => envelopeResponse(3050, null, 'Insufficient balance');
    confirm();
    await screen.findByTestId('action-error');
    await waitFor(() => expect(screen.getByTestId('action-error').textContent).toBe('Insufficient balance'));
    answer = () => envelopeResponse(200, transferRecord);
    confirm();
    await waitFor(() => expect(server.requestsTo(CONFIRM_PATH)).toHaveLength(3));

    const keys = server.requestsTo(CONFIRM_PATH).map((request) => request.headers.get('idempotency-key'));
    // Nobody knows whether the first one arrived: the second carries its key.
    expect(keys[1]).toBe(keys[0]);
    // The server keeps a refusal as that key's answer: the third needs a key of its own.
    expect(keys[2]).not.toBe(keys[1]);
  });
});
