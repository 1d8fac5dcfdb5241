import type { OrderCreateRequest, OrderCreateResponse, QueuePlace } from '@colony/contract/avatars';
import { ERRORS } from '@colony/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { PAY_CONFIG_SCOPE } from './get-pay-config.ts';

/**
 * Buys an avatar from the balance, or with `queue` takes a queue entry when today's supply is gone;
 * the key makes a repeated confirmation run once.
 */
export function createOrder(body: OrderCreateRequest, idempotencyKey: string) {
  return post<OrderCreateResponse>('/nft/nft_order/orderCreate', body, { idempotencyKey });
}

/** The place a queue entry would take, when the answer is "sold out" (code 4005). */
export function soldOutOffer(error: unknown): QueuePlace | undefined {
  if (!(error instanceof ApiError) || error.code !== ERRORS.avatarSoldOut.code) return undefined;
  const queue = (error.data as { queue?: QueuePlace } | null)?.queue;
  return queue ?? undefined;
}

/** A confirmed purchase of the member at `address`; their balances and today's supply are read again after it. */
export function useCreateOrder(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
      void queryClient.invalidateQueries({ queryKey: PAY_CONFIG_SCOPE });
    },
  });
}
