import { STAKING_PATHS, type StakingColonyResponse } from '@colony/contract/staking';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';

export const COLONY_STAKING_KEY = ['staking', 'colony'] as const;

/** The colony's staking figures: principal staked, stakers, orders, income paid. */
export function getColonyStaking(signal?: AbortSignal) {
  return post<StakingColonyResponse>(STAKING_PATHS.colony, {}, { signal });
}

export function useColonyStaking() {
  return useQuery({ queryKey: COLONY_STAKING_KEY, queryFn: ({ signal }) => getColonyStaking(signal) });
}
