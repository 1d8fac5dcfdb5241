import type { EnergyCondition } from '@colony/contract/avatars';
import { describe, expect, it } from 'vitest';
import { energySteps, nextBoost, nextEnergyStep } from './energy-steps.ts';

const E18 = 10n ** 18n;

function condition(patch: Partial<EnergyCondition>): EnergyCondition {
  return { key: 'direct', minted: '0', redeemed: '0', steps: [1, 2, 3], reached: 0, ...patch };
}

describe('energySteps', () => {
  it('names each multiple of the redemption the minted total must exceed, and which are passed', () => {
    const zone = condition({ minted: (100n * E18).toString(), redeemed: (40n * E18).toString(), reached: 2 });
    expect(energySteps(zone)).toEqual([
      { multiple: 1, reached: true, target: 40n * E18 },
      { multiple: 2, reached: true, target: 80n * E18 },
      { multiple: 3, reached: false, target: 120n * E18 },
    ]);
    expect(nextEnergyStep(zone)).toEqual({ multiple: 3, reached: false, target: 120n * E18 });
  });

  it('asks for any minting at all while nothing is redeemed, and has no next step once all are passed', () => {
    const personal = condition({ key: 'personal', steps: [1] });
    expect(nextEnergyStep(personal)).toEqual({ multiple: 1, reached: false, target: 0n });
    expect(nextEnergyStep({ ...personal, minted: '5', reached: 1 })).toBeUndefined();
  });
});

describe('nextBoost', () => {
  const boosts = ['1', '1.05', '1.1'];
  it('is the boost of the level above, none at the top', () => {
    expect(nextBoost({ level: 0, maxLevel: 2, boosts })).toBe('1.05');
    expect(nextBoost({ level: 2, maxLevel: 2, boosts })).toBeUndefined();
  });
});
