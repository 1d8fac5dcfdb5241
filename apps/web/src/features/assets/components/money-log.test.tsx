import type { MoneyLogEntry, MoneyLogResponse } from '@colony/contract/money';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { moneyLogQueryOptions } from '../api/get-money-log.ts';
import { MoneyLog } from './money-log.tsx';

const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TX_HASH = `0x${'ab'.repeat(30)}cd12`;
const TRANSFER_ID = 'b2d6a9a4-3c39-4a8e-9d0c-5b0f2c1d4e5f';

const entry = (overrides: Partial<MoneyLogEntry>): MoneyLogEntry => ({
  id: crypto.randomUUID(),
  time: '2024-05-01T00:00:00.000Z',
  asset: 'USDT',
  amount: '1000000000000000000',
  kind: 'deposit',
  phase: 'posted',
  fee: null,
  reference: null,
  counterparty: null,
  balanceAfter: '1000000000000000000',
  ...overrides,
});

afterEach(cleanup);

function renderLog(list: MoneyLogEntry[]) {
  const client = testQueryClient();
  const page: MoneyLogResponse = { list, total: list.length, page: 1, limit: 20 };
  client.setQueryData(moneyLogQueryOptions(SELF, {}).queryKey, { pages: [page], pageParams: [1] });
  const router = createMemoryRouter([{ path: '/', element: <MoneyLog address={SELF} title="Money log" /> }]);
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return screen.getAllByTestId('money-log-entry');
}

describe('MoneyLog references', () => {
  it("shows a deposit's transaction, a record's short id and an airdrop's reason, each whole on hover", () => {
    const [deposit, transfer, airdrop, legacy] = renderLog([
      entry({ reference: `56:${TX_HASH}:0` }),
      entry({ kind: 'transfer', amount: '-1', reference: TRANSFER_ID, counterparty: OTHER }),
      entry({ kind: 'airdrop', asset: 'MM', reference: 'Launch week airdrop' }),
      entry({ reference: null }),
    ]);

    const transaction = within(deposit as HTMLElement).getByTestId('money-log-reference');
    expect(transaction.textContent).toContain('Tx');
    expect(transaction.textContent).toContain('0xabab…cd12');
    expect(transaction.getAttribute('title')).toBe(`56:${TX_HASH}:0`);

    const record = within(transfer as HTMLElement).getByTestId('money-log-reference');
    expect(record.textContent).toContain('Ref.');
    expect(record.textContent).toContain('#b2d6a9a4');
    expect(record.getAttribute('title')).toBe(TRANSFER_ID);

    const note = within(airdrop as HTMLElement).getByTestId('money-log-reference');
    expect(note.textContent).toBe('Launch week airdrop');

    // Entries from before every movement had a reference show none.
    expect(within(legacy as HTMLElement).queryByTestId('money-log-reference')).toBeNull();
  });
});

describe('MoneyLog entries', () => {
  it('names an Avatar purchase and shows a withdrawal once, with its fee and state', () => {
    const [purchase, withdrawal] = renderLog([
      entry({ kind: 'avatar_purchase', amount: '-100000000000000000000', reference: TRANSFER_ID }),
      entry({
        kind: 'withdraw',
        phase: 'post',
        amount: '-100000000000000000000',
        fee: '1000000000000000000',
      }),
    ]);
    expect((purchase as HTMLElement).textContent).toContain('Avatar purchase');
    expect((withdrawal as HTMLElement).textContent).toContain('Withdrawal');
    expect(within(withdrawal as HTMLElement).getByTestId('money-log-amount').textContent).toBe('-100');
    expect(within(withdrawal as HTMLElement).getByTestId('money-log-fee').textContent).toBe('Fee 1 USDT');
    expect(within(withdrawal as HTMLElement).getByText('Completed')).toBeTruthy();
    expect(within(purchase as HTMLElement).queryByTestId('money-log-fee')).toBeNull();
  });

  it('offers every kind of the log in the type filter, by its name', () => {
    renderLog([entry({})]);
    const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option');
    const names = options.map((option) => option.textContent);
    expect(names).toContain('Avatar purchase');
    expect(names).toContain('Avatar output');
    expect(names).not.toContain('Withdrawal fee');
    expect(names.every((name) => name !== null && !name.includes('_'))).toBe(true);
  });
});
