import type { LoginNonceResponse, LoginResponse } from '@colony/contract/auth';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import type { Envelope } from '@colony/contract/envelope';
import { HEADER_ADDRESS, HEADER_APP_KEY, HEADER_LANGUAGE, HEADER_TOKEN } from '@colony/contract/headers';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { baseUrl } from './browser-session.ts';

/**
 * POSTs to the API as the web app does, with a session's headers when given (and any `extraHeaders`,
 * such as an Idempotency-Key); returns the whole envelope.
 */
export async function apiCall<T>(
  apiPath: string,
  body: unknown = {},
  session?: { address: string; token: string },
  server: string = baseUrl,
  extraHeaders: Record<string, string> = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADER_APP_KEY]: DEFAULT_APP_KEY,
    [HEADER_LANGUAGE]: 'en',
    ...extraHeaders,
  };
  if (session) {
    headers[HEADER_ADDRESS] = session.address;
    headers[HEADER_TOKEN] = session.token;
  }
  const response = await fetch(`${server}/api${apiPath}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Signs `privateKey`'s account in without a browser (nonce, signature, login), joining with `referee`. */
export async function signInViaApi(
  privateKey: Hex,
  referee?: string,
  server: string = baseUrl,
): Promise<LoginResponse> {
  const account = privateKeyToAccount(privateKey);
  const withReferee = referee === undefined ? {} : { referee };
  const nonce = await apiCall<LoginNonceResponse>(
    '/user/login/nonce',
    { address: account.address, chainId: 56, ...withReferee },
    undefined,
    server,
  );
  if (nonce.code !== 200) throw new Error(`nonce answered ${JSON.stringify(nonce)}`);
  const sign = await account.signMessage({ message: nonce.data.message });
  const login = await apiCall<LoginResponse>(
    '/user/login/login',
    { message: nonce.data.message, sign, ...withReferee },
    undefined,
    server,
  );
  if (login.code !== 200) throw new Error(`login answered ${JSON.stringify(login)}`);
  return login.data;
}
