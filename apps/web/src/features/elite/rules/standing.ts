import { parseBaseUnits } from '@colony/contract/assets';
import {
  ELITE_REQUIREMENTS,
  ELITE_TIERS,
  type EliteFigures,
  type EliteRequirement,
  type EliteTier,
  type EliteTierRule,
} from '@colony/contract/elite';

export interface RequirementStanding {
  requirement: EliteRequirement;
  required: bigint;
  current: bigint;
  met: boolean;
}

const units = (value: string) => parseBaseUnits(value) ?? 0n;

/** Each of a tier's five requirements against the member's live figures, in the page's order. */
export function tierStanding(rule: EliteTierRule, standing: EliteFigures): RequirementStanding[] {
  return ELITE_REQUIREMENTS.map((requirement) => {
    const required = units(rule.requirements[requirement]);
    const current = units(standing[requirement]);
    return { requirement, required, current, met: current >= required };
  });
}

/** How many of a tier's requirements the figures meet. */
export function metCount(rule: EliteTierRule, standing: EliteFigures): number {
  return tierStanding(rule, standing).filter((entry) => entry.met).length;
}

/** A tier's place from 0 (Member) up; -1 for none. */
export function tierRank(tier: EliteTier | null): number {
  return tier === null ? -1 : ELITE_TIERS.indexOf(tier);
}

/** The tier to aim for: the one above the highest reached, or the top one once it is reached. */
export function targetTier(reached: EliteTier | null): EliteTier {
  const next = ELITE_TIERS[tierRank(reached) + 1];
  return next ?? ELITE_TIERS[ELITE_TIERS.length - 1] ?? 'globalElite';
}

/** What a tier gives: the benefits of every tier up to it, each named once, with the tier that adds it. */
export function benefitsUpTo(
  tiers: readonly EliteTierRule[],
  tier: EliteTier,
): { benefit: EliteTierRule['benefits'][number]; from: EliteTier }[] {
  const rank = tierRank(tier);
  const seen = new Set<string>();
  const benefits: { benefit: EliteTierRule['benefits'][number]; from: EliteTier }[] = [];
  for (const rule of [...tiers].sort((a, b) => tierRank(a.tier) - tierRank(b.tier))) {
    if (tierRank(rule.tier) > rank) break;
    for (const benefit of rule.benefits) {
      if (seen.has(benefit)) continue;
      seen.add(benefit);
      benefits.push({ benefit, from: rule.tier });
    }
  }
  return benefits;
}
