import { describe, expect, it } from 'vitest';
import {
  initialMachineState,
  type MachineState,
  type SessionEvent,
  transition,
  type WalletReading,
} from './sign-in-machine.ts';

const ALICE = '0xA11CE00000000000000000000000000000000001';
const BOB = '0xB0B0000000000000000000000000000000000002';

const connected = (address: string, chainId = 56): WalletReading => ({
  status: 'connected',
  address,
  chainId,
});
const disconnected: WalletReading = { status: 'disconnected', address: undefined, chainId: undefined };

function walletChanged(
  wallet: WalletReading,
  extra: { resumed?: boolean; sessionAddress?: string; inviteCode?: string } = {},
): SessionEvent {
  return {
    type: 'walletChanged',
    wallet,
    resumed: extra.resumed ?? false,
    sessionAddress: extra.sessionAddress,
    inviteCode: extra.inviteCode,
  };
}

/** Feeds the events in order and returns the final state with every effect produced. */
function run(events: SessionEvent[], from: MachineState = initialMachineState) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const result = (address: string) => ({ address, token: `token-of-${address}`, inviteCode: 'ABCD2345' });

describe('sign-in machine', () => {
  it('asks for a signature when a wallet connects on an allowed chain, with the invite code it came with', () => {
    const { state, effects } = run([walletChanged(connected(ALICE, 56), { inviteCode: 'WXYZ6789' })]);
    expect(state.session).toEqual({
      kind: 'signingIn',
      address: ALICE,
      chainId: 56,
      attempt: 1,
      referee: 'WXYZ6789',
    });
    expect(effects).toEqual([
      { type: 'signIn', attempt: 1, address: ALICE, chainId: 56, referee: 'WXYZ6789' },
    ]);
  });

  it('stores the session once the login answers, and only then', () => {
    const { state, effects } = run([
      walletChanged(connected(ALICE, 1)),
      { type: 'signedIn', attempt: 1, result: result(ALICE) },
    ]);
    expect(state.session).toEqual({ kind: 'signedIn', address: ALICE });
    expect(effects.at(-1)).toEqual({ type: 'saveSession', result: result(ALICE) });
  });

  it('disconnects when the signature is rejected, and says the member declined it', () => {
    const { state, effects } = run([
      walletChanged(connected(ALICE)),
      { type: 'signInFailed', attempt: 1, rejected: true, error: new Error('User rejected') },
    ]);
    expect(state.session).toEqual({ kind: 'signedOut' });
    expect(effects.slice(1)).toEqual([{ type: 'showSignInDeclined' }, { type: 'disconnectWallet' }]);
  });

  it('says why and disconnects when the sign-in fails otherwise', () => {
    const error = new Error('network down');
    const { state, effects } = run([
      walletChanged(connected(ALICE)),
      { type: 'signInFailed', attempt: 1, rejected: false, error },
    ]);
    expect(state.session).toEqual({ kind: 'signedOut' });
    expect(effects.slice(1)).toEqual([{ type: 'showError', error }, { type: 'disconnectWallet' }]);
  });

  it('opens the bind-superior dialog on -2 with the server message and the link code prefilled', () => {
    const { state, effects } = run([
      walletChanged(connected(ALICE), { inviteCode: 'WXYZ6789' }),
      { type: 'superiorRequired', attempt: 1, notice: 'Please enter the invite code' },
    ]);
    expect(state.session).toEqual({
      kind: 'needsSuperior',
      address: ALICE,
      chainId: 56,
      notice: 'Please enter the invite code',
      code: 'WXYZ6789',
      error: undefined,
      attempt: undefined,
    });
    expect(effects).toHaveLength(1);
  });

  it('signs a fresh message carrying the submitted code, keeps the code, and signs in', () => {
    const { state, effects } = run([
      walletChanged(connected(ALICE)),
      { type: 'superiorRequired', attempt: 1, notice: 'Invite code required' },
      { type: 'inviteCodeSubmitted', code: 'QRST7892' },
    ]);
    expect(state.session).toMatchObject({ kind: 'needsSuperior', code: 'QRST7892', attempt: 2 });
    expect(effects.slice(1)).toEqual([
      { type: 'rememberInviteCode', code: 'QRST7892' },
      { type: 'signIn', attempt: 2, address: ALICE, chainId: 56, referee: 'QRST7892' },
    ]);
    const done = transition(state, { type: 'signedIn', attempt: 2, result: result(ALICE) });
    expect(done.state.session).toEqual({ kind: 'signedIn', address: ALICE });
    expect(done.effects).toEqual([{ type: 'saveSession', result: result(ALICE) }]);
  });

  it('ignores a second submit while a code is being signed', () => {
    const { state, effects } = run([
      walletChanged(connected(ALICE)),
      { type: 'superiorRequired', attempt: 1, notice: 'Invite code required' },
      { type: 'inviteCodeSubmitted', code: 'QRST7892' },
      { type: 'inviteCodeSubmitted', code: 'QRST7893' },
    ]);
    expect(state.session).toMatchObject({ code: 'QRST7892', attempt: 2 });
    expect(effects.filter((effect) => effect.type === 'signIn')).toHaveLength(2);
  });

  it('keeps the dialog open with the reason when the code is refused', () => {
    const { state } = run([
      walletChanged(connected(ALICE)),
      { type: 'superiorRequired', attempt: 1, notice: 'Invite code required' },
      { type: 'inviteCodeSubmitted', code: 'QRST7892' },
      { type: 'inviteCodeRefused', attempt: 2, message: 'Unknown invite code' },
    ]);
    expect(state.session).toMatchObject({
      kind: 'needsSuperior',
      notice: 'Invite code required',
      code: 'QRST7892',
      error: 'Unknown invite code',
      attempt: undefined,
    });
  });

  it('opens the dialog when the code of the link itself is unknown', () => {
    const { state } = run([
      walletChanged(connected(ALICE), { inviteCode: 'WXYZ6789' }),
      { type: 'inviteCodeRefused', attempt: 1, message: 'Unknown invite code' },
    ]);
    expect(state.session).toMatchObject({
      kind: 'needsSuperior',
      code: 'WXYZ6789',
      error: 'Unknown invite code',
    });
  });

  it('disconnects when the dialog is cancelled, and when the fresh signature is rejected', () => {
    const open = run([
      walletChanged(connected(ALICE)),
      { type: 'superiorRequired', attempt: 1, notice: 'Invite code required' },
    ]).state;
    const cancelled = transition(open, { type: 'bindCancelled' });
    expect(cancelled.state.session).toEqual({ kind: 'signedOut' });
    expect(cancelled.effects).toEqual([{ type: 'disconnectWallet' }]);

    const rejected = run(
      [
        { type: 'inviteCodeSubmitted', code: 'QRST7892' },
        { type: 'signInFailed', attempt: 2, rejected: true, error: undefined },
      ],
      open,
    );
    expect(rejected.state.session).toEqual({ kind: 'signedOut' });
    expect(rejected.effects.slice(-2)).toEqual([
      { type: 'showSignInDeclined' },
      { type: 'disconnectWallet' },
    ]);
  });

  it('waits on an unsupported chain and signs in once the wallet switches', () => {
    const waiting = run([walletChanged(connected(ALICE, 137))]);
    expect(waiting.state.session).toEqual({ kind: 'awaitingChain', address: ALICE });
    expect(waiting.effects).toEqual([]);
    const switched = transition(waiting.state, walletChanged(connected(ALICE, 56)));
    expect(switched.state.session).toMatchObject({ kind: 'signingIn', address: ALICE, chainId: 56 });
    expect(switched.effects).toEqual([
      { type: 'signIn', attempt: 1, address: ALICE, chainId: 56, referee: undefined },
    ]);
  });

  it('keeps a session when the signed-in wallet changes chain', () => {
    const signedIn: MachineState = { session: { kind: 'signedIn', address: ALICE }, lastAttempt: 1 };
    for (const chainId of [1, 137, 56]) {
      const next = transition(signedIn, walletChanged(connected(ALICE, chainId), { sessionAddress: ALICE }));
      expect(next.state).toBe(signedIn);
      expect(next.effects).toEqual([]);
    }
  });

  it('ends the old session and signs the new account in when the wallet switches accounts', () => {
    const signedIn: MachineState = { session: { kind: 'signedIn', address: ALICE }, lastAttempt: 1 };
    const { state, effects } = transition(signedIn, walletChanged(connected(BOB), { sessionAddress: ALICE }));
    expect(state.session).toMatchObject({ kind: 'signingIn', address: BOB, attempt: 2 });
    expect(effects).toEqual([
      { type: 'endSession', logout: true, address: ALICE, switchingTo: BOB },
      { type: 'signIn', attempt: 2, address: BOB, chainId: 56, referee: undefined },
    ]);
  });

  it('takes the session another tab stored for the same account, without a signature', () => {
    const { state, effects } = run([
      walletChanged(connected(ALICE)),
      { type: 'signedInElsewhere', attempt: 1 },
    ]);
    expect(state.session).toEqual({ kind: 'signedIn', address: ALICE });
    expect(effects.map((effect) => effect.type)).toEqual(['signIn', 'adoptSession']);
    // An attempt another account took over adopts nothing.
    const later = run([
      walletChanged(connected(ALICE)),
      walletChanged(connected(BOB)),
      { type: 'signedInElsewhere', attempt: 1 },
    ]);
    expect(later.state.session).toMatchObject({ kind: 'signingIn', address: BOB });
    expect(later.effects.map((effect) => effect.type)).toEqual(['signIn', 'signIn']);
  });

  it('drops the answer of a sign-in that another account took over', () => {
    const { state, effects } = run([
      walletChanged(connected(ALICE)),
      walletChanged(connected(BOB)),
      { type: 'signedIn', attempt: 1, result: result(ALICE) },
      { type: 'signInFailed', attempt: 1, rejected: true, error: undefined },
      { type: 'superiorRequired', attempt: 1, notice: 'late' },
    ]);
    expect(state.session).toMatchObject({ kind: 'signingIn', address: BOB, attempt: 2 });
    expect(effects.map((effect) => effect.type)).toEqual(['signIn', 'signIn']);
  });

  it('clears the session, and revokes it, when the wallet disconnects', () => {
    const signedIn: MachineState = { session: { kind: 'signedIn', address: ALICE }, lastAttempt: 1 };
    const { state, effects } = transition(signedIn, walletChanged(disconnected, { sessionAddress: ALICE }));
    expect(state.session).toEqual({ kind: 'signedOut' });
    expect(effects).toEqual([{ type: 'endSession', logout: true, address: ALICE }]);
  });

  it('abandons a sign-in in progress when the wallet disconnects, with nothing to clear', () => {
    const { state, effects } = run([walletChanged(connected(ALICE)), walletChanged(disconnected)]);
    expect(state.session).toEqual({ kind: 'signedOut' });
    expect(effects.map((effect) => effect.type)).toEqual(['signIn']);
  });

  it('resumes a stored session of the same account without a signature', () => {
    const { state, effects } = transition(
      initialMachineState,
      walletChanged(connected(ALICE.toLowerCase()), { resumed: true, sessionAddress: ALICE }),
    );
    expect(state.session).toEqual({ kind: 'signedIn', address: ALICE.toLowerCase() });
    expect(effects).toEqual([]);
  });

  it('lets go of a wallet found again without a session instead of asking for a signature nobody clicked for', () => {
    const { state, effects } = transition(
      initialMachineState,
      walletChanged(connected(ALICE), { resumed: true }),
    );
    expect(state.session).toEqual({ kind: 'signedOut' });
    expect(effects).toEqual([{ type: 'disconnectWallet' }]);
  });

  it("drops another account's stored session when the wallet comes back as someone else", () => {
    const { effects } = transition(
      initialMachineState,
      walletChanged(connected(BOB), { resumed: true, sessionAddress: ALICE }),
    );
    expect(effects).toEqual([
      { type: 'endSession', logout: true, address: ALICE, switchingTo: BOB },
      { type: 'disconnectWallet' },
    ]);
  });

  it('clears a stored session when no wallet comes back', () => {
    const { effects } = transition(
      initialMachineState,
      walletChanged(disconnected, { resumed: true, sessionAddress: ALICE }),
    );
    expect(effects).toEqual([{ type: 'endSession', logout: true, address: ALICE }]);
    expect(transition(initialMachineState, walletChanged(disconnected, { resumed: true })).effects).toEqual(
      [],
    );
  });

  it('lets the wallet go when the server ends the session', () => {
    const signedIn: MachineState = { session: { kind: 'signedIn', address: ALICE }, lastAttempt: 1 };
    const { state, effects } = transition(signedIn, { type: 'sessionEnded' });
    expect(state.session).toEqual({ kind: 'signedOut' });
    expect(effects).toEqual([{ type: 'disconnectWallet' }]);
    expect(transition(initialMachineState, { type: 'sessionEnded' }).effects).toEqual([]);
  });

  it('does nothing while the wallet is still connecting', () => {
    const next = transition(
      initialMachineState,
      walletChanged({ status: 'connecting', address: undefined, chainId: undefined }),
    );
    expect(next.state).toBe(initialMachineState);
    expect(next.effects).toEqual([]);
  });
});
