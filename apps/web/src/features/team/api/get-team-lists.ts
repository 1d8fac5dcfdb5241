import { TEAM_PATHS, type TeamListsRequest, type TeamListsResponse } from '@colony/contract/team';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { isTeamMemberMissing } from '../../../lib/member/get-team-index.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const DIRECT_MEMBERS_PAGE_SIZE = 20;

/** One page of a member's direct members, newest first. */
export function getTeamLists(request: TeamListsRequest, signal?: AbortSignal) {
  return post<TeamListsResponse>(TEAM_PATHS.lists, request, { signal });
}

/** `member` absent: the signed-in member's own direct members. */
export function teamListsQueryOptions(address: string, member?: string) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'team', 'lists', member?.toLowerCase() ?? 'me'),
    queryFn: ({ pageParam, signal }) =>
      getTeamLists(
        { page: pageParam, limit: DIRECT_MEMBERS_PAGE_SIZE, ...(member ? { address: member } : {}) },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    ...(member
      ? { retry: (failures: number, error: Error) => !isTeamMemberMissing(error) && failures < 3 }
      : {}),
  });
}

export function useTeamLists(address: string, member?: string) {
  return useInfiniteQuery(teamListsQueryOptions(address, member));
}
