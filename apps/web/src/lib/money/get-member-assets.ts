import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../http/post.ts';
import { sessionQueryKey } from '../wallet/session-query-key.ts';

/** The signed-in member's profile with every asset's available and frozen balance, fuel and income. */
export function getMemberAssets(signal?: AbortSignal) {
  return post<UserIndexWithAssetsResponse>('/user/user/index', {}, { signal });
}

export function memberAssetsQueryOptions(address: string) {
  return queryOptions({
    // The Personal Center reads the same answer under the same key.
    queryKey: sessionQueryKey(address, 'user/index'),
    queryFn: ({ signal }) => getMemberAssets(signal),
  });
}

/** Runs only while a member is signed in as `address`; `pollMs` refetches while a deposit is awaited. */
export function useMemberAssets(address: string | undefined, pollMs?: number) {
  return useQuery({
    ...memberAssetsQueryOptions(address ?? ''),
    enabled: address !== undefined,
    refetchInterval: pollMs ?? false,
  });
}
