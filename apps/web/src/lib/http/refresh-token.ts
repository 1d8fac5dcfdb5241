import { isSuccess } from '@colony/contract/envelope';
import { ApiError } from './api-error.ts';
import { InvalidResponseError } from './invalid-response-error.ts';
import { readEnvelope } from './read-envelope.ts';
import { sendRequest } from './send-request.ts';

/** Re-registration that trades the last token for a new one (SPEC.md §4, §7). */
export const REFRESH_PATH = '/user/login/register';

export interface TokenRefresh {
  fetchFn: typeof fetch;
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  appKey: string;
  address: string;
  refreshToken: string;
}

/** The new token from `/user/login/register`; throws when the server does not issue one. */
export async function requestTokenRefresh(refresh: TokenRefresh): Promise<string> {
  const { fetchFn, url, headers, timeoutMs, appKey, address, refreshToken } = refresh;
  const envelope = await sendRequest(
    fetchFn,
    {
      method: 'POST',
      url,
      headers,
      body: JSON.stringify({ appkey: appKey, address, token: refreshToken }),
      timeoutMs,
    },
    readEnvelope,
  );
  if (!isSuccess(envelope)) throw new ApiError(envelope);
  const token = (envelope.data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') throw new InvalidResponseError({ url, status: 200 });
  return token;
}
