import type { CatalogueAvatar } from '@colony/contract/avatars';
import type { HomeResponse } from '@colony/contract/home';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer, envelopeResponse, type FakeApiServer } from '../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../lib/testing/test-providers.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { NAV_ENTRIES, type NavGroup } from './nav-items.ts';

const HOME = '/api/nft/Home/home';

const avatar = (id: number, name: string): CatalogueAvatar => ({
  id,
  kind: id === 1 ? 'main' : 'alliance',
  name,
  assets: ['USDT'],
  price: '100000000000000000000',
  fuelMultiplier: '2',
  totalFuel: '200000000000000000000',
  dailyYieldRate: '0.01',
  output: [{ asset: 'MM', share: '1' }],
  dailySupply: 100,
  soldToday: 0,
  remainingToday: 100,
  forSale: true,
});

const home: HomeResponse = {
  figures: [],
  roadmap: [],
  partners: [],
  faq: [],
  banners: [],
  avatars: [
    avatar(1, 'Colony Pioneer'),
    avatar(15, 'Alliance Ranger'),
    avatar(16, 'Alliance Navigator'),
    avatar(17, 'Alliance Architect'),
  ],
  nextSettlementAt: '2026-12-08T00:00:00.000Z',
};

const avatarCenter = NAV_ENTRIES.find(
  (entry): entry is NavGroup => entry.kind === 'group' && entry.key === 'avatarCenter',
) as NavGroup;

function Menu() {
  const [open, setOpen] = useState(false);
  return <NavDropdown group={avatarCenter} open={open} onOpenChange={setOpen} />;
}

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(cleanup);

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }], { initialEntries: ['/'] });
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const allianceLinks = () =>
  [15, 16, 17].map((id) => document.querySelector(`a[href="/avatar?id=${id}"]`) as HTMLAnchorElement);

describe('the Avatar Center menu', () => {
  it('names the alliance avatars as the catalogue does, loaded once the menu opens', async () => {
    server.route(HOME, () => envelopeResponse(200, home));
    renderMenu();
    expect(server.requestsTo(HOME)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Avatar Center' }));
    await waitFor(() =>
      expect(allianceLinks().map((link) => link.firstElementChild?.firstElementChild?.textContent)).toEqual([
        'Alliance Ranger',
        'Alliance Navigator',
        'Alliance Architect',
      ]),
    );
    expect(server.requestsTo(HOME)).toHaveLength(1);
  });

  it('keeps the generic labels when the catalogue cannot be read', async () => {
    server.route(HOME, () => envelopeResponse(500, null, 'down'));
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Avatar Center' }));
    await waitFor(() => expect(screen.queryAllByTestId('nav-avatar-name-loading')).toEqual([]));
    expect(allianceLinks().map((link) => link.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'Alliance Avatar I',
      'Alliance Avatar II',
      'Alliance Avatar III',
    ]);
  });
});
