import type { MemberPoolStake, Pool } from '@colony/contract/pools';

/** The /farm view as kept in the URL, so it can be shared: `?tab=active&sort=apr&q=laser&staked=1`. */
export const POOL_TABS = ['all', 'active', 'completed', 'mine'] as const;
export type PoolTab = (typeof POOL_TABS)[number];
export const POOL_SORTS = ['apr', 'tvl', 'ending'] as const;
export type PoolSort = (typeof POOL_SORTS)[number];

export interface PoolView {
  tab: PoolTab;
  sort: PoolSort;
  query: string;
  stakedOnly: boolean;
}

const MAX_QUERY = 60;

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The view of a search string; unknown values fall back to the defaults. */
export function poolViewFromSearch(search: URLSearchParams): PoolView {
  return {
    tab: pick(search.get('tab'), POOL_TABS, 'all'),
    sort: pick(search.get('sort'), POOL_SORTS, 'apr'),
    query: (search.get('q') ?? '').slice(0, MAX_QUERY),
    stakedOnly: search.get('staked') === '1',
  };
}

/** The search string of a view, defaults left out. */
export function searchOfPoolView(view: PoolView, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  };
  set('tab', view.tab === 'all' ? undefined : view.tab);
  set('sort', view.sort === 'apr' ? undefined : view.sort);
  set('q', view.query.trim() === '' ? undefined : view.query);
  set('staked', view.stakedOnly ? '1' : undefined);
  return next;
}

/** A fraction as a comparable bigint (6 decimals), null (no APR) below every value. */
function aprKey(apr: string | null): bigint {
  if (apr === null) return -1n;
  const [whole = '0', fraction = ''] = apr.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

const compareBig = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? -1 : 1);

/**
 * The pools a view shows, in its order: the tab (active: not completed; completed), the search
 * (against each pool's words: its type's name in the member's language and its assets), the
 * member's own pools when `stakedOnly`, then sorted by APR or TVL (highest first) or by the end
 * (soonest first), ties by id.
 */
export function visiblePools(
  pools: readonly Pool[],
  view: PoolView,
  options: { stakes: readonly MemberPoolStake[]; wordsOf: (pool: Pool) => string },
): Pool[] {
  const query = view.query.trim().toLocaleLowerCase();
  const staked = new Set(options.stakes.map((stake) => stake.poolId));
  const shown = pools.filter((pool) => {
    if (view.tab === 'active' && pool.status === 'completed') return false;
    if (view.tab === 'completed' && pool.status !== 'completed') return false;
    if (view.stakedOnly && !staked.has(pool.id)) return false;
    return query === '' || options.wordsOf(pool).toLocaleLowerCase().includes(query);
  });
  return shown.sort((a, b) => {
    const order =
      view.sort === 'tvl'
        ? compareBig(BigInt(a.tvl), BigInt(b.tvl))
        : view.sort === 'ending'
          ? a.endsAt.localeCompare(b.endsAt)
          : compareBig(aprKey(a.apr), aprKey(b.apr));
    return order !== 0 ? order : a.id - b.id;
  });
}
