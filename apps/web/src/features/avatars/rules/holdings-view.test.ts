import type { AvatarKind, AvatarState } from '@colony/contract/avatars';
import { describe, expect, it } from 'vitest';
import { ownedAvatar } from '../test-fixtures.ts';
import {
  HOLDINGS_PAGE_SIZE,
  type HoldingsView,
  holdingsPage,
  holdingsViewFromSearch,
  searchOfHoldingsView,
} from './holdings-view.ts';

const avatar = (id: number, kind: AvatarKind, state: AvatarState) => ownedAvatar({ id, kind, state });

const ALL: HoldingsView = { kind: undefined, state: undefined, page: 1 };

describe('holdings view in the URL', () => {
  it('reads the type, the status and the page, ignoring unknown values', () => {
    expect(holdingsViewFromSearch(new URLSearchParams('kind=alliance&state=spent&page=3'))).toEqual({
      kind: 'alliance',
      state: 'spent',
      page: 3,
    });
    expect(holdingsViewFromSearch(new URLSearchParams('kind=dragon&state=x&page=-2'))).toEqual(ALL);
    expect(holdingsViewFromSearch(new URLSearchParams('page=1.5'))).toEqual(ALL);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(searchOfHoldingsView(ALL).toString()).toBe('');
    expect(
      searchOfHoldingsView(
        { kind: 'guide', state: 'producing', page: 2 },
        new URLSearchParams('x=1'),
      ).toString(),
    ).toBe('x=1&kind=guide&state=producing&page=2');
    expect(searchOfHoldingsView(ALL, new URLSearchParams('kind=guide&page=4')).toString()).toBe('');
  });
});

describe('holdingsPage', () => {
  const avatars = [
    avatar(1, 'main', 'spent'),
    avatar(2, 'main', 'producing'),
    avatar(3, 'alliance', 'producing'),
    avatar(4, 'guide', 'starting'),
    avatar(5, 'alliance', 'spent'),
  ];

  it('shows producing avatars first and spent ones last, with every count', () => {
    const shown = holdingsPage(avatars, ALL);
    expect(shown.avatars.map((entry) => entry.id)).toEqual([2, 3, 4, 1, 5]);
    expect(shown.kindCounts).toEqual({ all: 5, main: 2, alliance: 2, guide: 1 });
    expect(shown.stateCounts).toEqual({ all: 5, starting: 1, producing: 2, spent: 2 });
  });

  it('filters by type and status, each count taken within the other filter', () => {
    const spent = holdingsPage(avatars, { ...ALL, state: 'spent' });
    expect(spent.avatars.map((entry) => entry.id)).toEqual([1, 5]);
    expect(spent.kindCounts).toEqual({ all: 2, main: 1, alliance: 1, guide: 0 });
    expect(spent.stateCounts).toEqual({ all: 5, starting: 1, producing: 2, spent: 2 });

    const alliance = holdingsPage(avatars, { ...ALL, kind: 'alliance', state: 'producing' });
    expect(alliance.avatars.map((entry) => entry.id)).toEqual([3]);
    expect(alliance.matching).toBe(1);
    expect(alliance.stateCounts).toEqual({ all: 2, starting: 0, producing: 1, spent: 1 });
    expect(alliance.kindCounts).toEqual({ all: 2, main: 1, alliance: 1, guide: 0 });
  });

  it('pages a long list, a page past the end showing the last', () => {
    const many = Array.from({ length: 53 }, (_, index) => avatar(index + 1, 'main', 'producing'));
    const first = holdingsPage(many, ALL);
    expect(first.avatars).toHaveLength(HOLDINGS_PAGE_SIZE);
    expect(first.pages).toBe(5);
    expect(first.matching).toBe(53);
    const last = holdingsPage(many, { ...ALL, page: 9 });
    expect(last.page).toBe(5);
    expect(last.avatars.map((entry) => entry.id)).toEqual([49, 50, 51, 52, 53]);
  });

  it('has one empty page when nothing matches', () => {
    const none = holdingsPage(avatars, { ...ALL, kind: 'guide', state: 'spent' });
    expect(none).toMatchObject({ avatars: [], matching: 0, page: 1, pages: 1 });
  });
});
