import { parseUnits } from '@colony/contract/assets';
import { ELITE_BENEFITS, ELITE_TIERS, type EliteTier } from '@colony/contract/elite';
import { z } from 'zod';
import type { EconomyConfig } from './config.ts';
import type { EliteRequirements, StarLevelRule } from './team-config.ts';

/**
 * The `team` part of an `ECONOMY_CONFIG` override (config-file.ts): star levels merge by level and
 * elite tiers by name, key by key, like avatars by id; a new star level needs every field; the
 * referral rates and a tier's benefits are lists and replace the default's. Dollar amounts are
 * whole units as strings, rates basis points, counts whole numbers.
 */

const wholeAmount = z
  .string()
  .regex(/^[0-9]{1,60}(\.[0-9]{1,18})?$/, { message: 'expected whole units as a string, e.g. "2000"' });
const rate = z.number().int().min(0).max(10_000);
const count = z.number().int().min(0).max(1_000_000);

const starLevelOverride = z.strictObject({
  smallZonePerformance: wholeAmount.optional(),
  directEffective: count.optional(),
  teamRateBps: rate.optional(),
});

const eliteTierOverride = z.strictObject({
  remainingEnergy: wholeAmount.optional(),
  output: wholeAmount.optional(),
  communityVolume: wholeAmount.optional(),
  nicheMarket: wholeAmount.optional(),
  directReferrals: count.optional(),
  benefits: z.array(z.enum(ELITE_BENEFITS)).optional(),
});

export const teamOverride = z.strictObject({
  referralRatesBps: z.array(rate).max(10).optional(),
  starLevels: z
    .record(z.string().regex(/^[1-9]$/, { message: 'star levels are 1 to 9' }), starLevelOverride)
    .optional(),
  bonusRateBps: rate.optional(),
  starLevelPoolBps: rate.optional(),
  eliteTiers: z
    .strictObject(
      Object.fromEntries(ELITE_TIERS.map((tier) => [tier, eliteTierOverride.optional()])) as Record<
        EliteTier,
        z.ZodOptional<typeof eliteTierOverride>
      >,
    )
    .optional(),
  eliteBenefitTerms: z
    .strictObject({
      eliteRebateBps: rate.optional(),
      eventBonusMaxBps: rate.optional(),
      eventBonusDays: z.number().int().optional(),
      sponsorshipSalesMultiple: z.number().int().optional(),
      callsPerMonth: z.number().int().optional(),
    })
    .optional(),
});

type TeamOverride = z.output<typeof teamOverride>;

const STAR_LEVEL_FIELDS = ['smallZonePerformance', 'directEffective', 'teamRateBps'] as const;
const USD_REQUIREMENTS = ['remainingEnergy', 'output', 'communityVolume', 'nicheMarket'] as const;

/** Applies the override's team rules to `config` (a copy), naming every problem. */
export function mergeTeam(
  config: EconomyConfig,
  override: { team?: TeamOverride },
  problems: string[],
): void {
  const team = override.team;
  if (!team) return;
  const usd = (value: string | undefined, where: string, fallback: bigint): bigint => {
    if (value === undefined) return fallback;
    const parsed = parseUnits(value, 18);
    if (parsed === undefined) {
      problems.push(`${where}: ${value} is not an amount of US dollars`);
      return 0n;
    }
    return parsed;
  };
  const rules = config.team;
  if (team.referralRatesBps) rules.referralRatesBps = [...team.referralRatesBps];
  if (team.bonusRateBps !== undefined) rules.bonusRateBps = team.bonusRateBps;
  if (team.starLevelPoolBps !== undefined) rules.starLevelPoolBps = team.starLevelPoolBps;

  const levels = [...rules.starLevels];
  for (const [key, rule] of Object.entries(team.starLevels ?? {}).sort(([a], [b]) => Number(a) - Number(b))) {
    const level = Number(key);
    const where = `team.starLevels.${key}`;
    const existing = levels.find((candidate) => candidate.level === level);
    if (!existing) {
      const missing = STAR_LEVEL_FIELDS.filter((field) => rule[field] === undefined);
      if (missing.length > 0) {
        problems.push(`${where}: a new star level needs ${missing.join(', ')}`);
        continue;
      }
    }
    const next: StarLevelRule = {
      level,
      smallZonePerformance: usd(
        rule.smallZonePerformance,
        `${where}.smallZonePerformance`,
        existing?.smallZonePerformance ?? 0n,
      ),
      directEffective: rule.directEffective ?? existing?.directEffective ?? 0,
      teamRateBps: rule.teamRateBps ?? existing?.teamRateBps ?? 0,
    };
    if (existing) levels[levels.indexOf(existing)] = next;
    else levels.push(next);
  }
  rules.starLevels = levels.sort((a, b) => a.level - b.level);

  rules.eliteTiers = rules.eliteTiers.map((existing) => {
    const rule = team.eliteTiers?.[existing.tier];
    if (!rule) return existing;
    const where = `team.eliteTiers.${existing.tier}`;
    const requirements: EliteRequirements = { ...existing.requirements };
    for (const name of USD_REQUIREMENTS) {
      requirements[name] = usd(rule[name], `${where}.${name}`, existing.requirements[name]);
    }
    if (rule.directReferrals !== undefined) requirements.directReferrals = rule.directReferrals;
    return { tier: existing.tier, requirements, benefits: rule.benefits ?? existing.benefits };
  });

  if (team.eliteBenefitTerms)
    rules.eliteBenefitTerms = { ...rules.eliteBenefitTerms, ...team.eliteBenefitTerms };
}
