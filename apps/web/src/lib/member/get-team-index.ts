import { ERRORS } from '@colony/contract/errors';
import { TEAM_PATHS, type TeamIndexRequest, type TeamIndexResponse } from '@colony/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../http/api-error.ts';
import { post } from '../http/post.ts';
import { sessionQueryKey } from '../wallet/session-query-key.ts';

/** A member's live team figures: the caller's own (with their invite), or one of their team's. */
export function getTeamIndex(request: TeamIndexRequest, signal?: AbortSignal) {
  return post<TeamIndexResponse>(TEAM_PATHS.index, request, { signal });
}

/** The API's answer for an address that is nobody in the caller's team. */
export function isTeamMemberMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.teamMemberNotFound.code;
}

/** `member` absent: the signed-in member's own figures. */
export function teamIndexQueryOptions(address: string, member?: string) {
  return queryOptions({
    queryKey: sessionQueryKey(address, 'team', 'index', member?.toLowerCase() ?? 'me'),
    queryFn: ({ signal }) => getTeamIndex(member ? { address: member } : {}, signal),
    // Someone outside the team stays outside: say so at once.
    ...(member
      ? { retry: (failures: number, error: Error) => !isTeamMemberMissing(error) && failures < 3 }
      : {}),
  });
}

export function useTeamIndex(address: string, member?: string) {
  return useQuery(teamIndexQueryOptions(address, member));
}
