import type { WithdrawRequest, WithdrawResponse } from '@colony/contract/money';
import { post } from '../../../lib/http/post.ts';

/** Withdraws a stablecoin to the member's own wallet; the key makes a repeated confirmation run once. */
export function withdraw(body: WithdrawRequest, idempotencyKey: string) {
  return post<WithdrawResponse>('/user/Withdraw/atm', body, { idempotencyKey });
}
