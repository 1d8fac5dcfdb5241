import { ELITE_PATHS, type EliteIndexResponse } from '@colony/contract/elite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useSessionAddress } from '../../../lib/wallet/use-session-address.ts';

/** The tiers with their requirements and benefits; for a member, their standing, reviews and application. */
export function getEliteIndex(signal?: AbortSignal) {
  return post<EliteIndexResponse>(ELITE_PATHS.index, {}, { signal });
}

/** A visitor's answer is the public one; a member's carries their standing and goes with their session. */
export function eliteIndexQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: address ? sessionQueryKey(address, 'elite', 'index') : ['elite', 'index', 'public'],
    queryFn: ({ signal }) => getEliteIndex(signal),
  });
}

/** Keyed by the session the request carries (`useSessionAddress`): one request per page load. */
export function useEliteIndex() {
  return useQuery(eliteIndexQueryOptions(useSessionAddress()));
}
