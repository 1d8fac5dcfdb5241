import { type Abi, createPublicClient, type Hex, hashMessage, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, DEV_CHAIN_ID, startAnvil } from './anvil.ts';
import { compileContracts, compiledContract } from './compile.ts';
import { deployOwnedWallet } from './deploy.ts';
import { DEV_ACCOUNTS, DEV_MNEMONIC, devAccount } from './dev-keys.ts';

const EIP1271_MAGIC = '0x1626ba7e';

describe('dev keys', () => {
  it('are the accounts anvil derives from its mnemonic', () => {
    for (const [index, entry] of DEV_ACCOUNTS.entries()) {
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address).toBe(entry.address);
      expect(devAccount(index).address).toBe(entry.address);
    }
    expect(() => devAccount(DEV_ACCOUNTS.length)).toThrow(RangeError);
  });
});

describe('local chain', () => {
  let anvil: Anvil;

  beforeAll(async () => {
    anvil = await startAnvil();
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  it('answers as chain 56 with the dev accounts funded', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(await client.getChainId()).toBe(DEV_CHAIN_ID);
    expect(anvil.chainId).toBe(DEV_CHAIN_ID);
    expect(await client.getBalance({ address: devAccount(1).address })).toBeGreaterThan(0n);
  });

  it('compiles the contracts once and reuses the result', async () => {
    const first = await compileContracts();
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['OwnedWallet', 'OwnedWalletFactory']));
    expect(await compileContracts()).toBe(first);
    await expect(compiledContract('Missing')).rejects.toThrow(/no contract named Missing/);
  }, 120_000);

  it("deploys a wallet that accepts its owner's signatures and no one else's", async () => {
    const owner = devAccount(3);
    const wallet = await deployOwnedWallet(anvil.rpcUrl, owner.address);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const { abi } = await compiledContract('OwnedWallet');
    const hash = hashMessage('colony');
    const check = (signature: Hex) =>
      client.readContract({
        address: wallet,
        abi: abi as Abi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      });
    expect(await check(await owner.signMessage({ message: 'colony' }))).toBe(EIP1271_MAGIC);
    expect(await check(await devAccount(4).signMessage({ message: 'colony' }))).toBe('0xffffffff');
    expect(await check('0x1234')).toBe('0xffffffff');
  }, 120_000);

  it('stops the node', async () => {
    const other = await startAnvil();
    await other.stop();
    await other.stop();
    const client = createPublicClient({ transport: http(other.rpcUrl, { retryCount: 0 }) });
    await expect(client.getChainId()).rejects.toThrow();
  }, 60_000);
});
