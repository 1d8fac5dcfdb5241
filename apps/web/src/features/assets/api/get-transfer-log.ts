import type { TransMoneyLogRequest, TransMoneyLogResponse } from '@colony/contract/money';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const TRANSFER_LOG_PAGE_SIZE = 10;

/** One page of the caller's transfers to and from members, newest first. */
export function getTransferLog(request: TransMoneyLogRequest, signal?: AbortSignal) {
  return post<TransMoneyLogResponse>('/user/user/getTransMoneyLog', request, { signal });
}

export function transferLogQueryOptions(address: string) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'transfer_log'),
    queryFn: ({ pageParam, signal }) =>
      getTransferLog({ page: pageParam, limit: TRANSFER_LOG_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useTransferLog(address: string) {
  return useInfiniteQuery(transferLogQueryOptions(address));
}
