import { isAllowedChainId } from '../../../lib/wallet/allowed-chain.ts';

/** The wallet connection as the wallet library reports it. */
export interface WalletReading {
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
  address: string | undefined;
  chainId: number | undefined;
}

export type SessionState =
  /** No session; the wallet may be disconnected or being connected. */
  | { kind: 'signedOut' }
  /** Connected without a session on a chain the colony does not run on: the chain dialog is up. */
  | { kind: 'awaitingChain'; address: string }
  /** The sign-in message for `address` is fetched, signed and sent (attempt `attempt`). */
  | { kind: 'signingIn'; address: string; chainId: number; attempt: number; referee: string | undefined }
  /**
   * A new member without a superior: the bind-superior dialog is open. `notice` is the server's
   * message, `error` why the last code was refused, `attempt` set while a code is being signed.
   */
  | {
      kind: 'needsSuperior';
      address: string;
      chainId: number;
      notice: string;
      code: string;
      error: string | undefined;
      attempt: number | undefined;
    }
  | { kind: 'signedIn'; address: string };

export interface MachineState {
  session: SessionState;
  /** The last sign-in attempt started; answers of older attempts are dropped. */
  lastAttempt: number;
}

export interface SignInResult {
  address: string;
  token: string;
  inviteCode: string;
}

export type SessionEvent =
  | {
      type: 'walletChanged';
      wallet: WalletReading;
      /** True while the wallet used on the last visit is being found again (not a click). */
      resumed: boolean;
      /** The address of the stored session, if any. */
      sessionAddress: string | undefined;
      /** The invite code the visitor came with, if any. */
      inviteCode: string | undefined;
    }
  | { type: 'signedIn'; attempt: number; result: SignInResult }
  /** Another tab of this browser signed the same account in while this one waited its turn. */
  | { type: 'signedInElsewhere'; attempt: number }
  | { type: 'superiorRequired'; attempt: number; notice: string }
  | { type: 'inviteCodeRefused'; attempt: number; message: string }
  | { type: 'signInFailed'; attempt: number; rejected: boolean; error: unknown }
  | { type: 'inviteCodeSubmitted'; code: string }
  | { type: 'bindCancelled' }
  /** The server refused the session (-403, or a refresh that failed): credentials are gone. */
  | { type: 'sessionEnded' };

export type SessionEffect =
  | { type: 'signIn'; attempt: number; address: string; chainId: number; referee: string | undefined }
  | { type: 'saveSession'; result: SignInResult }
  /**
   * Drops the stored session of `address` (whatever is stored when undefined); `logout` also
   * revokes it on the server. A session another tab has stored for another account stays.
   */
  | {
      type: 'endSession';
      logout: boolean;
      address: string | undefined;
      /** The account the wallet switched to, when that is why the session ends. */
      switchingTo?: string;
    }
  /** The session another tab stored for this account is this tab's too. */
  | { type: 'adoptSession' }
  | { type: 'disconnectWallet' }
  | { type: 'rememberInviteCode'; code: string }
  | { type: 'showError'; error: unknown }
  /** The member refused to sign the sign-in message in their wallet: say why they are not signed in. */
  | { type: 'showSignInDeclined' };

export interface Transition {
  state: MachineState;
  effects: SessionEffect[];
}

export const initialMachineState: MachineState = { session: { kind: 'signedOut' }, lastAttempt: 0 };

/** Whether two addresses, either possibly missing, are the same account (case aside). */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

function currentAttempt(session: SessionState): number | undefined {
  if (session.kind === 'signingIn') return session.attempt;
  if (session.kind === 'needsSuperior') return session.attempt;
  return undefined;
}

function sessionAddressOf(session: SessionState): string | undefined {
  return session.kind === 'signedOut' ? undefined : session.address;
}

function startSignIn(
  state: MachineState,
  address: string,
  chainId: number,
  referee: string | undefined,
  effects: SessionEffect[],
): Transition {
  const attempt = state.lastAttempt + 1;
  return {
    state: { session: { kind: 'signingIn', address, chainId, attempt, referee }, lastAttempt: attempt },
    effects: [...effects, { type: 'signIn', attempt, address, chainId, referee }],
  };
}

