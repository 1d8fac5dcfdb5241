import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** The signed-in member's profile and assets, read here for what each kind of income has paid. */
export function getMemberIncome(signal?: AbortSignal) {
  return post<UserIndexWithAssetsResponse>('/user/user/index', {}, { signal });
}

export function memberIncomeQueryOptions(address: string) {
  return queryOptions({
    // My Assets and the Personal Center read the same answer under the same key.
    queryKey: sessionQueryKey(address, 'user/index'),
    queryFn: ({ signal }) => getMemberIncome(signal),
  });
}

export function useMemberIncome(address: string) {
  return useQuery(memberIncomeQueryOptions(address));
}
