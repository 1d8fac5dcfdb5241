import { post } from '../../../lib/http/post.ts';

/** Revokes the stored session on the server (token and address headers). */
export function logout(): Promise<null> {
  return post<null>('/user/login/logout', {});
}
