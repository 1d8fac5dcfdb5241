import type { OrderListRequest, OrderListResponse, OrderStatus } from '@colony/contract/avatars';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const ORDER_PAGE_SIZE = 20;

/** The places in the queue move as others are served or leave: read again this often while shown. */
const QUEUE_REFRESH_MS = 60_000;

/** One page of the caller's avatar orders, newest first, with live queue places. */
export function getOrderList(request: OrderListRequest, signal?: AbortSignal) {
  return post<OrderListResponse>('/nft/nft_order/getOrderList', request, { signal });
}

export function orderListQueryOptions(address: string, status: OrderStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'nft_order/getOrderList', status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      getOrderList({ page: pageParam, limit: ORDER_PAGE_SIZE, ...(status ? { status } : {}) }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/** The member's orders, all or of one status, loading more pages as the list scrolls. */
export function useOrderList(address: string | undefined, status: OrderStatus | undefined) {
  return useInfiniteQuery({
    ...orderListQueryOptions(address ?? '', status),
    enabled: address !== undefined,
  });
}

/** The member's queue entries, their places read again every minute. */
export function useQueueEntries(address: string | undefined) {
  return useInfiniteQuery({
    ...orderListQueryOptions(address ?? '', 'queued'),
    enabled: address !== undefined,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}
