import { DEV_ACCOUNTS } from '@colony/devchain/dev-keys';
import { installMulticall3 } from '@colony/devchain/multicall3';
import { type DevChainSetup, deployDevTokens, devServerEnv } from '@colony/devchain/tokens';

/** The colony's root member in the browser scenarios: anvil's first dev account. */
export const ROOT_MEMBER = DEV_ACCOUNTS[0] as (typeof DEV_ACCOUNTS)[number];
/** The root member's invite code, the one every scenario's first visitor can join with. */
export const ROOT_INVITE_CODE = 'TESTCAMP';

/**
 * Readies a fresh local chain as `npm run chain` does: the test USDT and USDC at their fixed
 * addresses (before account 0 sends anything else), and Multicall3, through which the web app
 * batches its wallet reads.
 */
export async function prepareE2eChain(rpcUrl: string): Promise<DevChainSetup> {
  const setup = await deployDevTokens(rpcUrl);
  await installMulticall3(rpcUrl);
  return setup;
}

/**
 * Server settings that put the colony on the local chain with a known root member: its test
 * tokens, treasury (deposits are watched) and hot wallet (withdrawals are sent). The root member
 * is also the operator, who airdrops resources and funds the treasury (`support/operator.ts`).
 */
export function chainServerEnv(rpcUrl: string): Record<string, string> {
  return {
    ...devServerEnv(rpcUrl),
    RPC_URL_56: rpcUrl,
    ROOT_ADDRESS: ROOT_MEMBER.address,
    ROOT_INVITE_CODE,
    OPERATOR_ADDRESSES: ROOT_MEMBER.address,
    // Dozens of sign-ins from one address in a few minutes are a test run, not an attack.
    LOGIN_RATE_LIMIT_MAX: '100000',
    LOGIN_ADDRESS_RATE_LIMIT_MAX: '100000',
    // The scenarios mine blocks on demand; the watcher and the withdrawal sender look every half second.
    CHAIN_POLL_INTERVAL_MS: '500',
  };
}
