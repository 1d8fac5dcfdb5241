import { DEV_ACCOUNTS } from '@colony/devchain/dev-keys';

/** The colony's root member in the browser scenarios: anvil's first dev account. */
export const ROOT_MEMBER = DEV_ACCOUNTS[0] as (typeof DEV_ACCOUNTS)[number];
/** The root member's invite code, the one every scenario's first visitor can join with. */
export const ROOT_INVITE_CODE = 'TESTCAMP';

/** Server settings that put the colony on the local chain with a known root member. */
export function chainServerEnv(rpcUrl: string): Record<string, string> {
  return {
    RPC_URL_56: rpcUrl,
    ROOT_ADDRESS: ROOT_MEMBER.address,
    ROOT_INVITE_CODE,
    // Dozens of sign-ins from one address in a few minutes are a test run, not an attack.
    LOGIN_RATE_LIMIT_MAX: '100000',
    LOGIN_ADDRESS_RATE_LIMIT_MAX: '100000',
  };
}
