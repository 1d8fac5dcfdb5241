import { DEV_ACCOUNTS } from '@colony/devchain/dev-keys';
import type { BrowserContext } from 'playwright-core';
import {
  type Address,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

/** How the wallet announces itself (EIP-6963): the chooser shows this name and icon. */
export const TEST_WALLET_INFO = {
  uuid: '5f0c7a4e-3b1d-4e8f-9a61-0c01a7e57a11',
  name: 'Colony Test Wallet',
  rdns: 'org.colony.test-wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#111833"/><circle cx="16" cy="16" r="7" fill="#7df9ff"/></svg>',
  )}`,
} as const;

/** EIP-1193 and EIP-1474 error codes the wallet answers with. */
export const WALLET_ERRORS = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
} as const;

export type WalletInfo = { uuid: string; name: string; rdns: string; icon: string };

/** Methods a real wallet asks its user about; `rejectNext` refuses the next of these. */
const NEEDS_APPROVAL = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

type RpcReply = { result: unknown } | { error: { code: number; message: string; data?: unknown } };

export interface WalletRequest {
  method: string;
  params: unknown[];
  /** `ok`, or the error code the wallet answered with. */
  outcome: 'ok' | number;
}

export interface TestWalletOptions {
  /** The local chain the wallet reads and sends transactions through. */
  rpcUrl: string;
  /** The chain id of `rpcUrl`; 56. */
  nodeChainId?: number;
  /** Private keys of the wallet's accounts; anvil's funded dev accounts 1-9 when absent. */
  privateKeys?: readonly Hex[];
  /** The account selected at start, by index into the accounts. */
  account?: number;
  /** The chain the wallet is on at start; 56. */
  chainId?: number;
  /** Chains the wallet can switch to without adding them first; 1 and 56. */
  knownChains?: readonly number[];
  /** Also set `window.ethereum` (on by default), besides the EIP-6963 announcement. */
  injectWindowEthereum?: boolean;
  /** How the wallet announces itself; a second wallet in one browser needs its own. */
  info?: WalletInfo;
}

class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An EIP-1193 wallet for browser scenarios. The page gets a provider (announced by EIP-6963
 * and set as `window.ethereum`) whose requests are answered here in Node: accounts are real
 * keys that sign with viem, reads go to the local chain, transactions are signed here and
 * sent to it. Every request is recorded; `rejectNext` makes the next approval fail with 4001.
 */
export class TestWallet {
  readonly requests: WalletRequest[] = [];
  private readonly accounts: PrivateKeyAccount[];
  private readonly knownChains: Set<number>;
  private readonly nodeChainId: number;
  private current: number;
  private chain: number;
  private connected = false;
  /** Set by `rejectNext`: the method to refuse next (`*` for any that needs approval). */
  private rejectPending: string | undefined;
  private readonly info: WalletInfo;

  private constructor(
    private readonly context: BrowserContext,
    private readonly options: TestWalletOptions,
  ) {
    const keys = options.privateKeys ?? DEV_ACCOUNTS.slice(1).map((account) => account.privateKey);
    this.accounts = keys.map((key) => privateKeyToAccount(key));
    this.current = options.account ?? 0;
    this.nodeChainId = options.nodeChainId ?? 56;
    this.chain = options.chainId ?? 56;
    this.knownChains = new Set(options.knownChains ?? [1, 56]);
    this.info = options.info ?? TEST_WALLET_INFO;
  }

  /** Gives every page of `context` this wallet, from its next navigation on. */
  static async install(context: BrowserContext, options: TestWalletOptions): Promise<TestWallet> {
    const wallet = new TestWallet(context, options);
    const info = options.info ?? TEST_WALLET_INFO;
    const binding = `__walletRequest_${info.rdns.replace(/\W/g, '_')}`;
    await context.exposeBinding(binding, (_source, request: { method: string; params?: unknown[] }) =>
      wallet.answer(request.method, request.params ?? []),
    );
    await context.addInitScript(installProvider, {
      binding,
      info,
      injectWindowEthereum: options.injectWindowEthereum ?? true,
    });
    return wallet;
  }

  get address(): Address {
    return this.account.address;
  }

  get chainId(): number {
    return this.chain;
  }

  get isConnected(): boolean {
    return this.connected;
  }

  /** Addresses of all accounts, in order. */
  get addresses(): Address[] {
    return this.accounts.map((account) => account.address);
  }

  /**
   * The next request that needs the user's approval (of `method`, when given) is refused with
   * 4001, as when the user clicks "Reject".
   */
  rejectNext(method = '*'): void {
    this.rejectPending = method;
  }

  /** Requests of one method, in order. */
  requestsOf(method: string): WalletRequest[] {
    return this.requests.filter((request) => request.method === method);
  }

  /** Selects another account in the wallet, as its user would; connected pages hear `accountsChanged`. */
  async switchAccount(index: number): Promise<void> {
    if (!this.accounts[index]) throw new RangeError(`the wallet has ${this.accounts.length} accounts`);
    this.current = index;
    if (this.connected) await this.emit('accountsChanged', [this.address]);
  }

  /** Moves the wallet to another chain from its own interface; pages hear `chainChanged`. */
  async switchChainFromWallet(chainId: number): Promise<void> {
    this.knownChains.add(chainId);
    this.chain = chainId;
    await this.emit('chainChanged', numberToHex(chainId));
  }

  /** Disconnects the site from the wallet's side; pages hear `accountsChanged` with no accounts. */
  async disconnectFromWallet(): Promise<void> {
    this.connected = false;
    await this.emit('accountsChanged', []);
  }

  private get account(): PrivateKeyAccount {
    const account = this.accounts[this.current];
    if (!account) throw new Error('no account selected');
    return account;
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    await Promise.all(
      this.context
        .pages()
        .map((page) =>
          page
            .evaluate(([rdns, name, data]) => window.__colonyTestWallets?.[rdns]?.(name, data), [
              this.info.rdns,
              event,
              payload,
            ] as const)
            .catch(() => {}),
        ),
    );
  }

  private async answer(method: string, params: unknown[]): Promise<RpcReply> {
    try {
      const result = await this.handle(method, params);
      this.requests.push({ method, params, outcome: 'ok' });
      return { result: result ?? null };
    } catch (error) {
      const code = error instanceof WalletRpcError ? error.code : -32603;
      const message = error instanceof Error ? error.message : String(error);
      this.requests.push({ method, params, outcome: code });
      return { error: { code, message } };
    }
  }

  private approve(method: string): void {
    if (!NEEDS_APPROVAL.has(method) || this.rejectPending === undefined) return;
    if (this.rejectPending !== '*' && this.rejectPending !== method) return;
    this.rejectPending = undefined;
    throw new WalletRpcError(WALLET_ERRORS.userRejected, 'User rejected the request.');
  }

  private requireAccount(from: unknown): PrivateKeyAccount {
    if (!this.connected) throw new WalletRpcError(WALLET_ERRORS.unauthorized, 'The site is not connected.');
    if (typeof from !== 'string' || getAddress(from) !== this.address) {
      throw new WalletRpcError(WALLET_ERRORS.unauthorized, `Not the selected account: ${String(from)}`);
    }
    return this.account;
  }

  private permissions() {
    return [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [this.address] }],
      },
    ];
  }

  private async switchTo(chainId: number): Promise<void> {
    if (chainId === this.chain) return;
    this.chain = chainId;
    await this.emit('chainChanged', numberToHex(chainId));
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    this.approve(method);
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.chain);
      case 'net_version':
        return String(this.chain);
      case 'eth_accounts':
        return this.connected ? [this.address] : [];
      case 'eth_requestAccounts':
        this.connected = true;
        return [this.address];
      case 'wallet_requestPermissions':
        this.connected = true;
        return this.permissions();
      case 'wallet_getPermissions':
        return this.connected ? this.permissions() : [];
      case 'wallet_revokePermissions':
        this.connected = false;
        return null;
      case 'personal_sign': {
        const [data, from] = params;
        const account = this.requireAccount(from);
        if (typeof data !== 'string') throw new WalletRpcError(-32602, 'personal_sign needs the message');
        return account.signMessage({ message: isHex(data) ? { raw: data } : data });
      }
      case 'eth_signTypedData_v4': {
        const [from, json] = params;
        const account = this.requireAccount(from);
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition & {
          types: Record<string, unknown>;
        };
        // Like MetaMask, a domain naming another chain than the wallet's is refused.
        const domainChain = (typed.domain as { chainId?: unknown } | undefined)?.chainId;
        if (domainChain !== undefined && Number(domainChain) !== this.chain) {
          throw new WalletRpcError(
            -32602,
            `Provided chainId "${String(domainChain)}" must match the active chainId "${this.chain}"`,
          );
        }
        const { EIP712Domain: _domainType, ...types } = typed.types;
        return account.signTypedData({ ...typed, types } as TypedDataDefinition);
      }
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0]);
      case 'wallet_switchEthereumChain': {
        const chainId = Number((params[0] as { chainId?: string } | undefined)?.chainId);
        if (!this.knownChains.has(chainId)) {
          throw new WalletRpcError(WALLET_ERRORS.unrecognizedChain, `Unrecognized chain ID ${chainId}.`);
        }
        await this.switchTo(chainId);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const chainId = Number((params[0] as { chainId?: string } | undefined)?.chainId);
        if (!Number.isSafeInteger(chainId) || chainId <= 0)
          throw new WalletRpcError(-32602, 'Invalid chain id');
        // Like MetaMask, adding a chain also switches to it.
        this.knownChains.add(chainId);
        await this.switchTo(chainId);
        return null;
      }
      default:
        if (method.startsWith('wallet_')) {
          throw new WalletRpcError(WALLET_ERRORS.unsupportedMethod, `${method} is not supported`);
        }
        return this.forward(method, params);
    }
  }

  private assertOnNodeChain(): void {
    if (this.chain !== this.nodeChainId) {
      throw new WalletRpcError(WALLET_ERRORS.chainDisconnected, `No node for chain ${this.chain}`);
    }
  }

  private async forward(method: string, params: unknown[]): Promise<unknown> {
    this.assertOnNodeChain();
    const response = await fetch(this.options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message);
    return body.result;
  }

  private async sendTransaction(request: unknown): Promise<Hex> {
    const tx = (request ?? {}) as Record<string, string | undefined>;
    const account = this.requireAccount(tx.from);
    this.assertOnNodeChain();
    const client = createWalletClient({
      account,
      chain: defineChain({
        id: this.nodeChainId,
        name: 'Colony local chain',
        nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
        rpcUrls: { default: { http: [this.options.rpcUrl] } },
      }),
      transport: http(this.options.rpcUrl),
    });
    const big = (value: string | undefined) => (value === undefined ? undefined : hexToBigInt(value as Hex));
    return client.sendTransaction({
      to: tx.to as Address | undefined,
      data: tx.data as Hex | undefined,
      value: big(tx.value),
      gas: big(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
      ...(tx.maxFeePerGas !== undefined
        ? { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
        : tx.gasPrice !== undefined
          ? { gasPrice: big(tx.gasPrice) }
          : {}),
    } as Parameters<typeof client.sendTransaction>[0]);
  }
}

declare global {
  interface Window {
    /** Each test wallet's event emitter in the page, by rdns. */
    __colonyTestWallets?: Record<string, (event: string, payload: unknown) => void>;
  }
}

/** Runs in the page before its scripts: the EIP-1193 provider that forwards to the binding. */
function installProvider({
  binding,
  info,
  injectWindowEthereum,
}: {
  binding: string;
  info: WalletInfo;
  injectWindowEthereum: boolean;
}) {
  type Listener = (payload: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const call = (window as unknown as Record<string, (request: unknown) => Promise<RpcReply>>)[binding];
  const provider = {
    isColonyTestWallet: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (!call) throw Object.assign(new Error('Test wallet binding missing'), { code: -32603 });
      const reply = await call({ method, params: params ?? [] });
      if ('error' in reply) {
        throw Object.assign(new Error(reply.error.message), {
          code: reply.error.code,
          data: reply.error.data,
        });
      }
      return reply.result;
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  window.__colonyTestWallets ??= {};
  window.__colonyTestWallets[info.rdns] = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };
  if (injectWindowEthereum) (window as unknown as { ethereum: unknown }).ethereum = provider;
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
