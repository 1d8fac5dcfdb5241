import { describe, expect, it } from 'vitest';
import { isEntryActive, isRouteActive } from './nav-active.ts';
import { NAV_ENTRIES, type NavGroup } from './nav-items.ts';

const at = (url: string) => {
  const [pathname = '', query = ''] = url.split('?');
  return { pathname, search: query ? `?${query}` : '' };
};

describe('isRouteActive', () => {
  it('matches the path exactly', () => {
    expect(isRouteActive('/staking', at('/staking'))).toBe(true);
    expect(isRouteActive('/', at('/ecosystem'))).toBe(false);
    expect(isRouteActive('/staking', at('/stakingPlans'))).toBe(false);
  });

  it('lights up the list a detail screen belongs to', () => {
    expect(isRouteActive('/staking', at('/stakingDetail'))).toBe(true);
    expect(isRouteActive('/article', at('/articleDetail?id=3'))).toBe(true);
    expect(isRouteActive('/develop', at('/developDetail?id=launchpad'))).toBe(true);
    expect(isRouteActive('/article', at('/develop'))).toBe(false);
  });

  it('tells the avatar links apart by their id', () => {
    expect(isRouteActive('/avatar?id=1', at('/avatar?id=1'))).toBe(true);
    expect(isRouteActive('/avatar?id=1', at('/avatar?id=15'))).toBe(false);
    expect(isRouteActive('/avatar?id=15', at('/avatar?id=15&tab=x'))).toBe(true);
  });
});

describe('isEntryActive', () => {
  const group = (key: string) => NAV_ENTRIES.find((e): e is NavGroup => e.kind === 'group' && e.key === key);

  it('marks a dropdown active when one of its links is', () => {
    expect(isEntryActive(group('avatarCenter') as NavGroup, at('/avatar?id=16'))).toBe(true);
    expect(isEntryActive(group('avatarCenter') as NavGroup, at('/ume'))).toBe(true);
    expect(isEntryActive(group('activityCenter') as NavGroup, at('/voteList'))).toBe(true);
    expect(isEntryActive(group('my') as NavGroup, at('/voteList'))).toBe(false);
  });
});
