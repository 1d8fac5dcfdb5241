import { ELITE_BENEFITS, ELITE_TIERS } from '@colony/contract/elite';
import { describe, expect, it } from 'vitest';
import { BPS, DEFAULT_ECONOMY, economyProblems, wholeUnits } from './config.ts';
import { applyEconomyOverride, EconomyConfigError } from './config-file.ts';
import { DEFAULT_TEAM, eliteBenefitsOf, eliteTierOf, starLevelOf } from './team-config.ts';

/** The problems an override is refused with; fails the test when it is accepted. */
function problemsOf(override: unknown): string[] {
  try {
    applyEconomyOverride(override);
  } catch (error) {
    if (error instanceof EconomyConfigError) return error.problems;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(override)}`);
}

const usd = (whole: string) => wholeUnits(whole, 'USDT');

describe('the team rules of the economy config', () => {
  it('are sound by default, within the income cap, with the listed remaining energy per tier', () => {
    expect(economyProblems(DEFAULT_ECONOMY)).toEqual([]);
    const team = DEFAULT_TEAM;
    expect(team.referralRatesBps).toEqual([500, 200]);
    expect(team.starLevels.map((level) => level.teamRateBps)).toEqual([200, 400, 600, 800, 1000]);
    // Everything a sale can trigger stays below the cap, so the cap is a guard.
    const most =
      team.referralRatesBps.reduce((sum, rate) => sum + rate, 0) +
      Math.max(...team.starLevels.map((level) => level.teamRateBps)) +
      team.bonusRateBps +
      team.starLevelPoolBps;
    expect(most).toBe(2000);
    expect(most).toBeLessThan(DEFAULT_ECONOMY.income.maxShareOfSalesBps);
    expect(most).toBeLessThan(BPS);
    // SPEC.md §9's listed values, in order.
    expect(team.eliteTiers.map((tier) => tier.requirements.remainingEnergy)).toEqual(
      ['200', '500', '1000', '1500', '20000', '30000', '50000'].map(usd),
    );
    expect(team.eliteTiers.map((tier) => tier.tier)).toEqual([...ELITE_TIERS]);
    // Each benefit is given once, the top tier has them all.
    expect(eliteBenefitsOf(team, 'globalElite').sort()).toEqual([...ELITE_BENEFITS].sort());
    expect(eliteBenefitsOf(team, 'member')).toEqual(['communityAccess']);
    expect(team.eliteBenefitTerms).toEqual({
      eliteRebateBps: 350,
      eventBonusMaxBps: 1500,
      eventBonusDays: 3,
      sponsorshipSalesMultiple: 20,
      callsPerMonth: 4,
    });
  });

  it('give the highest star level and elite tier whose requirements are all met', () => {
    expect(starLevelOf(DEFAULT_TEAM, usd('1999.999'), 100)).toBe(0);
    expect(starLevelOf(DEFAULT_TEAM, usd('2000'), 3)).toBe(1);
    expect(starLevelOf(DEFAULT_TEAM, usd('2000'), 2)).toBe(0);
    expect(starLevelOf(DEFAULT_TEAM, usd('60000'), 5)).toBe(2);
    expect(starLevelOf(DEFAULT_TEAM, usd('5000000'), 15)).toBe(5);
    const gold = {
      remainingEnergy: usd('1000'),
      output: usd('300'),
      communityVolume: usd('20000'),
      nicheMarket: usd('6000'),
      directReferrals: 5,
    };
    expect(eliteTierOf(DEFAULT_TEAM, gold)).toBe('gold');
    expect(eliteTierOf(DEFAULT_TEAM, { ...gold, directReferrals: 4 })).toBe('silver');
    expect(eliteTierOf(DEFAULT_TEAM, { ...gold, remainingEnergy: usd('199') })).toBeNull();
  });

  it('merge star levels by level and elite tiers by name, key by key, and keep the rest', () => {
    const config = applyEconomyOverride({
      team: {
        referralRatesBps: [600],
        starLevels: {
          '2': { teamRateBps: 450 },
          '6': { smallZonePerformance: '5000000', directEffective: 20, teamRateBps: 1200 },
        },
        bonusRateBps: 50,
        starLevelPoolBps: 0,
        eliteTiers: {
          gold: { nicheMarket: '7000.5', benefits: ['fourCallsMonthly'] },
          member: { directReferrals: 2 },
        },
        eliteBenefitTerms: { callsPerMonth: 4, eliteRebateBps: 400 },
      },
      income: { maxShareOfSalesBps: 2000 },
    });
    const team = config.team;
    expect(team.referralRatesBps).toEqual([600]);
    expect(team.starLevels.map((level) => level.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(team.starLevels[1]).toEqual({ ...DEFAULT_TEAM.starLevels[1], teamRateBps: 450 });
    expect(team.starLevels[5]).toEqual({
      level: 6,
      smallZonePerformance: usd('5000000'),
      directEffective: 20,
      teamRateBps: 1200,
    });
    expect(team.bonusRateBps).toBe(50);
    expect(team.starLevelPoolBps).toBe(0);
    expect(team.eliteTiers[2]).toEqual({
      ...DEFAULT_TEAM.eliteTiers[2],
      requirements: { ...DEFAULT_TEAM.eliteTiers[2]?.requirements, nicheMarket: usd('7000.5') },
    });
    expect(team.eliteTiers[0]?.requirements.directReferrals).toBe(2);
    expect(team.eliteTiers.slice(3)).toEqual(DEFAULT_TEAM.eliteTiers.slice(3));
    expect(team.eliteBenefitTerms).toEqual({ ...DEFAULT_TEAM.eliteBenefitTerms, eliteRebateBps: 400 });
    expect(config.income.maxShareOfSalesBps).toBe(2000);
    // The defaults themselves are untouched.
    expect(DEFAULT_TEAM.referralRatesBps).toEqual([500, 200]);
    expect(DEFAULT_TEAM.starLevels).toHaveLength(5);
  });

  it('refuse unknown keys and bad values, naming the key', () => {
    expect(problemsOf({ team: { referalRatesBps: [1] } })).toEqual(['team.referalRatesBps: unknown key']);
    expect(problemsOf({ team: { starLevels: { '1': { rate: 3 } } } })).toEqual([
      'team.starLevels.1.rate: unknown key',
    ]);
    expect(problemsOf({ team: { eliteTiers: { diamond: {} } } })).toEqual([
      'team.eliteTiers.diamond: unknown key',
    ]);
    expect(problemsOf({ team: { eliteTiers: { gold: { energy: '1' } } } })).toEqual([
      'team.eliteTiers.gold.energy: unknown key',
    ]);
    expect(problemsOf({ team: { eliteBenefitTerms: { rebate: 1 } } })).toEqual([
      'team.eliteBenefitTerms.rebate: unknown key',
    ]);
    const cases: [unknown, string][] = [
      [{ team: { referralRatesBps: [500, -1] } }, 'team.referralRatesBps.1'],
      [{ team: { referralRatesBps: [10_001] } }, 'team.referralRatesBps.0'],
      [{ team: { referralRatesBps: 500 } }, 'team.referralRatesBps'],
      [{ team: { referralRatesBps: new Array(11).fill(1) } }, 'team.referralRatesBps'],
      [{ team: { bonusRateBps: 1.5 } }, 'team.bonusRateBps'],
      [{ team: { starLevelPoolBps: '200' } }, 'team.starLevelPoolBps'],
      [{ team: { starLevels: { '0': { teamRateBps: 1 } } } }, 'team.starLevels.0'],
      [{ team: { starLevels: { '10': { teamRateBps: 1 } } } }, 'team.starLevels.10'],
      [
        { team: { starLevels: { '1': { smallZonePerformance: 2000 } } } },
        'team.starLevels.1.smallZonePerformance',
      ],
      [
        { team: { starLevels: { '1': { smallZonePerformance: '-1' } } } },
        'team.starLevels.1.smallZonePerformance',
      ],
      [{ team: { starLevels: { '1': { directEffective: 2.5 } } } }, 'team.starLevels.1.directEffective'],
      [{ team: { eliteTiers: { gold: { output: 'lots' } } } }, 'team.eliteTiers.gold.output'],
      [{ team: { eliteTiers: { gold: { benefits: ['yacht'] } } } }, 'team.eliteTiers.gold.benefits.0'],
      [{ team: { eliteTiers: { gold: { directReferrals: -1 } } } }, 'team.eliteTiers.gold.directReferrals'],
    ];
    for (const [override, key] of cases) {
      const problems = problemsOf(override);
      expect(
        problems.some((problem) => problem.startsWith(`${key}:`)),
        `${JSON.stringify(override)} → ${problems.join('; ')}`,
      ).toBe(true);
    }
  });

  it('refuse unsound ladders: gaps, falling requirements, rates that do not rise, tiers without a requirement', () => {
    expect(
      problemsOf({
        team: { starLevels: { '7': { smallZonePerformance: '9', directEffective: 1, teamRateBps: 2000 } } },
      }),
    ).toContain('team.starLevels.7: levels must run 1, 2, 3 … without a gap');
    expect(problemsOf({ team: { starLevels: { '8': { teamRateBps: 1 } } } })).toEqual([
      'team.starLevels.8: a new star level needs smallZonePerformance, directEffective',
    ]);
    expect(problemsOf({ team: { starLevels: { '3': { teamRateBps: 400 } } } })).toEqual([
      "team.starLevels.3.teamRateBps: must be above level 2's",
    ]);
    expect(problemsOf({ team: { starLevels: { '2': { smallZonePerformance: '1000' } } } })).toEqual([
      'team.starLevels.2: may not need less than level 1',
    ]);
    expect(
      problemsOf({ team: { starLevels: { '1': { smallZonePerformance: '0', directEffective: 0 } } } }),
    ).toEqual(['team.starLevels.1: needs small-zone performance or direct effective members']);
    expect(problemsOf({ team: { starLevels: { '1': { teamRateBps: 0 } } } })).toEqual([
      'team.starLevels.1.teamRateBps: must be 1..10000',
    ]);
    expect(problemsOf({ team: { eliteTiers: { silver: { output: '10' } } } })).toEqual([
      'team.eliteTiers.silver.output: may not need less than member',
    ]);
    expect(
      problemsOf({
        team: {
          eliteTiers: {
            member: {
              remainingEnergy: '0',
              output: '0',
              communityVolume: '0',
              nicheMarket: '0',
              directReferrals: 0,
            },
          },
        },
      }),
    ).toEqual(['team.eliteTiers.member: needs at least one requirement above zero']);
    expect(problemsOf({ team: { eliteTiers: { gold: { benefits: ['monthlyAma'] } } } })).toEqual([
      'team.eliteTiers.gold.benefits: monthlyAma is given by a lower tier',
    ]);
    expect(problemsOf({ team: { eliteBenefitTerms: { eventBonusDays: 0 } } })).toEqual([
      'team.eliteBenefitTerms.eventBonusDays: must be 1..365',
    ]);
  });
});
