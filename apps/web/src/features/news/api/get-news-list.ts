import type { NewsCategory, NewsIndexRequest, NewsIndexResponse } from '@colony/contract/news';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';

export const NEWS_PAGE_SIZE = 12;

export function getNewsList(request: NewsIndexRequest, signal?: AbortSignal) {
  return post<NewsIndexResponse>('/news/news/index', request, { signal });
}

export function newsListQueryOptions(category: NewsCategory | undefined) {
  return infiniteQueryOptions({
    queryKey: ['news', 'list', category ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      getNewsList({ page: pageParam, limit: NEWS_PAGE_SIZE, ...(category ? { category } : {}) }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useNewsList(category: NewsCategory | undefined) {
  return useInfiniteQuery(newsListQueryOptions(category));
}
