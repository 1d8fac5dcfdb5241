import type { UserIndexResponse } from '@colony/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** The signed-in member's profile: address, invite code, superior, joining time. */
export function getUserProfile(signal?: AbortSignal) {
  return post<UserIndexResponse>('/user/user/index', {}, { signal });
}

export function userProfileQueryOptions(address: string) {
  return queryOptions({
    queryKey: sessionQueryKey(address, 'user/index'),
    queryFn: ({ signal }) => getUserProfile(signal),
  });
}

/** Runs only while a member is signed in as `address`. */
export function useUserProfile(address: string | undefined) {
  return useQuery({ ...userProfileQueryOptions(address ?? ''), enabled: address !== undefined });
}
