import { getContractAddress, parseUnits } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from './anvil.ts';
import { devClients } from './clients.ts';
import { compiledContract } from './compile.ts';
import { deployOwnedWallet, sendContractCall } from './deploy.ts';
import { DEV_ACCOUNTS, DEV_HOT_WALLET, DEV_MNEMONIC, DEV_TREASURY, devAccount } from './dev-keys.ts';
import {
  DEV_LOOK_ALIKE_USDT,
  DEV_TOKEN_GRANT,
  DEV_TOKEN_OWNER,
  DEV_TOKENS,
  deployDevTokens,
  devServerEnv,
  sendTestToken,
  tokenBalance,
} from './tokens.ts';

describe('dev token addresses', () => {
  it("are account 0's first three contract addresses", () => {
    for (const token of [DEV_TOKENS.USDT, DEV_TOKENS.USDC, DEV_LOOK_ALIKE_USDT]) {
      expect(getContractAddress({ from: DEV_TOKEN_OWNER, nonce: BigInt(token.nonce) })).toBe(token.address);
    }
  });

  it('put the treasury and the hot wallet at mnemonic indices 10 and 11', () => {
    for (const [index, entry] of [
      [10, DEV_TREASURY],
      [11, DEV_HOT_WALLET],
    ] as const) {
      const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
      expect(account.address).toBe(entry.address);
      expect(`0x${Buffer.from(account.getHdKey().privateKey ?? []).toString('hex')}`).toBe(entry.privateKey);
    }
  });
});

describe('dev tokens on a local chain', () => {
  let anvil: Anvil;

  beforeAll(async () => {
    anvil = await startAnvil();
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  it('deploys USDT, USDC and a look-alike at their fixed addresses and funds the accounts', async () => {
    const setup = await deployDevTokens(anvil.rpcUrl);
    expect(setup.chainId).toBe(56);
    expect(setup.treasury).toBe(DEV_TREASURY.address);
    const { publicClient } = devClients(anvil.rpcUrl);
    const { abi } = await compiledContract('TestToken');
    for (const token of [DEV_TOKENS.USDT, DEV_TOKENS.USDC, DEV_LOOK_ALIKE_USDT]) {
      const read = (functionName: string) =>
        publicClient.readContract({ address: token.address, abi, functionName });
      expect(await read('symbol')).toBe(token.symbol);
      expect(await read('name')).toBe(token.name);
      expect(Number(await read('decimals'))).toBe(18);
      for (const account of [...DEV_ACCOUNTS.map((entry) => entry.address), DEV_HOT_WALLET.address]) {
        expect(await tokenBalance(anvil.rpcUrl, token.address, account)).toBe(
          parseUnits(DEV_TOKEN_GRANT.toString(), 18),
        );
      }
      expect(await tokenBalance(anvil.rpcUrl, token.address, DEV_TREASURY.address)).toBe(0n);
    }
    expect(await publicClient.getBalance({ address: DEV_HOT_WALLET.address })).toBeGreaterThan(0n);

    // Running it again on the same chain changes nothing.
    await deployDevTokens(anvil.rpcUrl);
    expect(await tokenBalance(anvil.rpcUrl, DEV_TOKENS.USDT.address, DEV_HOT_WALLET.address)).toBe(
      parseUnits(DEV_TOKEN_GRANT.toString(), 18),
    );
    expect(devServerEnv(anvil.rpcUrl)).toMatchObject({
      RPC_URL_56: anvil.rpcUrl,
      USDT_ADDRESS_56: DEV_TOKENS.USDT.address,
      USDC_ADDRESS_56: DEV_TOKENS.USDC.address,
      TREASURY_ADDRESS: DEV_TREASURY.address,
      HOT_WALLET_KEY: DEV_HOT_WALLET.privateKey,
    });
  });

  it('moves tokens, and refuses transfers of a blocked address or beyond the balance', async () => {
    const from = devAccount(1);
    const to = devAccount(2).address;
    const before = await tokenBalance(anvil.rpcUrl, DEV_TOKENS.USDC.address, to);
    await sendTestToken({ rpcUrl: anvil.rpcUrl, token: DEV_TOKENS.USDC.address, from, to, amount: 5n });
    expect(await tokenBalance(anvil.rpcUrl, DEV_TOKENS.USDC.address, to)).toBe(before + 5n);

    await sendContractCall({
      rpcUrl: anvil.rpcUrl,
      name: 'TestToken',
      address: DEV_TOKENS.USDC.address,
      functionName: 'setBlocked',
      args: [to, true],
    });
    await expect(
      sendTestToken({ rpcUrl: anvil.rpcUrl, token: DEV_TOKENS.USDC.address, from, to, amount: 1n }),
    ).rejects.toThrow(/blocked/);
    await expect(
      sendTestToken({
        rpcUrl: anvil.rpcUrl,
        token: DEV_TOKENS.USDT.address,
        from,
        to: DEV_TREASURY.address,
        amount: parseUnits('2000000', 18),
      }),
    ).rejects.toThrow(/balance/);
  });
});

describe('dev tokens on a used chain', () => {
  it('refuse to land at other addresses or to take another contract for a token', async () => {
    const anvil = await startAnvil();
    try {
      // Account 0's first transaction creates another contract where USDT belongs.
      await deployOwnedWallet(anvil.rpcUrl, devAccount(1).address);
      await expect(deployDevTokens(anvil.rpcUrl)).rejects.toThrow(
        /0x5FbDB2315678afecb367f032d93F642f64180aa3 holds another contract/,
      );
    } finally {
      await anvil.stop();
    }
  });

  it("refuse a chain where account 0 has moved past the tokens' nonces", async () => {
    const anvil = await startAnvil();
    try {
      const { walletClient } = devClients(anvil.rpcUrl);
      await walletClient.sendTransaction({ to: devAccount(2).address, value: 1n });
      await expect(deployDevTokens(anvil.rpcUrl)).rejects.toThrow(/account 0 has sent 1 transactions/);
    } finally {
      await anvil.stop();
    }
  });
});
