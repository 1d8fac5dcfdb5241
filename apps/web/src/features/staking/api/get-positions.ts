import { POOL_PATHS, type PositionListRequest, type PositionListResponse } from '@colony/contract/pools';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const POSITIONS_PAGE_SIZE = 10;

/** One page of the member's pool positions, newest first. */
export function getPositions(request: PositionListRequest, signal?: AbortSignal) {
  return post<PositionListResponse>(POOL_PATHS.positions, request, { signal });
}

export function positionsQueryOptions(address: string) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'pools', 'positions'),
    queryFn: ({ pageParam, signal }) => getPositions({ page: pageParam, limit: POSITIONS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function usePositions(address: string) {
  return useInfiniteQuery(positionsQueryOptions(address));
}
