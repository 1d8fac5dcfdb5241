import type { BuyBackRule, UserIndexWithAssetsResponse } from '@colony/contract/money';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer, type FakeApiServer } from '../../../lib/http/fake-api-server.ts';
import { memberAssetsQueryOptions } from '../../../lib/money/get-member-assets.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { SellCard } from './sell-card.tsx';

const E18 = 10n ** 18n;
const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const rule: BuyBackRule = {
  asset: 'MM',
  payAsset: 'USDT',
  price: (E18 / 2n).toString(),
  feeBps: 500,
  minimum: (10n * E18).toString(),
};

function member(mm: bigint, nextOutputAt: string | null): UserIndexWithAssetsResponse {
  return {
    address: SELF,
    inviteCode: 'ABCD2345',
    superior: null,
    createdAt: '2024-05-01T00:00:00.000Z',
    assets: [
      { asset: 'USDT', available: '0', frozen: '0' },
      { asset: 'MM', available: mm.toString(), frozen: '0' },
    ],
    fuel: '0',
    nextOutputAt,
    income: { staking: [], referral: [], team: [], bonus: [], activity: [], starLevel: [] },
  };
}

let server: FakeApiServer;
beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(cleanup);

function renderCard(assets: UserIndexWithAssetsResponse) {
  const client = testQueryClient();
  client.setQueryData(memberAssetsQueryOptions(SELF).queryKey, assets);
  const router = createMemoryRouter(
    [{ path: '/trader', element: <SellCard address={SELF} rule={rule} loading={false} /> }],
    { initialEntries: ['/trader'] },
  );
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('the trader’s buy-back form', () => {
  it('says before any amount that the member holds less than the trader buys, where MM comes from, and turns selling off', () => {
    renderCard(member(3n * E18, null));
    const note = screen.getByTestId('trader-shortfall');
    expect(note.firstElementChild?.textContent).toBe('The trader buys at least 10 MM; you have 3 MM.');
    expect(within(note).getByRole('link', { name: 'Buy an Avatar' }).getAttribute('href')).toBe(
      '/avatar?id=1',
    );
    expect((screen.getByRole('button', { name: 'Sell to the trader' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('tells a member with an Avatar when the next settlement brings MM', () => {
    renderCard(member(0n, new Date(Date.now() + 3600_000).toISOString()));
    const note = screen.getByTestId('trader-shortfall');
    expect(within(note).getByText(/Your Avatars produce MM at each daily settlement/)).toBeTruthy();
    expect(within(note).getByRole('timer')).toBeTruthy();
  });

  it('lets a member with enough MM sell', () => {
    renderCard(member(20n * E18, null));
    expect(screen.queryByTestId('trader-shortfall')).toBeNull();
    const sell = screen.getByRole('button', { name: 'Sell to the trader' }) as HTMLButtonElement;
    expect(sell.disabled).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '10' } });
    fireEvent.click(sell);
    expect(screen.getByTestId('sell-dialog')).toBeTruthy();
  });
});
