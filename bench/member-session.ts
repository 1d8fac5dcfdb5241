/**
 * A signed-in member for the web bench's member pages, made through the API as the browser tests
 * make theirs: the demo's root member (an operator of the bench's server) opens a proposal and
 * airdrops resources, and a fresh wallet key joins with the root's invite code and signs in. Then
 * the script that gives a Lighthouse tab that member's session, as a returning member's browser
 * has it: the stored credentials, and a wallet that still holds the account.
 */
import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS } from '@colony/contract/assets';
import type { LoginNonceResponse, LoginResponse } from '@colony/contract/auth';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import type { Envelope } from '@colony/contract/envelope';
import type { PollCreateRequest, PollInfoResponse } from '@colony/contract/governance';
import { POLL_PATHS } from '@colony/contract/governance-signing';
import type { AirdropAsset, AirdropRequest } from '@colony/contract/grants';
import {
  HEADER_ADDRESS,
  HEADER_APP_KEY,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_LANGUAGE,
  HEADER_TOKEN,
} from '@colony/contract/headers';
import { CREDENTIAL_KEYS } from '@colony/contract/session-storage';
import { type Hex, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DEMO_ROOT_INVITE_CODE } from '../apps/server/src/env.ts';
import { DEV_ACCOUNTS } from '../packages/devchain/src/dev-keys.ts';

/** The demo's root member: anvil's first account, whose key is public. */
const ROOT = DEV_ACCOUNTS[0] as (typeof DEV_ACCOUNTS)[number];

/** What the bench's server needs so the root member may open proposals and airdrop. */
export const MEMBER_PAGES_SERVER_ENV = { OPERATOR_ADDRESSES: ROOT.address };

/** What the member holds, so /myAssets shows balances and a money log rather than zeros. */
const AIRDROPS: [AirdropAsset, string][] = [
  ['MM', '1250'],
  ['MC', '80'],
  ['UME', '12.5'],
];

interface Session {
  address: string;
  token: string;
}

export interface BenchMember extends Session {
  /** A proposal open for voting, for /voteDetail. */
  proposalId: string;
}

async function call<T>(
  baseUrl: string,
  apiPath: string,
  body: unknown,
  session?: Session,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER_APP_KEY]: DEFAULT_APP_KEY,
      [HEADER_LANGUAGE]: 'en',
      ...(session ? { [HEADER_ADDRESS]: session.address, [HEADER_TOKEN]: session.token } : {}),
      ...extraHeaders,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${apiPath} answered ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A write that moves something, as the app sends it: with a fresh Idempotency-Key. */
function write<T>(baseUrl: string, apiPath: string, body: unknown, session: Session): Promise<T> {
  return call<T>(baseUrl, apiPath, body, session, { [HEADER_IDEMPOTENCY_KEY]: randomUUID() });
}

/** Signs the key's account in (nonce, signature, login), joining with `referee` if it is new. */
async function signIn(baseUrl: string, privateKey: Hex, referee?: string): Promise<Session> {
  const account = privateKeyToAccount(privateKey);
  const withReferee = referee === undefined ? {} : { referee };
  const { message } = await call<LoginNonceResponse>(baseUrl, '/user/login/nonce', {
    address: account.address,
    chainId: 56,
    ...withReferee,
  });
  const sign = await account.signMessage({ message });
  const login = await call<LoginResponse>(baseUrl, '/user/login/login', { message, sign, ...withReferee });
  return { address: login.address, token: login.token };
}

/** A new member holding some resources, and an open proposal, on the server at `baseUrl`. */
export async function prepareBenchMember(baseUrl: string): Promise<BenchMember> {
  const operator = await signIn(baseUrl, ROOT.privateKey);
  const startAt = Date.now();
  const proposal: PollCreateRequest = {
    title: { en: 'Open a second landing zone on the southern ridge' },
    body: { en: 'The colony decides whether the next landing zone opens on the southern ridge this season.' },
    choices: [{ en: 'Open it this season' }, { en: 'Wait for the next season' }],
    votingType: 'single',
    startAt: new Date(startAt).toISOString(),
    endAt: new Date(startAt + 7 * 24 * 3_600_000).toISOString(),
  };
  const created = await write<PollInfoResponse>(baseUrl, POLL_PATHS.create, proposal, operator);

  const member = await signIn(baseUrl, generatePrivateKey(), DEMO_ROOT_INVITE_CODE);
  for (const [asset, amount] of AIRDROPS) {
    const grant: AirdropRequest = {
      to: member.address,
      asset,
      amount: parseUnits(amount, ASSET_DECIMALS[asset]).toString(),
      reason: 'web bench member',
    };
    await write(baseUrl, '/admin/Airdrop/grant', grant, operator);
  }
  return { ...member, proposalId: created.id };
}

/**
 * A script for a tab's every new document: on the app's origin it stores the member's session
 * as the app does after a sign-in (`{ value, expiresAt }` entries), marks the injected wallet as
 * the one last connected (wagmi's `injected.connected`), and injects a wallet (EIP-1193) that
 * holds the member's account on BNB Smart Chain. The app then resumes the session on load as
 * for a returning member, without a signature; a wallet it could not find would end the session.
 * The wallet answers only what reconnecting asks; nothing in the measured pages signs.
 */
export function memberSessionScript(origin: string, member: Session): string {
  const entry = (value: string) => JSON.stringify({ value, expiresAt: null });
  const stored: Record<string, string> = {
    [CREDENTIAL_KEYS.address]: entry(member.address),
    [CREDENTIAL_KEYS.token]: entry(member.token),
    [CREDENTIAL_KEYS.refreshToken]: entry(member.token),
    'wagmi.injected.connected': 'true',
  };
  return `(() => {
  if (location.origin !== ${JSON.stringify(origin)}) return;
  const stored = ${JSON.stringify(stored)};
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const accounts = [${JSON.stringify(member.address)}];
  const answers = {
    eth_accounts: accounts,
    eth_requestAccounts: accounts,
    eth_chainId: '0x38',
    net_version: '56',
  };
  const wallet = {
    request: async ({ method }) => {
      if (method in answers) return answers[method];
      throw Object.assign(new Error(method + ' is not supported by the bench wallet'), { code: 4200 });
    },
    on: () => wallet,
    removeListener: () => wallet,
  };
  window.ethereum = wallet;
})();`;
}
