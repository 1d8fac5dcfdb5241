import { DEMO_PATHS, type DemoClockResponse } from '@colony/contract/demo';
import { ERRORS } from '@colony/contract/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { followColonyClock } from '../../../lib/clock/colony-clock.ts';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';

/** Every read of the demo's clock: an advance refreshes it with everything else. */
export const DEMO_SCOPE = 'demo';

/**
 * The colony's day and clock in a demo colony; null where the server is no demo (it has no such
 * route). The page's colony clock follows the answer.
 */
export async function getDemoClock(signal?: AbortSignal): Promise<DemoClockResponse | null> {
  try {
    const clock = await post<DemoClockResponse>(DEMO_PATHS.clock, {}, { signal });
    followColonyClock(Date.parse(clock.now));
    return clock;
  } catch (error) {
    if (error instanceof ApiError && error.code === ERRORS.notFound.code) return null;
    throw error;
  }
}

export const demoClockQueryOptions = queryOptions({
  queryKey: [DEMO_SCOPE, 'clock'],
  queryFn: ({ signal }) => getDemoClock(signal),
  // The day changes only when someone advances it (or at the settlement time): a minute is fresh enough.
  staleTime: 60_000,
  refetchInterval: 60_000,
  retry: false,
});

export function useDemoClock() {
  return useQuery(demoClockQueryOptions);
}
