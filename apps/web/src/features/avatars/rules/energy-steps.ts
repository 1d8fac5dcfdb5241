import type { EnergyCondition, EnergyLevel } from '@colony/contract/avatars';
import { unitsOf } from '../../../lib/money/format-amount.ts';

export interface EnergyStep {
  /** How many times the redemption the minted total must pass (1×, 2×, 3×). */
  multiple: number;
  reached: boolean;
  /** What the minted total must exceed for this step: the multiple of the redemption, in USD base units. */
  target: bigint;
}

/**
 * The steps of one condition as the settlement computed them: each one passed while the minted total
 * exceeds that multiple of the MM redemption (SPEC.md §4), and what it takes to pass the others.
 */
export function energySteps(condition: EnergyCondition): EnergyStep[] {
  const redeemed = unitsOf(condition.redeemed) ?? 0n;
  return condition.steps.map((multiple, index) => ({
    multiple,
    reached: index < condition.reached,
    target: BigInt(multiple) * redeemed,
  }));
}

/** The first step of a condition not reached yet, the one that raises the level next. */
export function nextEnergyStep(condition: EnergyCondition): EnergyStep | undefined {
  return energySteps(condition).find((step) => !step.reached);
}

/** The boost of the level above, or undefined at the top. */
export function nextBoost(energy: Pick<EnergyLevel, 'level' | 'maxLevel' | 'boosts'>): string | undefined {
  return energy.level < energy.maxLevel ? energy.boosts[energy.level + 1] : undefined;
}
