import { DEMO_PATHS, type DemoAdvanceRequest, type DemoAdvanceResponse } from '@colony/contract/demo';
import { ERRORS } from '@colony/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { followColonyClock } from '../../../lib/clock/colony-clock.ts';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { DEMO_SCOPE } from './get-demo-clock.ts';

/** Ends the colony day `day` and settles it; the key makes a resend after a lost answer end it once. */
export function advanceDay(body: DemoAdvanceRequest, idempotencyKey: string) {
  return post<DemoAdvanceResponse>(DEMO_PATHS.advance, body, { idempotencyKey });
}

/**
 * The demo's "advance one day". Afterwards every figure on the page may have moved (output, income,
 * the queue, levels, proposals), so everything is read again; a refusal because the colony already
 * moved on reads the clock again.
 */
export function useAdvanceDay() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: advanceDay,
    onSuccess: (answer) => {
      followColonyClock(Date.parse(answer.now));
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERRORS.demoDayMoved.code)
        void queryClient.invalidateQueries({ queryKey: [DEMO_SCOPE] });
    },
  });
}
