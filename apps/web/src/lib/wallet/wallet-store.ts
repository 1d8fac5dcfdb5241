import { getCredentials } from '../storage/credentials.ts';

/**
 * What the header shows of the wallet: `disconnected`, `connecting` (the wallet is asked),
 * `reconnecting` (a wallet used before is being found again), `signingIn` (connected, the
 * sign-in message is being signed or the superior is being bound) and `connected` (signed in,
 * or connected on a chain that must be switched first).
 */
export type WalletPhase = 'disconnected' | 'connecting' | 'reconnecting' | 'signingIn' | 'connected';

export interface WalletSnapshot {
  phase: WalletPhase;
  /** The wallet's account, EIP-55 checksummed; during `reconnecting` the stored session's. */
  address: string | undefined;
  chainId: number | undefined;
  /** True once the server has issued a session for `address`. */
  signedIn: boolean;
  /** The account on the chain's block explorer. */
  explorerUrl: string | undefined;
  /**
   * True only while the page is prerendered or hydrated, when the session is not known yet: the
   * header then renders both faces, and the first-paint script's `data-session` mark on `<html>`
   * (packages/contract/src/session-storage.ts) decides by CSS which one shows.
   */
  firstPaint?: boolean;
}

/** What the wallet stack does for the shell once it has loaded. */
export interface WalletCommands {
  connect(): void;
  disconnect(): void;
}

type Listener = () => void;

/** Nobody connected: what prerendered pages show, and what the app shows while it takes them over. */
const SIGNED_OUT: WalletSnapshot = {
  phase: 'disconnected',
  address: undefined,
  chainId: undefined,
  signedIn: false,
  explorerUrl: undefined,
};

/** What the prerender and the hydration render: nobody known yet. */
const FIRST_PAINT: WalletSnapshot = { ...SIGNED_OUT, firstPaint: true };

function initialSnapshot(): WalletSnapshot {
  // A stored session means the wallet was connected on the last visit: show it being found again.
  const { address, token } = getCredentials();
  return address && token
    ? { phase: 'reconnecting', address, chainId: undefined, signedIn: true, explorerUrl: undefined }
    : SIGNED_OUT;
}

/**
 * The bridge between the shell, which is in the first download, and the wallet stack, which
 * loads after the first paint: the stack publishes its state and registers its commands here;
 * a command given before that asks for the stack and runs once it is there.
 */
export function createWalletStore() {
  let snapshot: WalletSnapshot = initialSnapshot();
  let commands: WalletCommands | undefined;
  let pending: keyof WalletCommands | undefined;
  let requested = false;
  const listeners = new Set<Listener>();
  const requestListeners = new Set<Listener>();

  function notify(set: Set<Listener>) {
    for (const listener of [...set]) listener();
  }

  function run(command: keyof WalletCommands) {
    if (commands) commands[command]();
    else {
      pending = command;
      requestStack();
    }
  }

  function requestStack() {
    if (requested) return;
    requested = true;
    notify(requestListeners);
  }

  return {
    getSnapshot: (): WalletSnapshot => snapshot,
    getServerSnapshot: (): WalletSnapshot => FIRST_PAINT,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(next: WalletSnapshot) {
      snapshot = next;
      notify(listeners);
    },
    /** True once something asked for the wallet stack. */
    get requested(): boolean {
      return requested;
    },
    /** Called once when the wallet stack is first asked for. */
    onRequest(listener: Listener): () => void {
      requestListeners.add(listener);
      return () => requestListeners.delete(listener);
    },
    /** Starts loading the wallet stack without connecting (hover, focus, idle time). */
    preload: requestStack,
    /** Registered by the wallet stack; runs the command asked for while it was loading. */
    attach(next: WalletCommands): () => void {
      commands = next;
      const command = pending;
      pending = undefined;
      if (command) next[command]();
      return () => {
        if (commands === next) commands = undefined;
      };
    },
    connect() {
      run('connect');
    },
    disconnect() {
      run('disconnect');
    },
  };
}

export type WalletStore = ReturnType<typeof createWalletStore>;

export const walletStore: WalletStore = createWalletStore();
