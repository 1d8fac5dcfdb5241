import { type Abi, createPublicClient, http, parseUnits } from 'viem';
import { bsc } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from './anvil.ts';
import { devAccount } from './dev-keys.ts';
import { installMulticall3, MULTICALL3_ADDRESS } from './multicall3.ts';
import { DEV_TOKEN_GRANT, DEV_TOKENS, deployDevTokens } from './tokens.ts';

const ERC20 = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const satisfies Abi;

describe('Multicall3 on the local chain', () => {
  let anvil: Anvil;

  beforeAll(async () => {
    anvil = await startAnvil();
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  it('installs without a transaction, so the test tokens still land at their fixed addresses', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBeUndefined();
    expect(await installMulticall3(anvil.rpcUrl)).toBe(MULTICALL3_ADDRESS);
    const code = await client.getCode({ address: MULTICALL3_ADDRESS });
    expect(code?.length).toBeGreaterThan(100);
    expect(await client.getTransactionCount({ address: devAccount(0).address })).toBe(0);
    // A second run finds its code there and leaves it.
    await installMulticall3(anvil.rpcUrl);
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBe(code);
    const setup = await deployDevTokens(anvil.rpcUrl);
    expect(setup.tokens.USDT.address).toBe(DEV_TOKENS.USDT.address);
  }, 60_000);

  it("answers viem's batched reads as BNB Smart Chain's Multicall3 does, failures included", async () => {
    // viem's BNB Smart Chain definition, pointed at the local node: it batches through 0xcA11...CA11.
    const client = createPublicClient({
      chain: { ...bsc, rpcUrls: { default: { http: [anvil.rpcUrl] } } },
      transport: http(anvil.rpcUrl),
    });
    const holder = devAccount(1).address;
    const results = await client.multicall({
      contracts: [
        { address: DEV_TOKENS.USDT.address, abi: ERC20, functionName: 'balanceOf', args: [holder] },
        { address: DEV_TOKENS.USDC.address, abi: ERC20, functionName: 'balanceOf', args: [holder] },
        // No contract there: this call fails, the others still answer.
        { address: holder, abi: ERC20, functionName: 'balanceOf', args: [holder] },
      ],
    });
    const grant = parseUnits(DEV_TOKEN_GRANT.toString(), 18);
    expect(results[0]).toEqual({ status: 'success', result: grant });
    expect(results[1]).toEqual({ status: 'success', result: grant });
    expect(results[2]?.status).toBe('failure');

    await expect(
      client.multicall({
        allowFailure: false,
        contracts: [
          { address: DEV_TOKENS.USDT.address, abi: ERC20, functionName: 'balanceOf', args: [holder] },
          { address: holder, abi: ERC20, functionName: 'balanceOf', args: [holder] },
        ],
      }),
    ).rejects.toThrow();

    // The chain's own figures through the contract's getters.
    const block = await client.getBlockNumber();
    const [blockNumber, chainId] = await client.multicall({
      allowFailure: false,
      contracts: [
        {
          address: MULTICALL3_ADDRESS,
          abi: MULTICALL3_GETTERS,
          functionName: 'getBlockNumber',
        },
        { address: MULTICALL3_ADDRESS, abi: MULTICALL3_GETTERS, functionName: 'getChainId' },
      ],
    });
    expect(blockNumber).toBe(block);
    expect(chainId).toBe(56n);
  }, 60_000);
});

const MULTICALL3_GETTERS = [
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'blockNumber', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getChainId',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'chainid', type: 'uint256' }],
  },
] as const satisfies Abi;
