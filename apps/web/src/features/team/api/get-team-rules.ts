import { TEAM_PATHS, type TeamRulesResponse } from '@colony/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';

/** How referral, team, bonus and star-level income are paid: the colony's live rates (public). */
export function getTeamRules(signal?: AbortSignal) {
  return post<TeamRulesResponse>(TEAM_PATHS.rules, {}, { signal });
}

export function teamRulesQueryOptions() {
  return queryOptions({
    queryKey: ['team', 'rules'],
    queryFn: ({ signal }) => getTeamRules(signal),
  });
}

export function useTeamRules() {
  return useQuery(teamRulesQueryOptions());
}
