import type { LoginNonceRequest, LoginRequest } from '@colony/contract/auth';
import { ERRORS } from '@colony/contract/errors';
import { inviteCodeResource } from '@colony/contract/invite-code';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it, vi } from 'vitest';
import type { AppEvents } from '../../../lib/events/app-events.ts';
import { createEventBus } from '../../../lib/events/event-bus.ts';
import { ApiError } from '../../../lib/http/api-error.ts';
import type { CrossTabLock } from '../../../lib/http/cross-tab-lock.ts';
import { createSessionController, type DeclinedSignIns, type SessionWallet } from './session-controller.ts';
import type { WalletReading } from './sign-in-machine.ts';

const ALICE = '0xA11CE00000000000000000000000000000000001';
const BOB = '0xB0B0000000000000000000000000000000000002';

/** The server's n-th sign-in message: EIP-4361, carrying `code` in its Resources when given. */
function signInMessage(address: string, chainId: number, n: number, code?: string) {
  return createSiweMessage({
    domain: 'colony.test',
    uri: 'https://colony.test',
    version: '1',
    address: getAddress(address),
    chainId,
    nonce: `nonce${String(n).padStart(4, '0')}`,
    issuedAt: new Date('2025-01-01T00:00:00Z'),
    ...(code ? { resources: [inviteCodeResource(code)] } : {}),
  });
}

function fakeWallet() {
  let reading: WalletReading = { status: 'disconnected', address: undefined, chainId: undefined };
  const listeners = new Set<(reading: WalletReading) => void>();
  const signatures: { address: string; message: string }[] = [];
  let answer: (message: string) => Promise<string> = async (message) => `0xsig:${message}`;
  const wallet: SessionWallet = {
    read: () => reading,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signMessage(address, message) {
      signatures.push({ address, message });
      return answer(message);
    },
    disconnect: vi.fn(async () => set({ status: 'disconnected', address: undefined, chainId: undefined })),
  };
  function set(next: WalletReading) {
    reading = next;
    for (const listener of [...listeners]) listener(next);
  }
  return {
    wallet,
    signatures,
    connect: (address: string, chainId = 56) => set({ status: 'connected', address, chainId }),
    set,
    answerWith(next: (message: string) => Promise<string>) {
      answer = next;
    },
  };
}

/** `members` have joined already: the server leaves any code out of their message. */
function setup(
  options: {
    storedAddress?: string;
    inviteCode?: string;
    members?: string[];
    /** The browser's storage, when several tabs share it. */
    storage?: { address: string | undefined };
    signInLock?: CrossTabLock;
    declinedSignIns?: DeclinedSignIns;
  } = {},
) {
  const wallet = fakeWallet();
  const storage = options.storage ?? { address: options.storedAddress };
  let code = options.inviteCode;
  const nonces: LoginNonceRequest[] = [];
  const logins: LoginRequest[] = [];
  let loginAnswer: (body: LoginRequest) => Promise<{ token: string; address: string; inviteCode: string }> =
    async () => ({ token: 'jwt-1', address: ALICE, inviteCode: 'ABCD2345' });
  const events = createEventBus<AppEvents>();
  const emitted: string[] = [];
  for (const name of ['initRequest', 'loginRequest', 'params'] as const)
    events.on(name, () => emitted.push(name));
  const api = {
    nonce: vi.fn(async (body: LoginNonceRequest) => {
      nonces.push(body);
      const code = options.members?.includes(body.address) ? undefined : body.referee;
      return { message: signInMessage(body.address, body.chainId, nonces.length, code) };
    }),
    login: vi.fn((body: LoginRequest) => {
      logins.push(body);
      return loginAnswer(body);
    }),
    logout: vi.fn(async () => null),
  };
  const saved: unknown[] = [];
  const showError = vi.fn();
  const showSignInDeclined = vi.fn();
  const controller = createSessionController({
    wallet: wallet.wallet,
    api,
    session: {
      address: () => storage.address,
      save: (result) => {
        saved.push(result);
        storage.address = result.address;
      },
      clear: () => {
        storage.address = undefined;
      },
    },
    inviteCode: {
      read: () => code,
      remember: (next) => {
        code = next;
      },
      forget: () => {
        code = undefined;
      },
    },
    events,
    showError,
    showSignInDeclined,
    ...(options.signInLock ? { signInLock: options.signInLock } : {}),
    ...(options.declinedSignIns ? { declinedSignIns: options.declinedSignIns } : {}),
  });
  const stop = controller.start();
  return {
    controller,
    stop,
    wallet,
    api,
    nonces,
    logins,
    saved,
    emitted,
    events,
    showError,
    showSignInDeclined,
    stored: () => storage.address,
    inviteCode: () => code,
    answerLogin(next: typeof loginAnswer) {
      loginAnswer = next;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One Web Lock as the browser keeps it for its tabs: one holder at a time, the others in turn. */
function sharedLock(): CrossTabLock & { held: () => boolean } {
  let tail: Promise<unknown> = Promise.resolve();
  let holding = false;
  const lock = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      holding = true;
      try {
        return await task();
      } finally {
        holding = false;
      }
    });
    tail = run.catch(() => {});
    return run;
  };
  return Object.assign(lock, { held: () => holding });
}

