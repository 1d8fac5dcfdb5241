import type { ConfirmTransRequest, ConfirmTransResponse } from '@colony/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http/post.ts';
import { useIdempotentMutation } from '../../../lib/money/use-idempotent-mutation.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';

/** Sends value to another member by address; the key makes a repeated confirmation run once. */
export function confirmTransfer(body: ConfirmTransRequest, idempotencyKey: string) {
  return post<ConfirmTransResponse>('/user/user/confirmTrans', body, { idempotencyKey });
}

/** The confirmed transfer of the member at `address`; their balances and log are read again after it. */
export function useConfirmTransfer(address: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: confirmTransfer,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) }),
  });
}
