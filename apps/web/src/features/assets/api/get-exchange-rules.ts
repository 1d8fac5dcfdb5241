import type { ExchangeIndexResponse } from '@colony/contract/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';

/** The rules the server applies: what the trader buys and at what price, swaps, transfer and withdrawal limits. */
export function getExchangeRules(signal?: AbortSignal) {
  return post<ExchangeIndexResponse>('/nft/Money_Exchange/index', {}, { signal });
}

export const exchangeRulesQueryOptions = queryOptions({
  queryKey: ['money-exchange', 'index'],
  queryFn: ({ signal }) => getExchangeRules(signal),
  staleTime: 5 * 60_000,
});

export function useExchangeRules() {
  return useQuery(exchangeRulesQueryOptions);
}
