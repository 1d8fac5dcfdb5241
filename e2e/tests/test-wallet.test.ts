import { PUBLIC_RPC_URLS } from '@colony/contract/chains';
import { createPublicClient, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, inject, it } from 'vitest';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { TEST_WALLET_INFO } from '../support/test-wallet.ts';
import { installTestWallet } from '../support/wallet-session.ts';

type Ethereum = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };

const TYPED_DATA = {
  domain: { name: 'Colony', version: '1', chainId: 56 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Vote: [
      { name: 'proposal', type: 'uint256' },
      { name: 'support', type: 'bool' },
    ],
  },
  primaryType: 'Vote',
  message: { proposal: '7', support: true },
} as const;

// The wallet the other scenarios rely on, checked on its own against the local chain.
describeInBrowser('test wallet', () => {
  const session = useBrowserSession();

  it('announces itself by EIP-6963 and as window.ethereum, and connects only when asked', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await page.goto('/');
    const announced = await page.evaluate(() => {
      const names: string[] = [];
      window.addEventListener('eip6963:announceProvider', (event) => {
        names.push((event as CustomEvent<{ info: { name: string } }>).detail.info.name);
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      return names;
    });
    expect(announced).toEqual([TEST_WALLET_INFO.name]);

    const before = await page.evaluate(() =>
      (window as unknown as { ethereum: Ethereum }).ethereum.request({ method: 'eth_accounts' }),
    );
    expect(before).toEqual([]);
    const accounts = await page.evaluate(() =>
      (window as unknown as { ethereum: Ethereum }).ethereum.request({ method: 'eth_requestAccounts' }),
    );
    expect(accounts).toEqual([wallet.address]);
    expect(
      await page.evaluate(() =>
        (window as unknown as { ethereum: Ethereum }).ethereum.request({ method: 'eth_chainId' }),
      ),
    ).toBe('0x38');
  });

  it('signs messages and typed data with the real key, and refuses on request with 4001', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await page.goto('/');
    const signed = await page.evaluate(
      async ([address, typed]) => {
        const { ethereum } = window as unknown as { ethereum: Ethereum };
        await ethereum.request({ method: 'eth_requestAccounts' });
        const message = await ethereum.request({
          method: 'personal_sign',
          params: ['0x68656c6c6f', address],
        });
        const typedSignature = await ethereum.request({
          method: 'eth_signTypedData_v4',
          params: [address, JSON.stringify(typed)],
        });
        return { message, typedSignature };
      },
      [wallet.address, TYPED_DATA] as const,
    );
    expect(
      await verifyMessage({ address: wallet.address, message: 'hello', signature: signed.message as Hex }),
    ).toBe(true);
    const { EIP712Domain: _domain, ...types } = TYPED_DATA.types;
    expect(
      await verifyTypedData({
        address: wallet.address,
        domain: TYPED_DATA.domain,
        types,
        primaryType: 'Vote',
        message: { proposal: 7n, support: true },
        signature: signed.typedSignature as Hex,
      }),
    ).toBe(true);

    wallet.rejectNext('personal_sign');
    const refused = await page.evaluate(async (address) => {
      const { ethereum } = window as unknown as { ethereum: Ethereum };
      try {
        await ethereum.request({ method: 'personal_sign', params: ['0x01', address] });
        return null;
      } catch (error) {
        return (error as { code?: number }).code;
      }
    }, wallet.address);
    expect(refused).toBe(4001);
  });

  it('sends real transactions to the local chain and forwards reads to it', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await page.goto('/');
    const hash = await page.evaluate(
      async ([from, to, value]) => {
        const { ethereum } = window as unknown as { ethereum: Ethereum };
        await ethereum.request({ method: 'eth_requestAccounts' });
        return ethereum.request({ method: 'eth_sendTransaction', params: [{ from, to, value }] });
      },
      [wallet.address, recipient, `0x${parseEther('1.5').toString(16)}`] as const,
    );
    const chain = createPublicClient({ transport: http(inject('rpcUrl')) });
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('1.5'));

    const balance = await page.evaluate(
      (address) =>
        (window as unknown as { ethereum: Ethereum }).ethereum.request({
          method: 'eth_getBalance',
          params: [address, 'latest'],
        }),
      recipient,
    );
    expect(BigInt(balance as string)).toBe(parseEther('1.5'));
  });

  it("answers the app's public BNB Smart Chain node from the local chain", async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto('/');
    const chainId = await page.evaluate(async (url) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      return ((await response.json()) as { result: string }).result;
    }, PUBLIC_RPC_URLS[56]);
    expect(chainId).toBe('0x38');
  });
});
