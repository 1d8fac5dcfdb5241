import type { WithdrawalListRequest, WithdrawalListResponse, WithdrawalStatus } from '@colony/contract/money';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** How often the list asks again while a withdrawal is on its way (the server's chain polling pace). */
const IN_FLIGHT_POLL_MS = 4000;

const SETTLED: readonly WithdrawalStatus[] = ['completed', 'failed', 'rejected'];

/** One page of the caller's withdrawals, newest first. */
export function getWithdrawals(request: WithdrawalListRequest, signal?: AbortSignal) {
  return post<WithdrawalListResponse>('/user/Withdraw/index', request, { signal });
}

function anyInFlight(data: InfiniteData<WithdrawalListResponse> | undefined): boolean {
  return (data?.pages ?? []).some((page) => page.list.some((record) => !SETTLED.includes(record.status)));
}

export function withdrawalsQueryOptions(address: string) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'withdrawals'),
    queryFn: ({ pageParam, signal }) =>
      getWithdrawals({ page: pageParam, limit: WITHDRAWALS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    // Follows a withdrawal until it is completed or returned, then stops asking.
    refetchInterval: (query) => (anyInFlight(query.state.data) ? IN_FLIGHT_POLL_MS : false),
  });
}

export function useWithdrawals(address: string | undefined) {
  return useInfiniteQuery({ ...withdrawalsQueryOptions(address ?? ''), enabled: address !== undefined });
}
