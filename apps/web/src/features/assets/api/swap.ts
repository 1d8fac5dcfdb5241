import type { SwapRequest, SwapResponse } from '@colony/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** Swaps along a configured pair (USDT and USDC) less the fee; the key makes a repeated confirmation run once. */
export function swap(body: SwapRequest, idempotencyKey: string) {
  return post<SwapResponse>('/nft/Money_Exchange/swap', body, { idempotencyKey });
}

/** The confirmed swap of the member at `address`; their balances and log are read again after it. */
export function useSwap(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: swap,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) }),
  });
}
