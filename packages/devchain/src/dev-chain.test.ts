import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPublicClient, http } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { devTestClient } from './clients.ts';
import { describeDevChain, devChainOptions, startDevChain } from './dev-chain.ts';
import { MULTICALL3_ADDRESS } from './multicall3.ts';
import { DEV_AVATAR_TOKEN, DEV_NFT_MARKET } from './nft-contracts.ts';
import { DEV_TOKENS } from './tokens.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('npm run chain options', () => {
  it('default to port 8545, a block a second, and the saved chain', () => {
    expect(devChainOptions([])).toEqual({ port: 8545, blockTime: 1, fresh: false });
    expect(devChainOptions(['--port', '8546', '--block-time', '3', '--fresh'])).toEqual({
      port: 8546,
      blockTime: 3,
      fresh: true,
    });
    expect(() => devChainOptions(['--port', 'x'])).toThrow(/not a port/);
    expect(() => devChainOptions(['--block-time', '0'])).toThrow(/whole seconds/);
    expect(() => devChainOptions(['--chain', '1'])).toThrow();
  });
});

describe('the development chain', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('starts with the tokens and Multicall3, is reused while it runs, and continues from its saved state', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'colony-devchain-'));
    dirs.push(dir);
    const stateFile = path.join(dir, 'state', 'anvil.json');
    const port = await freePort();
    const first = await startDevChain({ port, blockTime: 1, fresh: true }, stateFile);
    expect(first.anvil).toBeDefined();
    const client = createPublicClient({ transport: http(first.setup.rpcUrl) });
    expect(await client.getCode({ address: DEV_TOKENS.USDC.address })).not.toBe('0x');
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).not.toBe('0x');
    expect(describeDevChain(first, 1)).toContain(`USDT             ${DEV_TOKENS.USDT.address}`);
    for (const address of [DEV_AVATAR_TOKEN.address, DEV_NFT_MARKET.address]) {
      expect(await client.getCode({ address })).not.toBe('0x');
    }
    expect(first.nft).toMatchObject({ avatar: DEV_AVATAR_TOKEN.address, market: DEV_NFT_MARKET.address });
    expect(describeDevChain(first, 1)).toContain(`NFT market       ${DEV_NFT_MARKET.address}`);

    const again = await startDevChain({ port, blockTime: 1, fresh: false }, stateFile);
    expect(again.anvil).toBeUndefined();
    await devTestClient(first.setup.rpcUrl).mine({ blocks: 50 });
    const height = await client.getBlockNumber();
    expect(height).toBeGreaterThan(50n);
    await first.anvil?.stop();
    expect((await stat(stateFile)).size).toBeGreaterThan(0);

    const restarted = await startDevChain({ port, blockTime: 1, fresh: false }, stateFile);
    try {
      expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(height);
      expect(await client.getCode({ address: DEV_TOKENS.USDT.address })).not.toBe('0x');
      expect(await client.getCode({ address: DEV_NFT_MARKET.address })).not.toBe('0x');
    } finally {
      await restarted.anvil?.stop();
    }
  }, 60_000);
});
