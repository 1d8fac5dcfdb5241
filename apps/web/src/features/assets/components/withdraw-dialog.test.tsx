import type {
  DepositInfoResponse,
  ExchangeIndexResponse,
  UserIndexWithAssetsResponse,
  WithdrawalRecord,
} from '@colony/contract/money';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast.tsx';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { depositInfoQueryOptions } from '../../../lib/money/get-deposit-info.ts';
import { memberAssetsQueryOptions } from '../../../lib/money/get-member-assets.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { exchangeRulesQueryOptions } from '../api/get-exchange-rules.ts';
import { WithdrawDialog } from './withdraw-dialog.tsx';

const E18 = 10n ** 18n;
const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ATM_PATH = '/api/user/Withdraw/atm';

const rules: ExchangeIndexResponse = {
  buyBack: [],
  swaps: [],
  transfers: [],
  withdrawals: [
    {
      asset: 'USDT',
      minimum: (10n * E18).toString(),
      fee: E18.toString(),
      memberDailyLimit: (10_000n * E18).toString(),
    },
  ],
};

const depositInfo: DepositInfoResponse = {
  chains: [1, 56].map((chainId) => ({
    chainId: chainId as 1 | 56,
    treasury: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
    confirmations: 2,
    tokens: [],
    devChain: false,
  })),
};

const member: UserIndexWithAssetsResponse = {
  address: SELF,
  inviteCode: 'ABCD2345',
  superior: null,
  createdAt: '2024-05-01T00:00:00.000Z',
  assets: [{ asset: 'USDT', available: (50n * E18).toString(), frozen: '0' }],
  fuel: '0',
  nextOutputAt: null,
  income: { staking: [], referral: [], team: [], bonus: [], activity: [], starLevel: [] },
};

function record(status: WithdrawalRecord['status']): WithdrawalRecord {
  return {
    id: '8c3f0a52-0d4c-4a4e-8a55-2a9b7b3c1d20',
    asset: 'USDT',
    chainId: 56,
    to: SELF,
    amount: (30n * E18).toString(),
    fee: E18.toString(),
    received: (29n * E18).toString(),
    status,
    txHash: null,
    createdAt: '2024-05-01T00:00:00.000Z',
    updatedAt: '2024-05-01T00:00:00.000Z',
  };
}

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(cleanup);

function renderDialog() {
  const client = testQueryClient();
  client.setQueryData(exchangeRulesQueryOptions.queryKey, rules);
  client.setQueryData(depositInfoQueryOptions.queryKey, depositInfo);
  client.setQueryData(memberAssetsQueryOptions(SELF).queryKey, member);
  const onOpenChange = vi.fn();
  render(
    <TestProviders client={client}>
      <WithdrawDialog open onOpenChange={onOpenChange} address={SELF} />
    </TestProviders>,
  );
  const amount = (value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value } });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return { onOpenChange, amount, next };
}

describe('WithdrawDialog', () => {
  it('shows the minimum, fee and daily limit, and checks the amount against them and the balance', () => {
    const { amount, next } = renderDialog();
    expect(screen.getByTestId('withdraw-minimum').textContent).toBe('10 USDT');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1 USDT');
    next();
    expect(screen.getByText('Please enter amount')).toBeTruthy();
    amount('9.99');
    expect(screen.getByText('Minimum withdrawal 10 USDT')).toBeTruthy();
    amount('50.5');
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    amount('30');
    expect(screen.getByText('You receive 29 USDT')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('sends the confirmed withdrawal on BNB Smart Chain with a key, and says when it waits for approval', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {});
    const { amount, next, onOpenChange } = renderDialog();
    server.route(ATM_PATH, () => envelopeResponse(200, record('awaitingApproval')));
    // BNB Smart Chain comes first and is chosen until the member picks another network.
    expect((screen.getByRole('radio', { name: 'BNB Smart Chain' }) as HTMLInputElement).checked).toBe(true);
    amount('30');
    next();
    expect(screen.getByTestId('summary-receive').textContent).toBe('29 USDT');
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [sent] = server.requestsTo(ATM_PATH);
    expect(sent?.body).toEqual({ asset: 'USDT', amount: (30n * E18).toString(), chainId: 56 });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(info).toHaveBeenCalledWith("Withdrawal submitted: it waits for an operator's approval");
  });
});
