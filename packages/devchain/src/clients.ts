import {
  type Account,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  type TestClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { chainIdOf, DEV_CHAIN_ID } from './anvil.ts';
import { devAccount } from './dev-keys.ts';

/** The local chain as viem sees it: its id (56 unless the node was started as another) and currency. */
export function devChain(rpcUrl: string, chainId: number = chainIdOf(rpcUrl) ?? DEV_CHAIN_ID): Chain {
  return defineChain({
    id: chainId,
    name: 'Colony local chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export interface DevClients {
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, Account>;
}

/** A reading client and a client sending from `account` (anvil's funded account 0 by default). */
export function devClients(rpcUrl: string, account: Account = devAccount(0)): DevClients {
  const chain = devChain(rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport: http(rpcUrl) }),
    walletClient: createWalletClient({ chain, account, transport: http(rpcUrl) }),
  };
}

/** anvil's own methods (mine, snapshot, revert, setBalance, automine) on the local chain. */
export function devTestClient(rpcUrl: string): TestClient<'anvil', Transport, Chain> {
  return createTestClient({ chain: devChain(rpcUrl), mode: 'anvil', transport: http(rpcUrl) });
}
