import { TEAM_PATHS, type TeamGroupRequest, type TeamGroupResponse } from '@colony/contract/team';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const LEGS_PAGE_SIZE = 10;

/** One page of the signed-in member's legs, heaviest first, with the small zone's sums. */
export function getTeamGroup(request: TeamGroupRequest, signal?: AbortSignal) {
  return post<TeamGroupResponse>(TEAM_PATHS.group, request, { signal });
}

export function teamGroupQueryOptions(address: string) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'team', 'group'),
    queryFn: ({ pageParam, signal }) => getTeamGroup({ page: pageParam, limit: LEGS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useTeamGroup(address: string) {
  return useInfiniteQuery(teamGroupQueryOptions(address));
}
