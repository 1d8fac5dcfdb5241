import {
  type Abi,
  type Account,
  type Address,
  getAddress,
  type Hex,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem';
import { devClients, devTestClient } from './clients.ts';
import { compiledContract } from './compile.ts';
import { deployContract, sendContractCall } from './deploy.ts';
import { DEV_ACCOUNTS, DEV_HOT_WALLET, DEV_TREASURY, devAccount } from './dev-keys.ts';

export interface DevToken {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  /** The deployer's nonce that puts the token at `address` (CREATE: keccak(rlp(deployer, nonce))). */
  nonce: number;
}

/**
 * The test stablecoins of the local chain, deployed by anvil's account 0 as its
 * first three transactions, so a fresh chain always has them at these addresses.
 * 18 decimals, as USDT and USDC have on BNB Smart Chain.
 */
export const DEV_TOKENS = {
  USDT: {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 18,
    nonce: 0,
  },
  USDC: {
    address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 18,
    nonce: 1,
  },
} as const satisfies Record<'USDT' | 'USDC', DevToken>;

/** A token with USDT's name, symbol and decimals at another address: deposits in it must never count. */
export const DEV_LOOK_ALIKE_USDT = {
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 18,
  nonce: 2,
} as const satisfies DevToken;

/** Whole tokens of each kind minted to every dev account and the hot wallet. */
export const DEV_TOKEN_GRANT = 1_000_000n;

/** The account that deploys and mints the test tokens: anvil's account 0. */
export const DEV_TOKEN_OWNER = DEV_ACCOUNTS[0]?.address as Address;

export interface DevChainSetup {
  rpcUrl: string;
  chainId: number;
  tokens: typeof DEV_TOKENS;
  lookAlikeUsdt: typeof DEV_LOOK_ALIKE_USDT;
  treasury: Address;
  hotWallet: Address;
}

const DEPLOYMENT_ORDER = [DEV_TOKENS.USDT, DEV_TOKENS.USDC, DEV_LOOK_ALIKE_USDT] as const;

/**
 * Deploys the test tokens at their fixed addresses (skipping those already there),
 * mints {@link DEV_TOKEN_GRANT} of each to anvil's ten accounts and the hot wallet,
 * and gives the hot wallet gas. Needs a chain where account 0 has sent nothing
 * before the tokens: deploy them first.
 */
export async function deployDevTokens(rpcUrl: string): Promise<DevChainSetup> {
  const owner = devAccount(0);
  const { publicClient } = devClients(rpcUrl, owner);
  for (const token of DEPLOYMENT_ORDER) {
    if (await hasCode(publicClient, token.address)) {
      await expectToken(publicClient, token);
      continue;
    }
    const nonce = await publicClient.getTransactionCount({ address: owner.address });
    if (nonce !== token.nonce) {
      throw new Error(
        `${token.symbol} belongs at ${token.address}, account 0's nonce ${token.nonce}, but account 0 has sent ${nonce} transactions: deploy the test tokens first on a fresh chain`,
      );
    }
    const address = await deployContract({
      rpcUrl,
      name: 'TestToken',
      args: [token.name, token.symbol, token.decimals],
      account: owner,
    });
    if (address !== token.address)
      throw new Error(`${token.symbol} landed at ${address}, not ${token.address}`);
  }

  const recipients = [...DEV_ACCOUNTS.map((entry) => entry.address), DEV_HOT_WALLET.address];
  for (const token of DEPLOYMENT_ORDER) {
    // Minted once: a chain restarted from a saved state keeps its balances.
    if ((await tokenBalance(rpcUrl, token.address, DEV_HOT_WALLET.address)) > 0n) continue;
    await sendContractCall({
      rpcUrl,
      name: 'TestToken',
      address: token.address,
      functionName: 'mintEach',
      args: [recipients, parseUnits(DEV_TOKEN_GRANT.toString(), token.decimals)],
      account: owner,
    });
  }
  if ((await publicClient.getBalance({ address: DEV_HOT_WALLET.address })) === 0n) {
    await devTestClient(rpcUrl).setBalance({ address: DEV_HOT_WALLET.address, value: parseEther('10000') });
  }

  return {
    rpcUrl,
    chainId: await publicClient.getChainId(),
    tokens: DEV_TOKENS,
    lookAlikeUsdt: DEV_LOOK_ALIKE_USDT,
    treasury: DEV_TREASURY.address,
    hotWallet: DEV_HOT_WALLET.address,
  };
}

/**
 * The server settings that put the colony on a local chain prepared by
 * {@link deployDevTokens}: its tokens, treasury and hot wallet, and deposits
 * watched on chain 56 only. A local chain never reorganises, and one where each
 * transaction is mined at once makes no blocks while idle: one confirmation, no
 * wait for anvil's finalized block (64 blocks behind), and a poll every second.
 * `DEV_CHAIN` lets the app tell members the balances are test tokens.
 */
export function devServerEnv(rpcUrl: string): Record<string, string> {
  return {
    RPC_URL_56: rpcUrl,
    USDT_ADDRESS_56: DEV_TOKENS.USDT.address,
    USDC_ADDRESS_56: DEV_TOKENS.USDC.address,
    TREASURY_ADDRESS: DEV_TREASURY.address,
    HOT_WALLET_KEY: DEV_HOT_WALLET.privateKey,
    CONFIRMATIONS_56: '1',
    WAIT_FOR_FINALIZED: 'false',
    DEPOSIT_WATCH: '56',
    CHAIN_POLL_INTERVAL_MS: '1000',
    DEV_CHAIN: 'true',
  };
}

const BALANCE_OF_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const satisfies Abi;

/** An account's balance of an ERC-20 token, in base units. */
export async function tokenBalance(rpcUrl: string, token: Address, account: Address): Promise<bigint> {
  const { publicClient } = devClients(rpcUrl);
  return publicClient.readContract({
    address: token,
    abi: BALANCE_OF_ABI,
    functionName: 'balanceOf',
    args: [account],
  });
}

/** Sends `amount` base units of a test token from `from` to `to` and waits until it is mined. */
export function sendTestToken(options: {
  rpcUrl: string;
  token: Address;
  from: Account;
  to: Address;
  amount: bigint;
}): Promise<Hex> {
  return sendContractCall({
    rpcUrl: options.rpcUrl,
    name: 'TestToken',
    address: options.token,
    functionName: 'transfer',
    args: [options.to, options.amount],
    account: options.from,
  });
}

/** Mints `amount` base units of a test token to `to` (anvil's account 0 owns the dev tokens). */
export function mintTestToken(options: {
  rpcUrl: string;
  token: Address;
  to: Address;
  amount: bigint;
  owner?: Account;
}): Promise<Hex> {
  return sendContractCall({
    rpcUrl: options.rpcUrl,
    name: 'TestToken',
    address: options.token,
    functionName: 'mint',
    args: [options.to, options.amount],
    account: options.owner ?? devAccount(0),
  });
}

async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address });
  return code !== undefined && code !== '0x';
}

async function expectToken(client: PublicClient, token: DevToken): Promise<void> {
  const { abi } = await compiledContract('TestToken');
  const read = (functionName: string) =>
    client.readContract({ address: token.address, abi, functionName }).catch(() => undefined);
  const [symbol, decimals] = await Promise.all([read('symbol'), read('decimals')]);
  if (symbol !== token.symbol || Number(decimals) !== token.decimals) {
    throw new Error(
      `${getAddress(token.address)} holds another contract, not the test ${token.symbol}: deploy the test tokens first on a fresh chain`,
    );
  }
}
