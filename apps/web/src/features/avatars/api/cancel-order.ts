import type { OrderCancelRequest, OrderCancelResponse } from '@colony/contract/avatars';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { PAY_CONFIG_SCOPE } from './get-pay-config.ts';

/**
 * Leaves the queue (the frozen price returns to the balance) or gives up a wallet order still
 * waiting for its payment; the key makes a repeated confirmation run once.
 */
export function cancelOrder(body: OrderCancelRequest, idempotencyKey: string) {
  return post<OrderCancelResponse>('/nft/nft_order/orderCancel', body, { idempotencyKey });
}

/**
 * A confirmed cancellation by the member at `address`. Their orders, queue, avatars and balances are
 * read again after it, also after a refusal (the order may have been served or expired meanwhile).
 */
export function useCancelOrder(address: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
    void queryClient.invalidateQueries({ queryKey: PAY_CONFIG_SCOPE });
  };
  return useIdempotentMutation({ mutationFn: cancelOrder, onSuccess: refresh, onError: refresh });
}
