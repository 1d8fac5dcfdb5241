import { STAKING_PATHS, type StakingHomeResponse } from '@colony/contract/staking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useSessionAddress } from '../../../lib/wallet/use-session-address.ts';

/** The plans, the early redemption fee, the next settlement and, for a member, their totals. */
export function getStakingHome(signal?: AbortSignal) {
  return post<StakingHomeResponse>(STAKING_PATHS.home, {}, { signal });
}

/** A visitor's answer is the public one; a member's carries their totals and goes with their session. */
export function stakingHomeQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: address ? sessionQueryKey(address, 'staking', 'home') : ['staking', 'home', 'public'],
    queryFn: ({ signal }) => getStakingHome(signal),
  });
}

/** Keyed by the session the request carries (`useSessionAddress`): one request per page load. */
export function useStakingHome() {
  return useQuery(stakingHomeQueryOptions(useSessionAddress()));
}
