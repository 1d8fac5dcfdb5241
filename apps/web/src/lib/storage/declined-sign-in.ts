import { localStore } from './local-store.ts';

const DECLINED_SIGN_IN_KEY = 'declinedSignIn';
/** Long enough for every waiting tab to see it; after that it answers nothing anyway. */
const DECLINED_SIGN_IN_TTL_MS = 5 * 60 * 1000;
/**
 * How long before a tab's own sign-in a refusal in another tab still answers it. Every tab hears
 * an account switch, but a busy tab may hear it after the first tab's prompt was refused already
 * (a wallet can refuse at once): that tab would otherwise ask for the same switch again.
 */
const OTHER_TAB_GRACE_MS = 10_000;

/** This page's own mark on the refusals it records. */
const THIS_TAB = Math.random().toString(36).slice(2);

interface DeclinedSignIn {
  address: string;
  at: number;
  /** The tab that recorded it (absent from entries written before tabs were told apart). */
  tab?: string;
}

function isDeclinedSignIn(value: unknown): value is DeclinedSignIn {
  const entry = value as DeclinedSignIn | null;
  return (
    typeof entry?.address === 'string' &&
    typeof entry.at === 'number' &&
    (entry.tab === undefined || typeof entry.tab === 'string')
  );
}

/** Notes, for the other tabs, that the wallet's user refused to sign `address` in just now. */
export function recordDeclinedSignIn(address: string, at: number = Date.now(), tab: string = THIS_TAB): void {
  localStore.write(
    DECLINED_SIGN_IN_KEY,
    { address: address.toLowerCase(), at, tab },
    {
      expiresInMs: DECLINED_SIGN_IN_TTL_MS,
    },
  );
}

/**
 * Whether the user refused, in any tab, to sign `address` in after `since` (epoch ms), or in
 * another tab shortly before it (`OTHER_TAB_GRACE_MS`): the same switch, heard late here.
 */
export function signInDeclinedSince(address: string, since: number): boolean {
  const entry = localStore.read(DECLINED_SIGN_IN_KEY, isDeclinedSignIn);
  if (entry === undefined || entry.address !== address.toLowerCase()) return false;
  const elsewhere = entry.tab !== undefined && entry.tab !== THIS_TAB;
  return entry.at > (elsewhere ? since - OTHER_TAB_GRACE_MS : since);
}
