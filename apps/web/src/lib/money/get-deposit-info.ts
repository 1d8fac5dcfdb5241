import type { DepositInfoResponse } from '@colony/contract/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../http/post.ts';

/** Where deposits go on each chain: the treasury, the accepted token contracts, the confirmations counted. */
export function getDepositInfo(signal?: AbortSignal) {
  return post<DepositInfoResponse>('/user/Recharge/info', {}, { signal });
}

export const depositInfoQueryOptions = queryOptions({
  queryKey: ['recharge', 'info'],
  queryFn: ({ signal }) => getDepositInfo(signal),
  staleTime: 5 * 60_000,
});

export function useDepositInfo() {
  return useQuery(depositInfoQueryOptions);
}
