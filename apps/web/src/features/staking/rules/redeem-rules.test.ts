import type { EarlyRedemptionQuote } from '@colony/contract/staking';
import { describe, expect, it } from 'vitest';
import { E18, memberWith } from '../test-fixtures.ts';
import { earlyRedemptionShortfalls } from './redeem-rules.ts';

const quote = (returned: bigint): EarlyRedemptionQuote => ({
  fee: { asset: 'MM', amount: (5n * E18).toString() },
  heldDays: 1,
  heldRate: '0.003',
  incomeKept: (300n * E18).toString(),
  incomeReturned: returned.toString(),
});
const balances = (MM: bigint, MC: bigint) => memberWith({ MM, MC }).assets;

describe('what an early redemption lacks', () => {
  it('is nothing when the balance holds the fee and the income to give back', () => {
    expect(
      earlyRedemptionShortfalls(quote(200n * E18), { rewardAsset: 'MC' }, balances(5n * E18, 200n * E18)),
    ).toEqual([]);
  });

  it('names the fee and the income separately when they are of two assets', () => {
    expect(
      earlyRedemptionShortfalls(quote(200n * E18), { rewardAsset: 'MC' }, balances(2n * E18, 150n * E18)),
    ).toEqual([
      { kind: 'fee', asset: 'MM', need: 5n * E18, have: 2n * E18 },
      { kind: 'income', asset: 'MC', need: 200n * E18, have: 150n * E18 },
    ]);
  });

  it('adds them up when the order pays in the fee’s asset', () => {
    expect(
      earlyRedemptionShortfalls(quote(10n * E18), { rewardAsset: 'MM' }, balances(12n * E18, 0n)),
    ).toEqual([{ kind: 'both', asset: 'MM', need: 15n * E18, have: 12n * E18 }]);
    expect(earlyRedemptionShortfalls(quote(0n), { rewardAsset: 'MM' }, balances(4n * E18, 0n))).toEqual([
      { kind: 'fee', asset: 'MM', need: 5n * E18, have: 4n * E18 },
    ]);
  });
});
