import type { LoginResponse } from '@colony/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { LocalAccount } from 'viem';
import type { Db } from '../db/database.ts';
import { DEMO_ROOT_ADDRESS, DEMO_ROOT_INVITE_CODE } from '../env.ts';
import { ensureRootMember } from '../modules/members/service.ts';
import { post } from './test-app.ts';

/** Creates the colony's root member (the demo defaults, anvil's account 0) the way the server start does. */
export async function seedRootMember(db: Db): Promise<void> {
  await ensureRootMember(db, { address: DEMO_ROOT_ADDRESS, inviteCode: DEMO_ROOT_INVITE_CODE });
}

/** The `token` and `address` headers of a signed-in member. */
export function sessionHeaders(session: { token: string; address: string }): Record<string, string> {
  return { token: session.token, address: session.address };
}

/** The message the server hands `address` to sign; throws unless the server answered 200. */
export async function requestSignInMessage(
  app: FastifyInstance,
  address: string,
  options: { chainId?: number; referee?: string } = {},
): Promise<string> {
  const response = await post(app, '/api/user/login/nonce', {
    address,
    chainId: options.chainId ?? 56,
    ...(options.referee === undefined ? {} : { referee: options.referee }),
  });
  if (response.statusCode !== 200) throw new Error(`nonce refused: ${response.body}`);
  return response.json().data.message;
}

/**
 * Signs `account` in end to end (nonce, signature, login), joining below the
 * member of `referee` when the account is new. Later features use it to get a session.
 */
export async function signIn(
  app: FastifyInstance,
  account: LocalAccount,
  options: { chainId?: number; referee?: string } = {},
): Promise<LoginResponse> {
  const message = await requestSignInMessage(app, account.address, options);
  const sign = await account.signMessage({ message });
  const response = await post(app, '/api/user/login/login', {
    message,
    sign,
    ...(options.referee === undefined ? {} : { referee: options.referee }),
  });
  if (response.statusCode !== 200) throw new Error(`login refused: ${response.body}`);
  return response.json().data;
}
