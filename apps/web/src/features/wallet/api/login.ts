import type { LoginRequest, LoginResponse } from '@colony/contract/auth';
import { post } from '../../../lib/http/post.ts';

/** Trades the signed message for a session; -2 (`ApiError`) when the new member must bind a superior. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return post<LoginResponse>('/user/login/login', body);
}
