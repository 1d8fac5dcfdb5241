import type { PollHomeResponse } from '@colony/contract/governance';
import { POLL_PATHS } from '@colony/contract/governance-signing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useSessionAddress } from '../../../lib/wallet/use-session-address.ts';

/** Proposals counted by status, and the signed-in member's power in the active ones. */
export function getPollHome(signal?: AbortSignal) {
  return post<PollHomeResponse>(POLL_PATHS.home, {}, { signal });
}

export function pollHomeQueryOptions(address: string | undefined) {
  return queryOptions({
    // With a session the answer is the member's own.
    queryKey: address ? sessionQueryKey(address, 'polls', 'home') : (['polls', 'home'] as const),
    queryFn: ({ signal }) => getPollHome(signal),
    refetchInterval: 60_000,
  });
}

/** Keyed by the session the request carries (`useSessionAddress`): one request per page load. */
export function usePollHome() {
  return useQuery(pollHomeQueryOptions(useSessionAddress()));
}
