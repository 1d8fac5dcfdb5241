import { STAKING_PATHS, type StakeRequest, type StakeResponse } from '@colony/contract/staking';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { COLONY_STAKING_KEY } from './get-colony-staking.ts';

/** Stakes from the balance into a plan; the key makes a repeated confirmation run once. */
export function stake(body: StakeRequest, idempotencyKey: string) {
  return post<StakeResponse>(STAKING_PATHS.pledge, body, { idempotencyKey });
}

/** A confirmed stake of the member at `address`; their balances, totals and orders are read again after it. */
export function useStake(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: stake,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
      void queryClient.invalidateQueries({ queryKey: COLONY_STAKING_KEY });
    },
  });
}
