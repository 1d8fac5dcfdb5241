import type { ProposalStatus } from '@colony/contract/governance-signing';

/** The tabs of the proposal list: all of them, then each status, the open ones first. */
export const STATUS_TABS = ['all', 'active', 'upcoming', 'closed'] as const satisfies readonly (
  | 'all'
  | ProposalStatus
)[];
export type StatusTab = (typeof STATUS_TABS)[number];

export const STATUS_PARAM = 'status';
const DEFAULT_TAB: StatusTab = 'all';

export function isStatusTab(value: unknown): value is StatusTab {
  return typeof value === 'string' && (STATUS_TABS as readonly string[]).includes(value);
}

/** The tab of `?status=`; all proposals when absent or unknown. */
export function statusFromSearch(search: URLSearchParams): StatusTab {
  const value = search.get(STATUS_PARAM);
  return isStatusTab(value) ? value : DEFAULT_TAB;
}

/** The status to ask the API for: none for "all". */
export function statusFilter(tab: StatusTab): ProposalStatus | undefined {
  return tab === 'all' ? undefined : tab;
}

/** The next search string for a tab; the default tab keeps the URL clean. */
export function searchWithStatus(search: URLSearchParams, tab: StatusTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === DEFAULT_TAB) next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, tab);
  return next;
}
