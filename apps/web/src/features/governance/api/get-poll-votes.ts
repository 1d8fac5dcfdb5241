import type { PollVotesResponse } from '@colony/contract/governance';
import { POLL_PATHS } from '@colony/contract/governance-signing';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { POLL_SCOPE } from './get-poll-info.ts';

const VOTES_PAGE_SIZE = 20;

export function getPollVotes(request: { id: string; page: number; limit: number }, signal?: AbortSignal) {
  return post<PollVotesResponse>(POLL_PATHS.votes, request, { signal });
}

export function pollVotesQueryOptions(id: string, live: boolean) {
  return infiniteQueryOptions({
    queryKey: [POLL_SCOPE, 'votes', id],
    queryFn: ({ pageParam, signal }) => getPollVotes({ id, page: pageParam, limit: VOTES_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    refetchInterval: live ? 15_000 : false,
  });
}

/** The votes that count, most power first, read again while the proposal is open. */
export function usePollVotes(id: string, live: boolean) {
  return useInfiniteQuery(pollVotesQueryOptions(id, live));
}