function onWalletChanged(
  state: MachineState,
  event: Extract<SessionEvent, { type: 'walletChanged' }>,
): Transition {
  const { wallet, resumed, sessionAddress, inviteCode } = event;
  const { session } = state;
  const stay: Transition = { state, effects: [] };

  if (wallet.status === 'disconnected') {
    // Disconnecting clears the session, whoever disconnected.
    const hadSession = session.kind === 'signedIn' || sessionAddress !== undefined;
    const ended = session.kind === 'signedIn' ? session.address : sessionAddress;
    return {
      state: { ...state, session: { kind: 'signedOut' } },
      effects: hadSession ? [{ type: 'endSession', logout: true, address: ended }] : [],
    };
  }
  if (wallet.status !== 'connected' || wallet.address === undefined) return stay;

  const { address, chainId } = wallet;
  const current = sessionAddressOf(session);

  // The same account: chain changes never cost a new signature once signed in or while signing.
  if (sameAddress(current, address) && session.kind !== 'awaitingChain') return stay;

  const effects: SessionEffect[] = [];
  // Another account than the session's: that session ends before the new account signs in.
  if (session.kind === 'signedIn')
    effects.push({ type: 'endSession', logout: true, address: session.address, switchingTo: address });
  else if (sessionAddress !== undefined && !sameAddress(sessionAddress, address)) {
    effects.push({ type: 'endSession', logout: true, address: sessionAddress, switchingTo: address });
  }

  // A stored session of this very account resumes without a signature.
  if (session.kind !== 'signedIn' && sameAddress(sessionAddress, address)) {
    return { state: { ...state, session: { kind: 'signedIn', address } }, effects };
  }
  // Found again on page load without a session: asking for a signature nobody clicked for would
  // look like phishing, so the wallet is let go and the visitor connects when they want to.
  if (resumed && session.kind === 'signedOut') {
    return {
      state: { ...state, session: { kind: 'signedOut' } },
      effects: [...effects, { type: 'disconnectWallet' }],
    };
  }
  if (!isAllowedChainId(chainId)) {
    return { state: { ...state, session: { kind: 'awaitingChain', address } }, effects };
  }
  return startSignIn(state, address, chainId, inviteCode, effects);
}

/** The sign-in flow of SPEC.md §4 as a pure function: the next state and what must happen. */
export function transition(state: MachineState, event: SessionEvent): Transition {
  const { session } = state;
  const stay: Transition = { state, effects: [] };

  switch (event.type) {
    case 'walletChanged':
      return onWalletChanged(state, event);

    case 'signedIn':
      if (currentAttempt(session) !== event.attempt) return stay;
      return {
        state: { ...state, session: { kind: 'signedIn', address: event.result.address } },
        effects: [{ type: 'saveSession', result: event.result }],
      };

    case 'signedInElsewhere':
      if (currentAttempt(session) !== event.attempt || session.kind === 'signedOut') return stay;
      return {
        state: { ...state, session: { kind: 'signedIn', address: session.address } },
        effects: [{ type: 'adoptSession' }],
      };

    case 'superiorRequired':
    case 'inviteCodeRefused': {
      if (currentAttempt(session) !== event.attempt) return stay;
      if (session.kind !== 'signingIn' && session.kind !== 'needsSuperior') return stay;
      const code = session.kind === 'signingIn' ? (session.referee ?? '') : session.code;
      const notice =
        event.type === 'superiorRequired'
          ? event.notice
          : session.kind === 'needsSuperior'
            ? session.notice
            : '';
      return {
        state: {
          ...state,
          session: {
            kind: 'needsSuperior',
            address: session.address,
            chainId: session.chainId,
            notice,
            code,
            error: event.type === 'inviteCodeRefused' ? event.message : undefined,
            attempt: undefined,
          },
        },
        effects: [],
      };
    }

    case 'signInFailed':
      if (currentAttempt(session) !== event.attempt) return stay;
      // A failed sign-in disconnects the wallet (SPEC.md §4, a cancelled signature too), and says why.
      return {
        state: { ...state, session: { kind: 'signedOut' } },
        effects: [
          event.rejected ? { type: 'showSignInDeclined' } : { type: 'showError', error: event.error },
          { type: 'disconnectWallet' },
        ],
      };

    case 'inviteCodeSubmitted': {
      if (session.kind !== 'needsSuperior' || session.attempt !== undefined) return stay;
      const attempt = state.lastAttempt + 1;
      return {
        state: {
          session: { ...session, code: event.code, error: undefined, attempt },
          lastAttempt: attempt,
        },
        effects: [
          { type: 'rememberInviteCode', code: event.code },
          {
            type: 'signIn',
            attempt,
            address: session.address,
            chainId: session.chainId,
            referee: event.code,
          },
        ],
      };
    }

    case 'bindCancelled':
      if (session.kind !== 'needsSuperior') return stay;
      return { state: { ...state, session: { kind: 'signedOut' } }, effects: [{ type: 'disconnectWallet' }] };

    case 'sessionEnded':
      if (session.kind !== 'signedIn') return stay;
      // Shown as signed out: the wallet goes too, and the next connect signs in again.
      return { state: { ...state, session: { kind: 'signedOut' } }, effects: [{ type: 'disconnectWallet' }] };
  }
}
