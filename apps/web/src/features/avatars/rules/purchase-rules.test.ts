import type { CatalogueAvatar } from '@colony/contract/avatars';
import type { DepositChain } from '@colony/contract/money';
import { describe, expect, it } from 'vitest';
import {
  acceptedAssets,
  checkPurchase,
  firstDraft,
  type PurchaseContext,
  purchaseBlock,
  tokenAmountOf,
  walletPaymentFor,
} from './purchase-rules.ts';

const E18 = 10n ** 18n;
const TREASURY = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const USDT_56 = '0x55d398326f99059fF775485246999027B3197955';
const USDT_1 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

const ranger: Pick<CatalogueAvatar, 'assets' | 'price' | 'forSale' | 'remainingToday'> = {
  assets: ['USDT'],
  price: (300n * E18).toString(),
  forSale: true,
  remainingToday: 100,
};

const chains: DepositChain[] = [
  {
    chainId: 56,
    treasury: TREASURY,
    confirmations: 3,
    devChain: false,
    tokens: [{ asset: 'USDT', address: USDT_56, decimals: 18 }],
  },
  {
    chainId: 1,
    treasury: TREASURY,
    confirmations: 12,
    devChain: false,
    tokens: [{ asset: 'USDT', address: USDT_1, decimals: 6 }],
  },
];

const context: PurchaseContext = {
  available: 1000n * E18,
  chains,
  walletChainId: 56,
  walletBalance: undefined,
  limits: null,
};

describe('what an avatar can be bought with', () => {
  it('offers only the accepted stablecoins, starting from one the balance covers', () => {
    expect(acceptedAssets({ assets: ['USDC', 'USDT'] })).toEqual(['USDT', 'USDC']);
    expect(acceptedAssets({ assets: ['USDC'] })).toEqual(['USDC']);
    const pioneer = { ...ranger, assets: ['USDT', 'USDC'] as const, price: (100n * E18).toString() };
    const balances = { USDT: 20n * E18, USDC: 150n * E18 };
    expect(firstDraft({ ...pioneer, assets: [...pioneer.assets] }, (asset) => balances[asset])).toEqual({
      asset: 'USDC',
      source: 'balance',
      queue: false,
    });
    expect(firstDraft({ ...ranger, remainingToday: 0 }, () => undefined)).toEqual({
      asset: 'USDT',
      source: 'balance',
      queue: true,
    });
  });

  it('refuses what the server refuses: not for sale, another asset, a balance short of the price', () => {
    const draft = { asset: 'USDT' as const, source: 'balance' as const, queue: false };
    expect(checkPurchase({ ...ranger, forSale: false }, draft, context)).toEqual({
      ok: false,
      problem: 'notForSale',
    });
    expect(checkPurchase(ranger, { ...draft, asset: 'USDC' }, context)).toEqual({
      ok: false,
      problem: 'assetNotAccepted',
    });
    expect(checkPurchase(ranger, draft, { ...context, available: 300n * E18 - 1n })).toEqual({
      ok: false,
      problem: 'insufficientBalance',
    });
    expect(checkPurchase(ranger, draft, { ...context, available: 300n * E18 })).toEqual({ ok: true });
    // While the balance loads, the server has the last word.
    expect(checkPurchase(ranger, draft, { ...context, available: undefined })).toEqual({ ok: true });
  });

  it('pays from the wallet the token of its chain, the price in the token’s decimals', () => {
    const draft = { asset: 'USDT' as const, source: 'wallet' as const, queue: false };
    expect(tokenAmountOf(300n * E18, 'USDT', 6)).toBe(300_000_000n);
    expect(walletPaymentFor(ranger, 'USDT', chains, 1)).toMatchObject({ amount: 300_000_000n });
    expect(checkPurchase(ranger, draft, context)).toEqual({
      ok: true,
      wallet: { chain: chains[0], token: chains[0]?.tokens[0], amount: 300n * E18 },
    });
    expect(checkPurchase(ranger, draft, { ...context, walletBalance: 299n * E18 })).toMatchObject({
      ok: false,
      problem: 'insufficientBalance',
    });
    expect(checkPurchase(ranger, draft, { ...context, walletChainId: 137 })).toEqual({
      ok: false,
      problem: 'wrongNetwork',
    });
    expect(checkPurchase(ranger, draft, { ...context, walletChainId: undefined })).toEqual({
      ok: false,
      problem: 'walletNotConnected',
    });
    expect(checkPurchase(ranger, draft, { ...context, chains: [] })).toEqual({
      ok: false,
      problem: 'walletUnavailable',
    });
    expect(walletPaymentFor({ price: '1' }, 'USDC', chains, 56)).toBe('assetNotOnNetwork');
  });
});

describe('the limits the server knows, before the wallet is asked', () => {
  const limits = { guides: null, unpaidWalletOrders: { count: 0, limit: 3 } };

  it('refuses a guide past the limit from the balance and the wallet alike', () => {
    const twoHeld = { ...limits, guides: { held: 2, limit: 2 } };
    for (const source of ['balance', 'wallet'] as const) {
      expect(
        checkPurchase(ranger, { asset: 'USDT', source, queue: false }, { ...context, limits: twoHeld }),
      ).toEqual({ ok: false, problem: 'guideLimit' });
    }
    expect(purchaseBlock(ranger, twoHeld)).toBe('guideLimit');
    expect(purchaseBlock(ranger, { ...limits, guides: { held: 1, limit: 2 } })).toBeUndefined();
    expect(purchaseBlock({ forSale: false }, limits)).toBe('notForSale');
  });

  it('refuses a wallet payment past the unpaid wallet orders, or sold out without the queue; the balance still pays', () => {
    const wallet = { asset: 'USDT' as const, source: 'wallet' as const, queue: false };
    const full = { ...limits, unpaidWalletOrders: { count: 3, limit: 3 } };
    expect(checkPurchase(ranger, wallet, { ...context, limits: full })).toEqual({
      ok: false,
      problem: 'unpaidWalletOrders',
    });
    expect(checkPurchase(ranger, { ...wallet, source: 'balance' }, { ...context, limits: full })).toEqual({
      ok: true,
    });
    const soldOut = { ...ranger, remainingToday: 0 };
    expect(checkPurchase(soldOut, wallet, { ...context, limits })).toEqual({
      ok: false,
      problem: 'soldOutWithoutQueue',
    });
    expect(checkPurchase(soldOut, { ...wallet, queue: true }, { ...context, limits })).toMatchObject({
      ok: true,
    });
  });
});
