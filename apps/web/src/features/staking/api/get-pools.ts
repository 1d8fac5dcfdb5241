import { POOL_PATHS, type PoolListResponse } from '@colony/contract/pools';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useSessionAddress } from '../../../lib/wallet/use-session-address.ts';

/** TVL and APR move with every position: read again this often while the page is open. */
const REFRESH_MS = 60_000;

/** Every pool with live TVL, APR and status, and a member's stakes. */
export function getPools(signal?: AbortSignal) {
  return post<PoolListResponse>(POOL_PATHS.list, {}, { signal });
}

export function poolsQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: address ? sessionQueryKey(address, 'pools') : ['pools', 'public'],
    queryFn: ({ signal }) => getPools(signal),
    refetchInterval: REFRESH_MS,
  });
}

/** Keyed by the session the request carries (`useSessionAddress`): one request per page load. */
export function usePools() {
  return useQuery(poolsQueryOptions(useSessionAddress()));
}
