import { TEAM_PATHS, type TeamXingResponse } from '@colony/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** The star levels with their requirements, and the signed-in member's level and progress to the next. */
export function getTeamXing(signal?: AbortSignal) {
  return post<TeamXingResponse>(TEAM_PATHS.xingSystem, {}, { signal });
}

export function teamXingQueryOptions(address: string) {
  return queryOptions({
    queryKey: sessionQueryKey(address, 'team', 'xingSystem'),
    queryFn: ({ signal }) => getTeamXing(signal),
  });
}

export function useTeamXing(address: string) {
  return useQuery(teamXingQueryOptions(address));
}
