import type {
  LoginNonceRequest,
  LoginNonceResponse,
  LoginRequest,
  LoginResponse,
} from '@colony/contract/auth';
import { ERRORS } from '@colony/contract/errors';
import type { AppEvents } from '../../../lib/events/app-events.ts';
import type { EventBus } from '../../../lib/events/event-bus.ts';
import { ApiError } from '../../../lib/http/api-error.ts';
import type { CrossTabLock } from '../../../lib/http/cross-tab-lock.ts';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection.ts';
import {
  initialMachineState,
  type MachineState,
  type SessionEffect,
  type SessionEvent,
  type SignInResult,
  sameAddress,
  transition,
  type WalletReading,
} from './sign-in-machine.ts';
import { signedInviteCode } from './signed-invite-code.ts';

export interface SessionWallet {
  read(): WalletReading;
  watch(listener: (reading: WalletReading) => void): () => void;
  signMessage(address: string, message: string): Promise<string>;
  disconnect(): Promise<void>;
}

export interface SessionApi {
  nonce(body: LoginNonceRequest): Promise<LoginNonceResponse>;
  login(body: LoginRequest): Promise<LoginResponse>;
  logout(): Promise<unknown>;
}

export interface SessionStore {
  /** The address of the stored session, if one is stored. */
  address(): string | undefined;
  save(result: SignInResult): void;
  /** Removes the stored session; `switchingTo` when the wallet switched to that account. */
  clear(switchingTo?: string): void;
}

export interface InviteCodeStore {
  read(): string | undefined;
  remember(code: string): void;
  forget(): void;
}

export interface SessionControllerDeps {
  wallet: SessionWallet;
  api: SessionApi;
  session: SessionStore;
  inviteCode: InviteCodeStore;
  events: EventBus<AppEvents>;
  showError(error: unknown): void;
  /** Tells the member the sign-in ended because they refused to sign in their wallet. */
  showSignInDeclined(): void;
  /**
   * Taken by each sign-in, from its nonce to its stored session, so that tabs following one
   * wallet ask for one signature between them: a tab that waited finds the account signed in by
   * the other one and takes that session. Without it (one tab, or no Web Locks) sign-ins run at once.
   */
  signInLock?: CrossTabLock;
  /**
   * Refused signatures, shared with the other tabs: a tab that waited its turn while the user
   * refused to sign the same account in elsewhere lets the wallet go instead of asking again.
   */
  declinedSignIns?: DeclinedSignIns;
}

export interface DeclinedSignIns {
  record(address: string): void;
  /** Whether signing `address` in was refused after `since` (epoch ms). */
  since(address: string, since: number): boolean;
}

export interface SessionController {
  getState(): MachineState;
  subscribe(listener: () => void): () => void;
  /** Follows the wallet from now on; returns the function that stops it. */
  start(): () => void;
  /**
   * Runs `reconnect` (finding the wallet used on the last visit) once, then settles the stored
   * session against what it found.
   */
  resume(reconnect: () => Promise<unknown>): Promise<void>;
  /** True while `resume` runs. */
  isResuming(): boolean;
  /** Resolves once no `resume` runs. */
  settled(): Promise<void>;
  submitInviteCode(code: string): void;
  cancelBind(): void;
}

