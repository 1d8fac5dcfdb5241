import {
  STAKING_PATHS,
  type StakingOrderListRequest,
  type StakingOrderListResponse,
  type StakingStatus,
} from '@colony/contract/staking';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const STAKING_ORDERS_PAGE_SIZE = 10;

/** One page of the member's staking orders, newest first. */
export function getStakingOrders(request: StakingOrderListRequest, signal?: AbortSignal) {
  return post<StakingOrderListResponse>(STAKING_PATHS.orderList, request, { signal });
}

export function stakingOrdersQueryOptions(address: string, status: StakingStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'staking', 'orders', status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      getStakingOrders(
        { page: pageParam, limit: STAKING_ORDERS_PAGE_SIZE, ...(status ? { status } : {}) },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useStakingOrders(address: string, status: StakingStatus | undefined) {
  return useInfiniteQuery(stakingOrdersQueryOptions(address, status));
}
