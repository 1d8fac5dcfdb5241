import type { ExchangeRequest, ExchangeResponse } from '@colony/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** Sells an asset to the trader at the configured price less the fee; the key makes a repeat run once. */
export function sellToTrader(body: ExchangeRequest, idempotencyKey: string) {
  return post<ExchangeResponse>('/nft/Money_Exchange/exchange', body, { idempotencyKey });
}

/** The confirmed sale of the member at `address`; their balances and sales are read again after it. */
export function useSellToTrader(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: sellToTrader,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) }),
  });
}
