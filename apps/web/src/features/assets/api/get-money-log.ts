import type { Asset } from '@colony/contract/assets';
import type { MoneyLogRequest, MoneyLogResponse } from '@colony/contract/money';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

export const MONEY_LOG_PAGE_SIZE = 20;

export interface MoneyLogFilter {
  asset?: Asset;
  kind?: string;
}

/** One page of the caller's journal, newest first. */
export function getMoneyLog(request: MoneyLogRequest, signal?: AbortSignal) {
  return post<MoneyLogResponse>('/user/user/money_log', request, { signal });
}

export function moneyLogQueryOptions(address: string, filter: MoneyLogFilter) {
  return infiniteQueryOptions({
    queryKey: sessionQueryKey(address, 'money_log', filter.asset ?? 'all', filter.kind ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      getMoneyLog(
        {
          page: pageParam,
          limit: MONEY_LOG_PAGE_SIZE,
          ...(filter.asset ? { asset: filter.asset } : {}),
          ...(filter.kind ? { kind: filter.kind } : {}),
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useMoneyLog(address: string | undefined, filter: MoneyLogFilter) {
  return useInfiniteQuery({ ...moneyLogQueryOptions(address ?? '', filter), enabled: address !== undefined });
}
