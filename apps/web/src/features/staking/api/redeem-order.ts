import { type RedeemRequest, type RedeemResponse, STAKING_PATHS } from '@colony/contract/staking';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { COLONY_STAKING_KEY } from './get-colony-staking.ts';

/** Returns an order's principal (early: for the fee); the key makes a repeated confirmation run once. */
export function redeemOrder(body: RedeemRequest, idempotencyKey: string) {
  return post<RedeemResponse>(STAKING_PATHS.redeem, body, { idempotencyKey });
}

/** A confirmed redemption of the member at `address`; their balances, totals and orders are read again after it. */
export function useRedeemOrder(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: redeemOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
      void queryClient.invalidateQueries({ queryKey: COLONY_STAKING_KEY });
    },
  });
}
