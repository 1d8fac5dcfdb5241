import type { Asset } from '@colony/contract/assets';
import type { SQL } from 'drizzle-orm';
import type { EconomyConfig } from '../../economy/config.ts';
import { powerRulesOf } from '../../economy/governance-config.ts';
import { memberBalances } from '../../ledger/balance-queries.ts';
import { avatarWeights } from '../avatars/service.ts';
import { type PowerRulesJson, votingPowers } from './queries.ts';

/**
 * Every member's voting power now, by the rules in force: a select of `member_id, power` in member
 * order, one row per member with any (`votingPowers`), undefined when nothing counts. What a
 * snapshot records, and what tells who would have power in a proposal starting now.
 */
export function votingPowerStream(economy: EconomyConfig): {
  powers: SQL | undefined;
  rules: PowerRulesJson;
} {
  const rule = economy.governance;
  const rules = powerRulesOf(rule);
  // Avatars' power as whole multiples of the weights' greatest common divisor, summed as integers.
  const unit = Object.values(rule.avatarPower).reduce((divisor, power) => gcd(divisor, power), 0n);
  const multiples = Object.fromEntries(
    Object.entries(rule.avatarPower).map(([kind, power]) => [kind, unit === 0n ? 0n : power / unit]),
  );
  const assets = new Map(Object.entries(rules.assets));
  const powers = votingPowers(
    avatarWeights(multiples),
    unit,
    memberBalances([...assets.keys()] as Asset[]),
    assets,
  );
  return { powers, rules };
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}
