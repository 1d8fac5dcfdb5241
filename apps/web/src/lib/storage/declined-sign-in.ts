import { localStore } from './local-store.ts';

const DECLINED_SIGN_IN_KEY = 'declinedSignIn';
/** Long enough for every waiting tab to see it; after that it answers nothing anyway. */
const DECLINED_SIGN_IN_TTL_MS = 5 * 60 * 1000;

interface DeclinedSignIn {
  address: string;
  at: number;
}

function isDeclinedSignIn(value: unknown): value is DeclinedSignIn {
  const entry = value as DeclinedSignIn | null;
  return typeof entry?.address === 'string' && typeof entry.at === 'number';
}

/** Notes, for the other tabs, that the wallet's user refused to sign `address` in just now. */
export function recordDeclinedSignIn(address: string, at: number = Date.now()): void {
  localStore.write(
    DECLINED_SIGN_IN_KEY,
    { address: address.toLowerCase(), at },
    {
      expiresInMs: DECLINED_SIGN_IN_TTL_MS,
    },
  );
}

/** Whether the user refused, in any tab, to sign `address` in after `since` (epoch ms). */
export function signInDeclinedSince(address: string, since: number): boolean {
  const entry = localStore.read(DECLINED_SIGN_IN_KEY, isDeclinedSignIn);
  return entry !== undefined && entry.address === address.toLowerCase() && entry.at > since;
}
