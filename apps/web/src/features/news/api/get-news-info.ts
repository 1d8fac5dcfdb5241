import { ERRORS } from '@colony/contract/errors';
import type { NewsInfoRequest, NewsInfoResponse } from '@colony/contract/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';

export function getNewsInfo(request: NewsInfoRequest, signal?: AbortSignal) {
  return post<NewsInfoResponse>('/news/news/info', request, { signal });
}

/** The API's answer for an id that names no article. */
export function isArticleMissing(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ERRORS.articleNotFound.code || error.code === ERRORS.notFound.code)
  );
}

export function newsInfoQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['news', 'info', id],
    queryFn: ({ signal }) => getNewsInfo({ id }, signal),
    // A missing article stays missing: show it at once instead of retrying.
    retry: (failures, error) => !isArticleMissing(error) && failures < 3,
  });
}

export function useNewsInfo(id: number | null) {
  return useQuery({ ...newsInfoQueryOptions(id ?? 0), enabled: id !== null });
}
