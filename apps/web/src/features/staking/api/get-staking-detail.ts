import { ERRORS } from '@colony/contract/errors';
import {
  STAKING_PATHS,
  type StakingDetailRequest,
  type StakingDetailResponse,
} from '@colony/contract/staking';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const INCOME_PAGE_SIZE = 30;

/** One of the member's orders with a page of its income lines, newest day first. */
export function getStakingDetail(request: StakingDetailRequest, signal?: AbortSignal) {
  return post<StakingDetailResponse>(STAKING_PATHS.detail, request, { signal });
}

/** The API's answer for an order that is not the member's, or not there. */
export function isOrderMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.stakingOrderNotFound.code;
}

export function stakingDetailQueryOptions(address: string, id: string) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'staking', 'detail', id),
    queryFn: ({ pageParam, signal }) =>
      getStakingDetail({ id, page: pageParam, limit: INCOME_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.income.page * last.income.limit < last.income.total ? last.income.page + 1 : undefined,
    // A missing order stays missing: show it at once.
    retry: (failures, error) => !isOrderMissing(error) && failures < 3,
  });
}

export function useStakingDetail(address: string, id: string) {
  return useInfiniteQuery(stakingDetailQueryOptions(address, id));
}
