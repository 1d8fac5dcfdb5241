import type { OrderCreateNewdappRequest, OrderCreateNewdappResponse } from '@colony/contract/avatars';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { isUnsettled } from '../../../lib/money/idempotent-action.ts';

/** A few tries a few seconds apart before the member is asked to try again: the price is already sent. */
const RETRIES = 4;
const RETRY_MS = 3000;

/**
 * After the wallet sent the price to the treasury: the order that transaction pays for, placed when
 * the deposit watcher credits it. The key is kept with the payment, so a reload sends the same one.
 */
export function createWalletOrder(body: OrderCreateNewdappRequest, idempotencyKey: string) {
  return post<OrderCreateNewdappResponse>('/nft/nft_order/orderCreateNewdapp', body, { idempotencyKey });
}

/** Tells the server what a sent payment is for; an answer that leaves it open is asked again under the same key. */
export function useCreateWalletOrder() {
  return useMutation({
    mutationFn: ({ request, key }: { request: OrderCreateNewdappRequest; key: string }) =>
      createWalletOrder(request, key),
    retry: (failures, error) => isUnsettled(error) && failures < RETRIES,
    retryDelay: RETRY_MS,
  });
}