/** Runs the sign-in machine against the wallet, the API, storage and the app's events. */
export function createSessionController(deps: SessionControllerDeps): SessionController {
  const { wallet, api, session, inviteCode, events } = deps;
  let state = initialMachineState;
  let resuming = false;
  let resumed: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  /** Checked after every state change: sign-ins waiting to learn that they are no longer current. */
  const supersededChecks = new Set<() => void>();
  const signInLock: CrossTabLock = deps.signInLock ?? ((task) => task());

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function dispatch(event: SessionEvent) {
    const next = transition(state, event);
    if (next.state !== state) {
      state = next.state;
      notify();
      for (const check of [...supersededChecks]) check();
    }
    for (const effect of next.effects) run(effect);
  }

  /** Resolves once `attempt` is no longer the sign-in in progress. */
  function superseded(attempt: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (isCurrent(attempt)) return;
        supersededChecks.delete(check);
        resolve();
      };
      supersededChecks.add(check);
      check();
    });
  }

  function walletChanged(reading: WalletReading) {
    dispatch({
      type: 'walletChanged',
      wallet: reading,
      resumed: resuming,
      sessionAddress: session.address(),
      inviteCode: inviteCode.read(),
    });
  }

  function signIn(effect: Extract<SessionEffect, { type: 'signIn' }>) {
    const { attempt, address } = effect;
    const askedAt = Date.now();
    // The lock goes as soon as this attempt is over or taken over, even while a wallet prompt
    // nobody answers keeps the attempt's own work waiting.
    return signInLock(() =>
      Promise.race([
        (async () => {
          if (!isCurrent(attempt)) return;
          if (sameAddress(session.address(), address)) {
            dispatch({ type: 'signedInElsewhere', attempt });
            return;
          }
          if (deps.declinedSignIns?.since(address, askedAt)) {
            dispatch({ type: 'signInFailed', attempt, rejected: true, error: undefined });
            return;
          }
          await signInNow(effect);
        })(),
        superseded(attempt),
      ]),
    ).catch((error: unknown) => {
      // The browser refused the lock itself: the attempt ends as any failed sign-in does.
      dispatch({ type: 'signInFailed', attempt, rejected: false, error });
    });
  }

  async function signInNow(effect: Extract<SessionEffect, { type: 'signIn' }>) {
    const { attempt, address, chainId, referee } = effect;
    const withReferee = referee === undefined ? {} : { referee };
    try {
      const { message } = await api.nonce({ address, chainId, ...withReferee });
      // Another account or a disconnect may have taken over while the nonce was on its way.
      if (!isCurrent(attempt)) return;
      const sign = await wallet.signMessage(address, message);
      if (!isCurrent(attempt)) return;
      // Login sends the code that was signed: the server leaves a member's out of the message.
      const signedCode = signedInviteCode(message);
      const result = await api.login({
        message,
        sign,
        ...(signedCode === undefined ? {} : { referee: signedCode }),
      });
      dispatch({ type: 'signedIn', attempt, result });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.bindSuperior.code) {
        dispatch({ type: 'superiorRequired', attempt, notice: error.msg });
      } else if (error instanceof ApiError && error.code === ERRORS.inviteCodeUnknown.code) {
        dispatch({ type: 'inviteCodeRefused', attempt, message: error.msg });
      } else {
        const rejected = isUserRejection(error);
        if (rejected && isCurrent(attempt)) deps.declinedSignIns?.record(address);
        dispatch({ type: 'signInFailed', attempt, rejected, error });
      }
    }
  }

  function isCurrent(attempt: number): boolean {
    const { session: current } = state;
    return (current.kind === 'signingIn' || current.kind === 'needsSuperior') && current.attempt === attempt;
  }

  function run(effect: SessionEffect) {
    switch (effect.type) {
      case 'signIn':
        void signIn(effect);
        return;
      case 'saveSession':
        session.save(effect.result);
        inviteCode.forget();
        events.emit('loginRequest');
        events.emit('params');
        return;
      case 'endSession': {
        const stored = session.address();
        // Another tab has signed another account in meanwhile: that session is not this one's to end.
        if (stored !== undefined && effect.address !== undefined && !sameAddress(stored, effect.address))
          return;
        // The logout call takes the stored token with it before the store is cleared.
        if (effect.logout && stored !== undefined) void api.logout().catch(() => {});
        session.clear(effect.switchingTo);
        events.emit('initRequest');
        return;
      }
      case 'adoptSession':
        inviteCode.forget();
        events.emit('loginRequest');
        events.emit('params');
        return;
      case 'disconnectWallet':
        void wallet.disconnect().catch(() => {});
        return;
      case 'rememberInviteCode':
        inviteCode.remember(effect.code);
        return;
      case 'showError':
        deps.showError(effect.error);
        return;
      case 'showSignInDeclined':
        deps.showSignInDeclined();
        return;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const stopWatching = wallet.watch(walletChanged);
      // The app's own initRequest (after a logout) finds the machine signed out already and does nothing.
      const stopListening = events.on('initRequest', () => dispatch({ type: 'sessionEnded' }));
      return () => {
        stopWatching();
        stopListening();
      };
    },
    resume(reconnect) {
      resumed ??= (async () => {
        resuming = true;
        notify();
        try {
          await reconnect().catch(() => {});
          walletChanged(wallet.read());
        } finally {
          resuming = false;
          notify();
        }
      })();
      return resumed;
    },
    isResuming: () => resuming,
    settled: () => resumed ?? Promise.resolve(),
    submitInviteCode(code) {
      dispatch({ type: 'inviteCodeSubmitted', code });
    },
    cancelBind() {
      dispatch({ type: 'bindCancelled' });
    },
  };
}
