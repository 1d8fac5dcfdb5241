import { describe, expect, it } from 'vitest';
import { eliteIndex, tiers } from '../test-fixtures.ts';
import { benefitsUpTo, metCount, targetTier, tierStanding } from './standing.ts';

const [member, silver] = tiers;

describe('elite standing', () => {
  it('compares each requirement of a tier with the live figures, in the page order', () => {
    if (!silver) throw new Error('no silver tier');
    const standing = tierStanding(silver, eliteIndex().standing);
    expect(standing.map((entry) => [entry.requirement, entry.met])).toEqual([
      ['remainingEnergy', true],
      ['output', true],
      ['communityVolume', true],
      ['nicheMarket', false],
      ['directReferrals', false],
    ]);
    expect(standing[4]).toEqual({ requirement: 'directReferrals', required: 4n, current: 3n, met: false });
    expect(metCount(silver, eliteIndex().standing)).toBe(3);
    if (member) expect(metCount(member, eliteIndex().standing)).toBe(5);
  });

  it('aims at the tier above the one reached, and stays at the top', () => {
    expect(targetTier(null)).toBe('member');
    expect(targetTier('member')).toBe('silver');
    expect(targetTier('ambassador')).toBe('globalElite');
    expect(targetTier('globalElite')).toBe('globalElite');
  });

  it('gives a tier the benefits of every tier below it, each once, with the tier that adds it', () => {
    expect(benefitsUpTo(tiers, 'gold')).toEqual([
      { benefit: 'communityAccess', from: 'member' },
      { benefit: 'monthlyAma', from: 'silver' },
      { benefit: 'fourCallsMonthly', from: 'gold' },
    ]);
    expect(benefitsUpTo(tiers, 'globalElite')).toHaveLength(7);
  });
});
