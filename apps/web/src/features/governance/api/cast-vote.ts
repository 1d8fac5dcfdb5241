import type { PollVoteRequest, PollVoteResponse } from '@colony/contract/governance';
import { POLL_PATHS } from '@colony/contract/governance-signing';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/wallet/session-query-key.ts';
import { POLL_SCOPE } from './get-poll-info.ts';

/** Sends a signed vote; the key makes a repeated send after a lost answer record it once. */
export function castVote(body: PollVoteRequest, idempotencyKey: string) {
  return post<PollVoteResponse>(POLL_PATHS.vote, body, { idempotencyKey });
}

/** A signed vote of the member; the proposal's results, votes and the member's view are read again after it. */
export function useCastVote() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: castVote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [POLL_SCOPE] });
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === SESSION_QUERY_SCOPE && query.queryKey.includes(POLL_SCOPE),
      });
    },
  });
}
