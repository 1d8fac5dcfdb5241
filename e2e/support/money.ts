import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import { devTestClient } from '@colony/devchain/clients';
import { DEV_TREASURY } from '@colony/devchain/dev-keys';
import { DEV_TOKENS, mintTestToken, sendTestToken, tokenBalance } from '@colony/devchain/tokens';
import type { Page } from 'playwright-core';
import { type Address, type Hex, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import { apiCall } from './api-sign-in.ts';
import { ROOT_INVITE_CODE } from './e2e-chain.ts';
import { waitForWalletPhase, walletButton } from './wallet-session.ts';

/** Base units of `amount` whole units of an asset (every asset and the test tokens have 18 decimals). */
export function units(amount: string, asset: Asset = 'USDT'): bigint {
  return parseUnits(amount, ASSET_DECIMALS[asset]);
}

/** Gives `to` test tokens on the local chain. */
export async function mintStablecoin(to: Address, amount: string, asset: 'USDT' | 'USDC' = 'USDT') {
  await mintTestToken({
    rpcUrl: inject('rpcUrl'),
    token: DEV_TOKENS[asset].address,
    to,
    amount: units(amount),
  });
}

export function walletTokenBalance(account: Address, asset: 'USDT' | 'USDC' = 'USDT') {
  return tokenBalance(inject('rpcUrl'), DEV_TOKENS[asset].address, account);
}

/** Mines `count` blocks at once, so a deposit reaches its confirmations. */
export async function mineBlocks(count: number) {
  await devTestClient(inject('rpcUrl')).mine({ blocks: count });
}

/** Connects the test wallet from the home page through the root's invite link and waits for the session. */
export async function signInInBrowser(page: Page) {
  await page.goto(`/?code=${ROOT_INVITE_CODE}`);
  await walletButton(page).click();
  await waitForWalletPhase(page, 'connected');
}

/** The session the page holds, for API calls made beside the browser. */
export async function pageSession(page: Page): Promise<{ address: string; token: string }> {
  return page.evaluate(() => {
    const read = (key: string) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { value?: string }).value ?? '';
    return { address: read('accessAddress'), token: read('accessToken') };
  });
}

/** The member's available balance of an asset as the API answers it (the shared server's, or `server`'s). */
export async function apiAvailable(
  session: { address: string; token: string },
  asset: Asset,
  server?: string,
): Promise<bigint> {
  const index = await apiCall<UserIndexWithAssetsResponse>('/user/user/index', {}, session, server);
  if (index.code !== 200) throw new Error(`user/index answered ${JSON.stringify(index)}`);
  return BigInt(index.data.assets.find((entry) => entry.asset === asset)?.available ?? '0');
}

/** Polls `read` until `accept` holds, for states the server reaches on its own pace. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

/**
 * A deposit made beside the browser: `privateKey`'s account sends test tokens to the treasury on
 * the local chain, blocks are mined past the confirmations, and the member's balance is awaited
 * (on the shared server, or on `server`).
 */
export async function depositFromKey(
  privateKey: Hex,
  amount: string,
  session: { address: string; token: string },
  asset: 'USDT' | 'USDC' = 'USDT',
  server?: string,
) {
  const rpcUrl = inject('rpcUrl');
  const account = privateKeyToAccount(privateKey);
  const before = await apiAvailable(session, asset, server);
  await mintTestToken({
    rpcUrl,
    token: DEV_TOKENS[asset].address,
    to: account.address,
    amount: units(amount),
  });
  await sendTestToken({
    rpcUrl,
    token: DEV_TOKENS[asset].address,
    from: account,
    to: DEV_TREASURY.address,
    amount: units(amount),
  });
  await mineBlocks(3);
  await eventually(
    () => apiAvailable(session, asset, server),
    (available) => available === before + units(amount),
  );
}
