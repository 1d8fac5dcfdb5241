import { describe, expect, it } from 'vitest';
import { airdropRequest, grantReason, treasuryFundRequest } from './grants.ts';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('operator grants', () => {
  it('airdrops only MM, MC and UME, in positive base units, to an address', () => {
    for (const asset of ['MM', 'MC', 'UME']) {
      expect(airdropRequest.safeParse({ to: ADDRESS, asset, amount: '1', reason: 'launch' }).success).toBe(
        true,
      );
    }
    for (const asset of ['USDT', 'USDC', 'MCD', 'mm']) {
      expect(airdropRequest.safeParse({ to: ADDRESS, asset, amount: '1', reason: 'launch' }).success).toBe(
        false,
      );
    }
    expect(
      airdropRequest.safeParse({ to: ADDRESS, asset: 'MM', amount: '0', reason: 'launch' }).success,
    ).toBe(false);
    expect(
      airdropRequest.safeParse({ to: ADDRESS, asset: 'MM', amount: '1', reason: 'launch', from: 'treasury' })
        .success,
    ).toBe(false);
  });

  it('funds the treasury only in stablecoins', () => {
    expect(treasuryFundRequest.safeParse({ asset: 'USDC', amount: '5', reason: 'reserve' }).success).toBe(
      true,
    );
    expect(treasuryFundRequest.safeParse({ asset: 'MM', amount: '5', reason: 'reserve' }).success).toBe(
      false,
    );
  });

  it('keeps a trimmed reason of 3 to 200 characters without control characters', () => {
    expect(grantReason.parse('  launch week  ')).toBe('launch week');
    expect(grantReason.parse('x'.repeat(200))).toHaveLength(200);
    for (const bad of ['', '   ', 'ab', 'x'.repeat(201), 'a\nb c', 'tab\there', 'nul\u0000x']) {
      expect(grantReason.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(grantReason.parse('空投活动 🚀')).toBe('空投活动 🚀');
  });
});
