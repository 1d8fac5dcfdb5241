import type { PollIndexResponse } from '@colony/contract/governance';
import { POLL_PATHS, type ProposalStatus } from '@colony/contract/governance-signing';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';

export const POLL_PAGE_SIZE = 12;
/** Results and time left move while proposals are open: the list is read again this often. */
const LIST_REFRESH_MS = 30_000;

export function getPollList(
  request: { page: number; limit: number; status?: ProposalStatus },
  signal?: AbortSignal,
) {
  return post<PollIndexResponse>(POLL_PATHS.index, request, { signal });
}

export function pollListQueryOptions(status: ProposalStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: ['polls', 'list', status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      getPollList({ page: pageParam, limit: POLL_PAGE_SIZE, ...(status ? { status } : {}) }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    refetchInterval: LIST_REFRESH_MS,
  });
}

export function usePollList(status: ProposalStatus | undefined) {
  return useInfiniteQuery(pollListQueryOptions(status));
}
