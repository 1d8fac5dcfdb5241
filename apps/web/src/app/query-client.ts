import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '../lib/http/is-retryable-error.ts';

// SPEC.md §9: 3 retries with backoff capped at 30 s, garbage collection after 5 minutes;
// answers that a retry cannot change (validation, permission, session) are not retried.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && isRetryableError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The cache of one prerendered page: it fetches nothing and sets no timers (a garbage-collection
 * timer would hold the build's process open for its five minutes). Clear it after the page.
 */
export function createPrerenderQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}
