import type { LoginNonceRequest, LoginNonceResponse } from '@colony/contract/auth';
import { post } from '../../../lib/http/post.ts';

/** The EIP-4361 message for `address` to sign, carrying a single-use nonce (and the invite code, if given). */
export function requestLoginNonce(body: LoginNonceRequest): Promise<LoginNonceResponse> {
  return post<LoginNonceResponse>('/user/login/nonce', body);
}
