import { beforeEach, describe, expect, it } from 'vitest';
import {
  addPendingPurchase,
  type PendingPurchase,
  readPendingPurchases,
  recordPurchaseOrder,
  removePendingPurchase,
} from './pending-purchases.ts';

const MEMBER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const purchase: PendingPurchase = {
  hash: `0x${'ab'.repeat(32)}`,
  chainId: 56,
  avatarId: 1,
  asset: 'USDT',
  queue: false,
  key: '3b241101-e2bb-4255-8caf-4136c566a962',
  sentAt: Date.now(),
};

beforeEach(() => localStorage.clear());

describe('pending avatar purchases', () => {
  it('keeps a wallet payment per member, with its key and then its order, across reloads', () => {
    addPendingPurchase(MEMBER, purchase);
    expect(readPendingPurchases(MEMBER.toLowerCase())).toEqual([purchase]);
    expect(readPendingPurchases('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual([]);
    recordPurchaseOrder(MEMBER, purchase.hash, 'a6b1c2d3-0000-4000-8000-000000000001');
    expect(readPendingPurchases(MEMBER)[0]?.orderId).toBe('a6b1c2d3-0000-4000-8000-000000000001');
  });

  it('announces a settled payment once, and forgets payments older than a day', () => {
    addPendingPurchase(MEMBER, purchase);
    expect(removePendingPurchase(MEMBER, purchase.hash)).toBe(true);
    expect(removePendingPurchase(MEMBER, purchase.hash)).toBe(false);
    addPendingPurchase(MEMBER, { ...purchase, sentAt: Date.now() - 25 * 60 * 60 * 1000 });
    expect(readPendingPurchases(MEMBER)).toEqual([]);
  });
});
