import { ELITE_BENEFITS, ELITE_TIERS, type EliteBenefit, type EliteTier } from '@colony/contract/elite';
import { STAR_LEVEL_MAX } from '@colony/contract/team';

/**
 * The team's part of the economy config (`EconomyConfig.team`): referral, team (differential),
 * bonus and star-level income, the star levels and the elite tiers. docs/economy.md "Team income,
 * star levels and elite tiers" explains each value. Dollar figures are base units of USD (USDT
 * and USDC one to one, 18 decimals), written here in whole units; rates are basis points
 * (100 = 1 %). The day's cap on all of it is `income.maxShareOfSalesBps` (config.ts).
 */

/** One star level: what it needs, and the team income rate it earns up to. */
export interface StarLevelRule {
  /** 1 to the number of levels, in order. */
  level: number;
  /** Small-zone performance the level needs (team performance less the largest leg's). */
  smallZonePerformance: bigint;
  /** Direct members who are effective users. */
  directEffective: number;
  /** Team income of a sale below: this rate less the highest rate already paid below. */
  teamRateBps: number;
}

/** The five requirements of an elite tier (SPEC.md §3), all needed. */
export interface EliteRequirements {
  /** Fuel left in the member's avatars, in USD (fuel is counted in price units). */
  remainingEnergy: bigint;
  /** What the member's avatars produced so far, MM, MC and UME together. */
  output: bigint;
  /** Team performance. */
  communityVolume: bigint;
  /** Small-zone performance. */
  nicheMarket: bigint;
  /** Direct members who are effective users. */
  directReferrals: number;
}

export interface EliteTierRule {
  tier: EliteTier;
  requirements: EliteRequirements;
  /** What the tier adds to the benefits of the tiers below it. */
  benefits: EliteBenefit[];
}

/** The figures the benefits are stated with (SPEC.md §9). */
export interface EliteBenefitTerms {
  /** Elite rebate: share of the tokens from community projects. */
  eliteRebateBps: number;
  /** Event bonus (sponsorship): at most this share of the sales of the days after an event. */
  eventBonusMaxBps: number;
  eventBonusDays: number;
  /** The sponsorship subsidy starts once sales reach this multiple of the sales target. */
  sponsorshipSalesMultiple: number;
  /** Calls with the colony's team each month. */
  callsPerMonth: number;
}

export interface TeamRules {
  /** Referral income per generation above the buyer, the superior first. */
  referralRatesBps: number[];
  /** Level 1 first; requirements never fall and rates rise from one level to the next. */
  starLevels: StarLevelRule[];
  /** Bonus income: to the nearest effective peer above the sale's top team income earner. */
  bonusRateBps: number;
  /** Star-level income: this share of the day's sales, in equal parts per level. */
  starLevelPoolBps: number;
  /** Member first, Global Elite last; requirements never fall from one tier to the next. */
  eliteTiers: EliteTierRule[];
  eliteBenefitTerms: EliteBenefitTerms;
}

const DECIMALS = 18n;
const usd = (whole: number): bigint => BigInt(whole) * 10n ** DECIMALS;

const star = (
  level: number,
  smallZone: number,
  directEffective: number,
  teamRateBps: number,
): StarLevelRule => ({
  level,
  smallZonePerformance: usd(smallZone),
  directEffective,
  teamRateBps,
});

const tier = (
  name: EliteTier,
  [remainingEnergy, output, communityVolume, nicheMarket, directReferrals]: [
    number,
    number,
    number,
    number,
    number,
  ],
  benefits: EliteBenefit[],
): EliteTierRule => ({
  tier: name,
  requirements: {
    remainingEnergy: usd(remainingEnergy),
    output: usd(output),
    communityVolume: usd(communityVolume),
    nicheMarket: usd(nicheMarket),
    directReferrals,
  },
  benefits,
});

// docs/economy.md "Team income, star levels and elite tiers" says why these numbers.
export const DEFAULT_TEAM: TeamRules = {
  referralRatesBps: [500, 200],
  starLevels: [
    star(1, 2_000, 3, 200),
    star(2, 10_000, 5, 400),
    star(3, 50_000, 8, 600),
    star(4, 200_000, 10, 800),
    star(5, 1_000_000, 15, 1000),
  ],
  bonusRateBps: 100,
  starLevelPoolBps: 200,
  // Remaining energy: SPEC.md §9's listed values, in order.
  eliteTiers: [
    tier('member', [200, 30, 1_000, 300, 1], ['communityAccess']),
    tier('silver', [500, 100, 5_000, 1_500, 3], ['monthlyAma']),
    tier('gold', [1_000, 300, 20_000, 6_000, 5], ['fourCallsMonthly']),
    tier('platinum', [1_500, 600, 50_000, 15_000, 8], ['eventBonus']),
    tier('titanium', [20_000, 5_000, 300_000, 100_000, 10], ['eliteRebate']),
    tier('ambassador', [30_000, 15_000, 1_000_000, 300_000, 15], ['sponsorshipSubsidy']),
    tier('globalElite', [50_000, 30_000, 3_000_000, 1_000_000, 20], ['globalSummit']),
  ],
  eliteBenefitTerms: {
    eliteRebateBps: 350,
    eventBonusMaxBps: 1500,
    eventBonusDays: 3,
    sponsorshipSalesMultiple: 20,
    callsPerMonth: 4,
  },
};

/** The highest star level whose two requirements the figures meet; 0 for none. */
export function starLevelOf(rules: TeamRules, smallZonePerformance: bigint, directEffective: number): number {
  let reached = 0;
  for (const rule of rules.starLevels) {
    if (smallZonePerformance >= rule.smallZonePerformance && directEffective >= rule.directEffective)
      reached = rule.level;
  }
  return reached;
}

