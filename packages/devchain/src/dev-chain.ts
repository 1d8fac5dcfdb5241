import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPublicClient, http } from 'viem';
import { type Anvil, startAnvil } from './anvil.ts';
import { devTestClient } from './clients.ts';
import { DEV_HOT_WALLET } from './dev-keys.ts';
import { installMulticall3, MULTICALL3_ADDRESS } from './multicall3.ts';
import { type DevNftSetup, deployDevNftContracts, devNftServerEnv } from './nft-contracts.ts';
import { DEV_TOKEN_GRANT, DEV_TOKENS, type DevChainSetup, deployDevTokens, devServerEnv } from './tokens.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm run chain` keeps the development chain between runs: beside the server's embedded database. */
export const DEV_CHAIN_STATE_FILE = path.join(REPO_ROOT, 'data', 'devchain', 'anvil-state.json');

export interface DevChainOptions {
  port: number;
  /** Seconds between blocks once the tokens are deployed. */
  blockTime: number;
  /** Start from an empty chain, dropping the saved one. */
  fresh: boolean;
  /** Run the node in a process group of its own: Ctrl-C reaches it only through the caller. */
  detached?: boolean;
}

/** `--port 8545 --block-time 1 --fresh`, as `npm run chain` and `npm run dev` take them. */
export function devChainOptions(args: string[]): DevChainOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '8545' },
      'block-time': { type: 'string', default: '1' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  const blockTime = Number(values['block-time']);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`--port ${values.port} is not a port`);
  if (!Number.isInteger(blockTime) || blockTime < 1)
    throw new Error('--block-time takes whole seconds, at least 1');
  return { port, blockTime, fresh: values.fresh };
}

export interface RunningDevChain {
  setup: DevChainSetup;
  /** The avatar token and the market. */
  nft: DevNftSetup;
  /** The node this process started; absent when another process already serves the chain on the port. */
  anvil?: Anvil;
}

/**
 * The development chain on 127.0.0.1:`port`: the one already running there (a
 * `npm run chain` in another terminal) when it has the test tokens, otherwise a
 * new anvil, kept in {@link DEV_CHAIN_STATE_FILE} so that the chain and the
 * server's database, which remembers how far it read the chain, stay in step.
 */
export async function startDevChain(
  options: DevChainOptions,
  stateFile: string = DEV_CHAIN_STATE_FILE,
): Promise<RunningDevChain> {
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  if (await servesDevTokens(rpcUrl)) {
    await installMulticall3(rpcUrl);
    const setup = await deployDevTokens(rpcUrl);
    // A chain saved before the avatar token existed gets it now: its deployer has sent nothing yet.
    return { setup, nft: await deployDevNftContracts(rpcUrl) };
  }

  if (options.fresh) await rm(stateFile, { force: true });
  await mkdir(path.dirname(stateFile), { recursive: true });
  const anvil = await startAnvil({ port: options.port, stateFile, detached: options.detached });
  try {
    const setup = await deployDevTokens(anvil.rpcUrl);
    const nft = await deployDevNftContracts(anvil.rpcUrl);
    // The web app batches its wallet reads through Multicall3, which every public chain has.
    await installMulticall3(anvil.rpcUrl);
    // Deployed at once; from now on blocks come at a steady pace, so confirmations accrue while idle.
    await devTestClient(anvil.rpcUrl).setIntervalMining({ interval: options.blockTime });
    return { setup, nft, anvil };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** What the developer needs to know about the chain: addresses, keys and the server settings. */
export function describeDevChain({ setup, nft }: Omit<RunningDevChain, 'anvil'>, blockTime?: number): string {
  const env = { ...devServerEnv(setup.rpcUrl), ...devNftServerEnv() };
  return [
    `colony dev chain: anvil, chain id ${setup.chainId}${blockTime ? `, a block every ${blockTime} s` : ''}`,
    `  RPC URL          ${setup.rpcUrl}`,
    `  USDT             ${setup.tokens.USDT.address} (${setup.tokens.USDT.decimals} decimals)`,
    `  USDC             ${setup.tokens.USDC.address} (${setup.tokens.USDC.decimals} decimals)`,
    `  look-alike USDT  ${setup.lookAlikeUsdt.address} (never accepted by the colony)`,
    `  treasury         ${setup.treasury}`,
    `  hot wallet       ${setup.hotWallet} (key ${DEV_HOT_WALLET.privateKey})`,
    `  Multicall3       ${MULTICALL3_ADDRESS}`,
    `  avatar token     ${nft.avatar} (ERC-721, royalty ${nft.royaltyBps / 100}% to the treasury)`,
    `  NFT market       ${nft.market}`,
    `  NFT minter       ${nft.minter} (signs mint vouchers; owner of both contracts ${nft.owner})`,
    `  anvil's ten dev accounts and the hot wallet were given ${DEV_TOKEN_GRANT} USDT and ${DEV_TOKEN_GRANT} USDC each`,
    '',
    'Server settings:',
    ...Object.entries(env).map(([name, value]) => `  ${name}=${value}`),
    `Web app: VITE_RPC_URL_56=${setup.rpcUrl}`,
    '',
  ].join('\n');
}

/** Whether a chain 56 with the test tokens answers at `rpcUrl`. */
export async function servesDevTokens(rpcUrl: string): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 1000 }) });
  try {
    if ((await client.getChainId()) !== 56) return false;
    const code = await client.getCode({ address: DEV_TOKENS.USDT.address });
    return code !== undefined && code !== '0x';
  } catch {
    return false;
  }
}
