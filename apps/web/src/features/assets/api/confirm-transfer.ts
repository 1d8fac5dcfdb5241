import type { ConfirmTransRequest, ConfirmTransResponse } from '@colony/contract/money';
import { post } from '../../../lib/http/post.ts';

/** Sends value to another member by address; the key makes a repeated confirmation run once. */
export function confirmTransfer(body: ConfirmTransRequest, idempotencyKey: string) {
  return post<ConfirmTransResponse>('/user/user/confirmTrans', body, { idempotencyKey });
}
