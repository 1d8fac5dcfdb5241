import { describe, expect, it } from 'vitest';
import { pool, stake } from '../test-fixtures.ts';
import { orderTabFromSearch, searchWithOrderTab } from './order-tabs.ts';
import { poolViewFromSearch, searchOfPoolView, visiblePools } from './pool-view.ts';

const pools = [
  pool({ id: 1, type: 'laser', apr: '3.65', tvl: '100', endsAt: '2027-10-27T00:00:00.000Z' }),
  pool({
    id: 2,
    type: 'farm',
    asset: 'MC',
    rewardAsset: 'MC',
    apr: '0.5',
    tvl: '900',
    endsAt: '2027-01-30T00:00:00.000Z',
  }),
  pool({
    id: 3,
    type: 'mining',
    asset: 'UME',
    rewardAsset: 'UME',
    apr: null,
    tvl: '0',
    endsAt: '2027-05-30T00:00:00.000Z',
  }),
  pool({ id: 4, type: 'farm', status: 'completed', apr: null, tvl: '0', endsAt: '2026-10-01T00:00:00.000Z' }),
];
const wordsOf = (entry: (typeof pools)[number]) => `${entry.type} ${entry.asset} ${entry.rewardAsset}`;
const ids = (list: { id: number }[]) => list.map((entry) => entry.id);

describe('the pool view in the URL', () => {
  it('reads tabs, sort, search and staked-only, and falls back on unknown values', () => {
    expect(poolViewFromSearch(new URLSearchParams('tab=completed&sort=tvl&q=laser&staked=1'))).toEqual({
      tab: 'completed',
      sort: 'tvl',
      query: 'laser',
      stakedOnly: true,
    });
    expect(poolViewFromSearch(new URLSearchParams('tab=drop&sort=<x>&staked=yes'))).toEqual({
      tab: 'all',
      sort: 'apr',
      query: '',
      stakedOnly: false,
    });
    expect(poolViewFromSearch(new URLSearchParams(`q=${'x'.repeat(200)}`)).query).toHaveLength(60);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const base = new URLSearchParams('code=ABCD');
    expect(
      searchOfPoolView({ tab: 'all', sort: 'apr', query: ' ', stakedOnly: false }, base).toString(),
    ).toBe('code=ABCD');
    expect(searchOfPoolView({ tab: 'mine', sort: 'ending', query: 'mm', stakedOnly: true }).toString()).toBe(
      'tab=mine&sort=ending&q=mm&staked=1',
    );
  });
});

describe('the pools a view shows', () => {
  const view = { tab: 'all' as const, sort: 'apr' as const, query: '', stakedOnly: false };

  it('sorts by APR (none last), TVL or the soonest end', () => {
    expect(ids(visiblePools(pools, view, { stakes: [], wordsOf }))).toEqual([1, 2, 3, 4]);
    expect(ids(visiblePools(pools, { ...view, sort: 'tvl' }, { stakes: [], wordsOf }))).toEqual([2, 1, 3, 4]);
    expect(ids(visiblePools(pools, { ...view, sort: 'ending' }, { stakes: [], wordsOf }))).toEqual([
      4, 2, 3, 1,
    ]);
  });

  it('filters by tab, search and the member’s own pools', () => {
    expect(ids(visiblePools(pools, { ...view, tab: 'active' }, { stakes: [], wordsOf }))).toEqual([1, 2, 3]);
    expect(ids(visiblePools(pools, { ...view, tab: 'completed' }, { stakes: [], wordsOf }))).toEqual([4]);
    expect(ids(visiblePools(pools, { ...view, query: ' FARM ' }, { stakes: [], wordsOf }))).toEqual([2, 4]);
    expect(ids(visiblePools(pools, { ...view, query: 'ume' }, { stakes: [], wordsOf }))).toEqual([3]);
    expect(
      ids(visiblePools(pools, { ...view, stakedOnly: true }, { stakes: [stake(3, 5n)], wordsOf })),
    ).toEqual([3]);
  });
});

describe('the order tabs in the URL', () => {
  it('read a status and write it back, all orders without one', () => {
    expect(orderTabFromSearch(new URLSearchParams('status=waiting'))).toBe('waiting');
    expect(orderTabFromSearch(new URLSearchParams('status=queued'))).toBe('all');
    expect(searchWithOrderTab(new URLSearchParams('status=waiting'), 'all').toString()).toBe('');
    expect(searchWithOrderTab(new URLSearchParams(), 'redeemed').toString()).toBe('status=redeemed');
  });
});
