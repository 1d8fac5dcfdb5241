import { POOL_PATHS, type PoolPayConfigResponse } from '@colony/contract/pools';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';

/** One pool, and when a position taken now starts earning and returns its principal. */
export function getPoolPayConfig(poolId: number, signal?: AbortSignal) {
  return post<PoolPayConfigResponse>(POOL_PATHS.payConfig, { poolId }, { signal });
}

export function usePoolPayConfig(poolId: number | undefined) {
  return useQuery({
    queryKey: ['pools', 'payConfig', poolId],
    queryFn: ({ signal }) => getPoolPayConfig(poolId ?? 0, signal),
    enabled: poolId !== undefined,
  });
}
