import { STAKING_STATUSES, type StakingStatus } from '@colony/contract/staking';

/** The order list's status tab as kept in the URL (`?status=waiting`); all orders without one. */
export type OrderTab = 'all' | StakingStatus;
export const ORDER_TABS: readonly OrderTab[] = ['all', ...STAKING_STATUSES];
export const STATUS_PARAM = 'status';

export function orderTabFromSearch(search: URLSearchParams): OrderTab {
  const value = search.get(STATUS_PARAM);
  return (ORDER_TABS as readonly (string | null)[]).includes(value) ? (value as OrderTab) : 'all';
}

export function searchWithOrderTab(search: URLSearchParams, tab: OrderTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'all') next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, tab);
  return next;
}
