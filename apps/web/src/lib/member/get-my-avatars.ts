import type { MyAvatarsResponse } from '@colony/contract/avatars';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../http/post.ts';
import { sessionQueryKey } from '../wallet/session-query-key.ts';

/** The signed-in member's avatars with their fuel and output, and the energy level with its figures. */
export function getMyAvatars(signal?: AbortSignal) {
  return post<MyAvatarsResponse>('/nft/nft_order/index', {}, { signal });
}

export function myAvatarsQueryOptions(address: string) {
  return queryOptions({
    queryKey: sessionQueryKey(address, 'nft_order/index'),
    queryFn: ({ signal }) => getMyAvatars(signal),
  });
}

/** Output arrives when a settlement runs, shortly after the day ends: read again this often while shown. */
const SETTLEMENT_REFRESH_MS = 60_000;

/** Runs only while a member is signed in as `address`. */
export function useMyAvatars(address: string | undefined) {
  return useQuery({
    ...myAvatarsQueryOptions(address ?? ''),
    enabled: address !== undefined,
    refetchInterval: SETTLEMENT_REFRESH_MS,
  });
}
