import type { HomeResponse } from '@colony/contract/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../http/post.ts';

/**
 * The home page's content with the avatar catalogue (names in the member's language, today's
 * supply). Shared: the home page shows all of it, the header's menus read the avatars' names.
 */
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
