import { clearCredentials, getCredentials, setCredentials } from '../../../lib/storage/credentials.ts';
import { recordDeclinedSignIn, signInDeclinedSince } from '../../../lib/storage/declined-sign-in.ts';
import { forgetInviteCode, readInviteCode, rememberInviteCode } from '../../../lib/storage/invite-code.ts';
import type { DeclinedSignIns, InviteCodeStore, SessionStore } from './session-controller.ts';

/** The session in localStorage (SPEC.md §3): address, access token and refresh token. */
export const credentialSessionStore: SessionStore = {
  address: () => {
    const { address, token } = getCredentials();
    return token ? address : undefined;
  },
  save: ({ address, token }) => setCredentials({ address, token, refreshToken: token }),
  clear: (switchingTo) => clearCredentials(switchingTo === undefined ? {} : { switchingTo }),
};

export const storedInviteCode: InviteCodeStore = {
  read: readInviteCode,
  remember: rememberInviteCode,
  forget: forgetInviteCode,
};

export const storedDeclinedSignIns: DeclinedSignIns = {
  record: recordDeclinedSignIn,
  since: signInDeclinedSince,
};
