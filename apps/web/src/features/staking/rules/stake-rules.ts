import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import { checkAmount, type FieldProblem } from '../../../lib/money/amount-check.ts';

export interface StakeBounds {
  asset: Asset;
  /** Base units, as the plan or pool states them. */
  minimum: string;
  maximum: string;
}

export type StakeCheck = { ok: true; units: bigint } | { ok: false; problem: FieldProblem };

/**
 * The amount of a stake or pool position, in the server's order and words: present and
 * well-formed, at least the minimum, at most the maximum, covered by the available balance
 * (SPEC.md §5: "Staking: amount required", "Balance must be sufficient").
 */
export function checkStake(text: string, bounds: StakeBounds, available: bigint): StakeCheck {
  const amount = checkAmount(text, ASSET_DECIMALS[bounds.asset]);
  if ('problem' in amount) return { ok: false, problem: amount.problem };
  const minimum = BigInt(bounds.minimum);
  const maximum = BigInt(bounds.maximum);
  if (amount.units < minimum)
    return { ok: false, problem: { key: 'validation.belowMinimum', units: minimum } };
  if (amount.units > maximum)
    return { ok: false, problem: { key: 'validation.aboveMaximum', units: maximum } };
  if (amount.units > available) return { ok: false, problem: { key: 'validation.insufficientBalance' } };
  return { ok: true, units: amount.units };
}
