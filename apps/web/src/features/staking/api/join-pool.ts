import { type JoinPoolRequest, type JoinPoolResponse, POOL_PATHS } from '@colony/contract/pools';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** Joins a pool from the balance; the key makes a repeated confirmation run once. */
export function joinPool(body: JoinPoolRequest, idempotencyKey: string) {
  return post<JoinPoolResponse>(POOL_PATHS.join, body, { idempotencyKey });
}

/** A confirmed join of the member at `address`; their balances, stakes and positions are read again after it. */
export function useJoinPool(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: joinPool,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
      void queryClient.invalidateQueries({ queryKey: ['pools'] });
    },
  });
}
