import type { WithdrawRequest, WithdrawResponse } from '@colony/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** Withdraws a stablecoin to the member's own wallet; the key makes a repeated confirmation run once. */
export function withdraw(body: WithdrawRequest, idempotencyKey: string) {
  return post<WithdrawResponse>('/user/Withdraw/atm', body, { idempotencyKey });
}

/** The confirmed withdrawal of the member at `address`; their balances and withdrawals are read again after it. */
export function useWithdraw(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: withdraw,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) }),
  });
}