/** The highest elite tier whose five requirements the figures all meet; null below the first. */
export function eliteTierOf(rules: TeamRules, figures: EliteRequirements): EliteTier | null {
  let reached: EliteTier | null = null;
  for (const rule of rules.eliteTiers) {
    const needs = rule.requirements;
    if (
      figures.remainingEnergy >= needs.remainingEnergy &&
      figures.output >= needs.output &&
      figures.communityVolume >= needs.communityVolume &&
      figures.nicheMarket >= needs.nicheMarket &&
      figures.directReferrals >= needs.directReferrals
    )
      reached = rule.tier;
  }
  return reached;
}

/** Every benefit a tier gives: its own and those of the tiers below it. */
export function eliteBenefitsOf(rules: TeamRules, upTo: EliteTier): EliteBenefit[] {
  const index = rules.eliteTiers.findIndex((rule) => rule.tier === upTo);
  return rules.eliteTiers.slice(0, index + 1).flatMap((rule) => rule.benefits);
}

const BPS = 10_000;
const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The problems of the team rules; empty when they are sound. */
export function teamProblems(rules: TeamRules): string[] {
  const problems: string[] = [];
  const { referralRatesBps, starLevels, eliteTiers, eliteBenefitTerms: terms } = rules;
  if (referralRatesBps.length > 10) problems.push('team.referralRatesBps: at most 10 generations');
  referralRatesBps.forEach((rate, index) => {
    if (!wholeIn(rate, 0, BPS)) problems.push(`team.referralRatesBps.${index}: must be 0..10000`);
  });
  if (!wholeIn(rules.bonusRateBps, 0, BPS)) problems.push('team.bonusRateBps: must be 0..10000');
  if (!wholeIn(rules.starLevelPoolBps, 0, BPS)) problems.push('team.starLevelPoolBps: must be 0..10000');

  if (starLevels.length > STAR_LEVEL_MAX)
    problems.push(`team.starLevels: at most ${STAR_LEVEL_MAX} levels, has ${starLevels.length}`);
  starLevels.forEach((rule, index) => {
    const where = `team.starLevels.${rule.level}`;
    if (rule.level !== index + 1) problems.push(`${where}: levels must run 1, 2, 3 … without a gap`);
    if (rule.smallZonePerformance < 0n) problems.push(`${where}.smallZonePerformance: may not be negative`);
    if (!wholeIn(rule.directEffective, 0, 1_000_000))
      problems.push(`${where}.directEffective: must be 0..1000000`);
    if (rule.smallZonePerformance === 0n && rule.directEffective === 0)
      problems.push(`${where}: needs small-zone performance or direct effective members`);
    if (!wholeIn(rule.teamRateBps, 1, BPS)) problems.push(`${where}.teamRateBps: must be 1..10000`);
    const below = starLevels[index - 1];
    if (below) {
      if (
        rule.smallZonePerformance < below.smallZonePerformance ||
        rule.directEffective < below.directEffective
      )
        problems.push(`${where}: may not need less than level ${below.level}`);
      if (rule.teamRateBps <= below.teamRateBps)
        problems.push(`${where}.teamRateBps: must be above level ${below.level}'s`);
    }
  });

  if (
    eliteTiers.length !== ELITE_TIERS.length ||
    eliteTiers.some((rule, index) => rule.tier !== ELITE_TIERS[index])
  )
    problems.push(`team.eliteTiers: must be ${ELITE_TIERS.join(', ')}, in that order`);
  const given = new Set<string>();
  eliteTiers.forEach((rule, index) => {
    const where = `team.eliteTiers.${rule.tier}`;
    const needs = rule.requirements;
    for (const [name, value] of Object.entries(needs)) {
      if (typeof value === 'bigint' ? value < 0n : !wholeIn(value, 0, 1_000_000))
        problems.push(`${where}.${name}: must be 0 or more`);
    }
    if (Object.values(needs).every((value) => BigInt(value) === 0n))
      problems.push(`${where}: needs at least one requirement above zero`);
    const below = eliteTiers[index - 1];
    if (below) {
      for (const name of Object.keys(needs) as (keyof EliteRequirements)[]) {
        if (BigInt(needs[name]) < BigInt(below.requirements[name]))
          problems.push(`${where}.${name}: may not need less than ${below.tier}`);
      }
    }
    for (const benefit of rule.benefits) {
      if (!(ELITE_BENEFITS as readonly string[]).includes(benefit))
        problems.push(`${where}.benefits: unknown benefit ${benefit}`);
      else if (given.has(benefit)) problems.push(`${where}.benefits: ${benefit} is given by a lower tier`);
      given.add(benefit);
    }
  });
  if (!wholeIn(terms.eliteRebateBps, 0, BPS))
    problems.push('team.eliteBenefitTerms.eliteRebateBps: must be 0..10000');
  if (!wholeIn(terms.eventBonusMaxBps, 0, BPS))
    problems.push('team.eliteBenefitTerms.eventBonusMaxBps: must be 0..10000');
  if (!wholeIn(terms.eventBonusDays, 1, 365))
    problems.push('team.eliteBenefitTerms.eventBonusDays: must be 1..365');
  if (!wholeIn(terms.sponsorshipSalesMultiple, 1, 1000))
    problems.push('team.eliteBenefitTerms.sponsorshipSalesMultiple: must be 1..1000');
  if (!wholeIn(terms.callsPerMonth, 0, 100))
    problems.push('team.eliteBenefitTerms.callsPerMonth: must be 0..100');
  return problems;
}
