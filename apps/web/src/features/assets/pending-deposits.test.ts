import { beforeEach, describe, expect, it } from 'vitest';
import {
  addPendingDeposit,
  type PendingDeposit,
  readPendingDeposits,
  removePendingDeposit,
} from './pending-deposits.ts';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;
const deposit: PendingDeposit = {
  hash: HASH,
  chainId: 56,
  asset: 'USDT',
  amount: '25000000000000000000',
  decimals: 18,
  confirmations: 15,
  sentAt: Date.now(),
};

describe('pending deposits', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per member across reloads, once per transaction', () => {
    addPendingDeposit(ADDRESS, deposit);
    addPendingDeposit(ADDRESS, { ...deposit, amount: '1' });
    expect(readPendingDeposits(ADDRESS.toLowerCase())).toEqual([{ ...deposit, amount: '1' }]);
    expect(readPendingDeposits('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toEqual([]);
    expect(removePendingDeposit(ADDRESS, HASH)).toEqual([]);
    expect(readPendingDeposits(ADDRESS)).toEqual([]);
  });

  it('are forgotten after a day, and ignored when the stored value is not one', () => {
    addPendingDeposit(ADDRESS, { ...deposit, sentAt: Date.now() - 25 * 60 * 60 * 1000 });
    expect(readPendingDeposits(ADDRESS)).toEqual([]);
    localStorage.setItem(
      `pendingDeposits:${ADDRESS.toLowerCase()}`,
      JSON.stringify({ value: [{ hash: 'nope' }], expiresAt: null }),
    );
    expect(readPendingDeposits(ADDRESS)).toEqual([]);
  });
});