/** Two tabs of one browser, following one wallet account (as an extension's wallet is). */
function twoTabs(options: { storedAddress?: string } = {}) {
  const storage = { address: options.storedAddress };
  const signInLock = sharedLock();
  const declinedSignIns = declinedInMemory();
  return {
    storage,
    signInLock,
    tabs: [
      setup({ storage, signInLock, declinedSignIns }),
      setup({ storage, signInLock, declinedSignIns }),
    ] as const,
  };
}

/** Refused sign-ins as the browser's storage keeps them for all tabs. */
function declinedInMemory(): DeclinedSignIns {
  let last: { address: string; at: number } | undefined;
  return {
    record: (address) => {
      last = { address: address.toLowerCase(), at: Date.now() };
    },
    since: (address, since) => last?.address === address.toLowerCase() && last.at > since,
  };
}

describe('session controller', () => {
  it('signs in on connect: nonce for the address and chain, the wallet signs that very message, login sends it back', async () => {
    const t = setup({ inviteCode: 'WXYZ6789' });
    t.wallet.connect(ALICE, 1);
    await settle();
    expect(t.nonces).toEqual([{ address: ALICE, chainId: 1, referee: 'WXYZ6789' }]);
    const message = signInMessage(ALICE, 1, 1, 'WXYZ6789');
    expect(t.wallet.signatures).toEqual([{ address: ALICE, message }]);
    expect(t.logins).toEqual([{ message, sign: `0xsig:${message}`, referee: 'WXYZ6789' }]);
    expect(t.saved).toEqual([{ token: 'jwt-1', address: ALICE, inviteCode: 'ABCD2345' }]);
    expect(t.emitted).toEqual(['loginRequest', 'params']);
    expect(t.inviteCode()).toBeUndefined();
    expect(t.controller.getState().session).toEqual({ kind: 'signedIn', address: ALICE });
  });

  it('sends the code the signed message carries: none for a member who kept someone else’s invite link', async () => {
    const t = setup({ inviteCode: 'WXYZ6789', members: [ALICE] });
    t.wallet.connect(ALICE);
    await settle();
    expect(t.nonces).toEqual([{ address: ALICE, chainId: 56, referee: 'WXYZ6789' }]);
    expect(t.wallet.signatures[0]?.message).not.toContain('WXYZ6789');
    expect(t.logins).toHaveLength(1);
    expect(t.logins[0]).not.toHaveProperty('referee');
    expect(t.controller.getState().session).toEqual({ kind: 'signedIn', address: ALICE });
    // Signed in, the kept code has done its part.
    expect(t.inviteCode()).toBeUndefined();
  });

  it('sends the code in the form the server signed it, not as the link spelled it', async () => {
    const t = setup({ inviteCode: 'wxyz6789' });
    t.api.nonce.mockImplementationOnce(async (body) => {
      t.nonces.push(body);
      return { message: signInMessage(body.address, body.chainId, 1, 'WXYZ6789') };
    });
    t.wallet.connect(ALICE);
    await settle();
    expect(t.logins[0]?.referee).toBe('WXYZ6789');
  });

  it('sends no referee when the visitor came without a code', async () => {
    const t = setup();
    t.wallet.connect(ALICE);
    await settle();
    expect(t.nonces[0]).toEqual({ address: ALICE, chainId: 56 });
    expect(t.logins[0]).not.toHaveProperty('referee');
  });

  it('disconnects when the signature is rejected, says why once, and stores nothing', async () => {
    const t = setup();
    t.wallet.answerWith(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    t.wallet.connect(ALICE);
    await settle();
    expect(t.wallet.wallet.disconnect).toHaveBeenCalledOnce();
    expect(t.showSignInDeclined).toHaveBeenCalledOnce();
    expect(t.showError).not.toHaveBeenCalled();
    expect(t.api.login).not.toHaveBeenCalled();
    expect(t.saved).toEqual([]);
    expect(t.controller.getState().session).toEqual({ kind: 'signedOut' });
  });

  it('on -2 opens the bind step, then signs a fresh message carrying the code and signs in', async () => {
    const t = setup();
    t.answerLogin(async (body) => {
      if (!body.referee)
        throw new ApiError({ code: ERRORS.bindSuperior.code, msg: 'Please enter invite code', data: null });
      return { token: 'jwt-2', address: ALICE, inviteCode: 'NEWKEY23' };
    });
    t.wallet.connect(ALICE);
    await settle();
    expect(t.controller.getState().session).toMatchObject({
      kind: 'needsSuperior',
      notice: 'Please enter invite code',
    });
    expect(t.emitted).toEqual([]);

    t.controller.submitInviteCode('QRST7892');
    await settle();
    expect(t.nonces.map((body) => body.referee)).toEqual([undefined, 'QRST7892']);
    expect(t.wallet.signatures).toHaveLength(2);
    expect(t.logins[1]?.message).toBe(signInMessage(ALICE, 56, 2, 'QRST7892'));
    expect(t.logins[1]?.referee).toBe('QRST7892');
    expect(t.controller.getState().session).toEqual({ kind: 'signedIn', address: ALICE });
    expect(t.emitted).toEqual(['loginRequest', 'params']);
  });

  it('keeps the bind step open with the reason when the code is unknown', async () => {
    const t = setup({ inviteCode: 'WXYZ6789' });
    t.answerLogin(async () => {
      throw new ApiError({
        code: ERRORS.inviteCodeUnknown.code,
        msg: 'This invite code does not exist',
        data: null,
      });
    });
    t.wallet.connect(ALICE);
    await settle();
    expect(t.controller.getState().session).toMatchObject({
      kind: 'needsSuperior',
      code: 'WXYZ6789',
      error: 'This invite code does not exist',
    });
    expect(t.wallet.wallet.disconnect).not.toHaveBeenCalled();
  });

  it('shows the reason and disconnects when the login fails otherwise', async () => {
    const t = setup();
    const failure = new ApiError({ code: ERRORS.nonceInvalid.code, msg: 'Nonce expired', data: null });
    t.answerLogin(async () => {
      throw failure;
    });
    t.wallet.connect(ALICE);
    await settle();
    expect(t.showError).toHaveBeenCalledWith(failure);
    expect(t.wallet.wallet.disconnect).toHaveBeenCalledOnce();
  });

  it('signs the new account in when the wallet switches, after revoking the old session', async () => {
    const t = setup();
    t.wallet.connect(ALICE);
    await settle();
    t.answerLogin(async () => ({ token: 'jwt-bob', address: BOB, inviteCode: 'BOBKEY23' }));
    t.wallet.connect(BOB);
    expect(t.api.logout).toHaveBeenCalledOnce();
    await settle();
    expect(t.nonces.at(-1)?.address).toBe(BOB);
    expect(t.stored()).toBe(BOB);
    expect(t.emitted).toEqual(['loginRequest', 'params', 'initRequest', 'loginRequest', 'params']);
  });

  it('ignores a signature that arrives after the wallet moved on to another account', async () => {
    const t = setup();
    let release: (value: string) => void = () => {};
    t.wallet.answerWith(() => new Promise((resolve) => (release = resolve)));
    t.wallet.connect(ALICE);
    await settle();
    t.wallet.answerWith(async (message) => `0xsig:${message}`);
    t.answerLogin(async () => ({ token: 'jwt-bob', address: BOB, inviteCode: 'BOBKEY23' }));
    t.wallet.connect(BOB);
    await settle();
    release('0xlate');
    await settle();
    expect(t.logins.map((body) => body.sign)).not.toContain('0xlate');
    expect(t.stored()).toBe(BOB);
  });

  it('clears and revokes the session when the wallet disconnects', async () => {
    const t = setup();
    t.wallet.connect(ALICE);
    await settle();
    t.wallet.set({ status: 'disconnected', address: undefined, chainId: undefined });
    expect(t.api.logout).toHaveBeenCalledOnce();
    expect(t.stored()).toBeUndefined();
    expect(t.emitted.at(-1)).toBe('initRequest');
  });

  it('lets the wallet go when the server ends the session (initRequest from -403)', async () => {
    const t = setup();
    t.wallet.connect(ALICE);
    await settle();
    t.events.emit('initRequest');
    expect(t.wallet.wallet.disconnect).toHaveBeenCalledOnce();
    expect(t.controller.getState().session).toEqual({ kind: 'signedOut' });
  });

  it('resumes a stored session without a signature when the same wallet comes back', async () => {
    const t = setup({ storedAddress: ALICE });
    await t.controller.resume(async () => t.wallet.connect(ALICE));
    expect(t.wallet.signatures).toEqual([]);
    expect(t.controller.getState().session).toEqual({ kind: 'signedIn', address: ALICE });
    expect(t.controller.isResuming()).toBe(false);
  });

  it('drops a stored session when no wallet comes back', async () => {
    const t = setup({ storedAddress: ALICE });
    await t.controller.resume(async () => {});
    expect(t.api.logout).toHaveBeenCalledOnce();
    expect(t.stored()).toBeUndefined();
  });

  it('reports resuming to subscribers and runs the reconnect only once', async () => {
    const t = setup({ storedAddress: ALICE });
    const seen: boolean[] = [];
    t.controller.subscribe(() => seen.push(t.controller.isResuming()));
    const reconnect = vi.fn(async () => t.wallet.connect(ALICE));
    await Promise.all([t.controller.resume(reconnect), t.controller.resume(reconnect)]);
    await t.controller.settled();
    expect(reconnect).toHaveBeenCalledOnce();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('stops following the wallet once stopped', async () => {
    const t = setup();
    t.stop();
    t.wallet.connect(ALICE);
    await settle();
    expect(t.nonces).toEqual([]);
  });

  describe('across tabs', () => {
    it('asks for one signature when the wallet connects in two tabs at once; the other tab takes that session', async () => {
      const { storage, tabs } = twoTabs();
      for (const tab of tabs) tab.wallet.connect(ALICE);
      await vi.waitFor(() => {
        for (const tab of tabs)
          expect(tab.controller.getState().session).toEqual({ kind: 'signedIn', address: ALICE });
      });
      expect(tabs.map((tab) => tab.wallet.signatures.length)).toEqual([1, 0]);
      expect(tabs.map((tab) => tab.nonces.length)).toEqual([1, 0]);
      expect(storage.address).toBe(ALICE);
      expect(tabs[1].emitted).toEqual(['loginRequest', 'params']);
    });

    it('switches both tabs to the new account with one signature and keeps the new session', async () => {
      const { storage, tabs } = twoTabs({ storedAddress: ALICE });
      for (const tab of tabs) {
        tab.wallet.connect(ALICE);
        tab.answerLogin(async () => ({ token: 'jwt-bob', address: BOB, inviteCode: 'BOBB2345' }));
      }
      await settle();
      for (const tab of tabs)
        expect(tab.controller.getState().session).toEqual({ kind: 'signedIn', address: ALICE });

      tabs[0].wallet.connect(BOB);
      await vi.waitFor(() => expect(storage.address).toBe(BOB));
      // The other tab hears of the switch only now: Bob's session stays, and that tab takes it.
      tabs[1].wallet.connect(BOB);
      await vi.waitFor(() =>
        expect(tabs[1].controller.getState().session).toEqual({ kind: 'signedIn', address: BOB }),
      );
      expect(tabs.map((tab) => tab.wallet.signatures.length)).toEqual([1, 0]);
      // Alice's session was revoked once, by the tab that switched first; Bob's never.
      expect(tabs.map((tab) => tab.api.logout.mock.calls.length)).toEqual([1, 0]);
      expect(storage.address).toBe(BOB);
    });

    it('ends the attempt with the reason when the browser refuses the lock', async () => {
      const t = setup({ signInLock: () => Promise.reject(new Error('lock unavailable')) });
      t.wallet.connect(ALICE);
      await vi.waitFor(() => expect(t.controller.getState().session).toEqual({ kind: 'signedOut' }));
      expect(t.showError).toHaveBeenCalledOnce();
      expect(t.wallet.wallet.disconnect).toHaveBeenCalledOnce();
      expect(t.nonces).toEqual([]);
    });

    it('asks no tab again once the user refused the signature in one; each tab lets the wallet go', async () => {
      const { storage, tabs } = twoTabs();
      // The user takes a moment to click "Reject" in the first tab's prompt.
      tabs[0].wallet.answerWith(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      });
      for (const tab of tabs) tab.wallet.connect(ALICE);
      await vi.waitFor(() => {
        for (const tab of tabs) expect(tab.wallet.wallet.disconnect).toHaveBeenCalledOnce();
      });
      expect(tabs.map((tab) => tab.wallet.signatures.length)).toEqual([1, 0]);
      for (const tab of tabs) {
        expect(tab.controller.getState().session).toEqual({ kind: 'signedOut' });
        // Every tab the wallet leaves says why, not as an error.
        expect(tab.showSignInDeclined).toHaveBeenCalledOnce();
        expect(tab.showError).not.toHaveBeenCalled();
      }
      expect(storage.address).toBeUndefined();

      // Connecting again later is a new request: that tab asks once more.
      tabs[1].wallet.connect(ALICE);
      await vi.waitFor(() =>
        expect(tabs[1].controller.getState().session).toEqual({ kind: 'signedIn', address: ALICE }),
      );
      expect(tabs[1].wallet.signatures).toHaveLength(1);
    });

    it('lets the other tab go on once the tab holding the turn gives up its attempt mid-prompt', async () => {
      const { tabs, signInLock } = twoTabs();
      // The first tab's wallet prompt is never answered.
      tabs[0].wallet.answerWith(() => new Promise<string>(() => {}));
      tabs[0].wallet.connect(ALICE);
      tabs[1].wallet.connect(BOB);
      await settle();
      expect(signInLock.held()).toBe(true);
      expect(tabs[1].nonces).toEqual([]);

      tabs[0].wallet.set({ status: 'disconnected', address: undefined, chainId: undefined });
      await vi.waitFor(() =>
        expect(tabs[1].controller.getState().session).toMatchObject({ kind: 'signedIn' }),
      );
      expect(tabs[1].wallet.signatures.map((signature) => signature.address)).toEqual([BOB]);
      expect(signInLock.held()).toBe(false);
    });
  });
});
