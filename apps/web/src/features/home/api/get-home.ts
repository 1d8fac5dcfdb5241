import type { HomeResponse } from '@colony/contract/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';

export function getHome(signal?: AbortSignal) {
  return post<HomeResponse>('/nft/Home/home', {}, { signal });
}

export function homeQueryOptions() {
  return queryOptions({
    queryKey: ['home'],
    queryFn: ({ signal }) => getHome(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHome() {
  return useQuery(homeQueryOptions());
}
