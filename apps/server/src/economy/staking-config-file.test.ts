import { describe, expect, it } from 'vitest';
import { DEFAULT_ECONOMY, economyProblems, wholeUnits } from './config.ts';
import { applyEconomyOverride, EconomyConfigError } from './config-file.ts';
import { DEFAULT_POOLS, DEFAULT_STAKING, dailyIncomeOf } from './staking-config.ts';

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

const NEW_PLAN = {
  asset: 'USDC',
  rewardAsset: 'MC',
  termDays: 60,
  dailyRateBps: 20,
  minimum: '25',
  maximum: '2500',
  open: true,
};

const NEW_POOL = {
  type: 'farm',
  asset: 'MM',
  rewardAsset: 'MC',
  budget: '500',
  days: 50,
  lockDays: 7,
  startDay: '2027-01-01',
  minimum: '1',
  maximum: '100',
  open: true,
};

describe('the staking plans and pools of the economy config', () => {
  it('are sound by default: every plan pays a resource, every pool a bounded budget', () => {
    expect(economyProblems(DEFAULT_ECONOMY)).toEqual([]);
    expect(DEFAULT_ECONOMY.staking.earlyRedemptionFee).toEqual({
      asset: 'MM',
      amount: wholeUnits('5', 'MM'),
    });
    for (const plan of DEFAULT_STAKING.plans) expect(['MM', 'MC', 'UME']).toContain(plan.rewardAsset);
    // SPEC.md §9: the laser pool's 360-day lock.
    expect(DEFAULT_POOLS.find((pool) => pool.type === 'laser')?.lockDays).toBe(360);
    expect(DEFAULT_POOLS.map((pool) => pool.type).sort()).toEqual(['farm', 'laser', 'mining']);
  });

  it('round each day’s income down', () => {
    expect(dailyIncomeOf(999n, 30)).toBe(2n);
    expect(dailyIncomeOf(wholeUnits('1000', 'MM'), 30)).toBe(wholeUnits('3', 'MM'));
  });

  it('merge overrides by id key by key, add new ones with every field, and keep the rest', () => {
    const config = applyEconomyOverride({
      staking: {
        plans: { '1': { dailyRateBps: 35, open: false }, '9': NEW_PLAN },
        earlyRedemptionFee: { amount: '7.5' },
      },
      pools: { '1': { startDay: '2026-12-01', budget: '40000' }, '8': NEW_POOL },
    });
    expect(config.staking.plans.find((plan) => plan.id === 1)).toEqual({
      ...DEFAULT_STAKING.plans[0],
      dailyRateBps: 35,
      open: false,
    });
    expect(config.staking.plans.find((plan) => plan.id === 9)).toEqual({
      id: 9,
      ...NEW_PLAN,
      minimum: wholeUnits('25', 'USDC'),
      maximum: wholeUnits('2500', 'USDC'),
    });
    expect(config.staking.plans.slice(1, -1)).toEqual(DEFAULT_STAKING.plans.slice(1));
    expect(config.staking.earlyRedemptionFee).toEqual({ asset: 'MM', amount: wholeUnits('7.5', 'MM') });
    expect(config.pools.find((pool) => pool.id === 1)).toEqual({
      ...DEFAULT_POOLS[0],
      startDay: '2026-12-01',
      budget: wholeUnits('40000', 'MM'),
    });
    expect(config.pools.find((pool) => pool.id === 8)).toMatchObject({
      id: 8,
      type: 'farm',
      budget: wholeUnits('500', 'MC'),
      startDay: '2027-01-01',
    });
    // A configured start goes back to "the day the colony first runs it" with null.
    expect(
      applyEconomyOverride({ pools: { '8': { ...NEW_POOL, startDay: null } } }).pools.at(-1)?.startDay,
    ).toBeNull();
  });

  it('refuse unknown keys, bad values and unsound plans or pools by name', () => {
    expect(problemsOf({ staking: { plans: { '1': { rate: 3 } } } })).toEqual([
      'staking.plans.1.rate: unknown key',
    ]);
    expect(problemsOf({ staking: { fee: '5' } })).toEqual(['staking.fee: unknown key']);
    expect(problemsOf({ pools: { '1': { tvl: '5' } } })).toEqual(['pools.1.tvl: unknown key']);
    expect(problemsOf({ pools: { '1': { apr: '0.5' } } })).toEqual(['pools.1.apr: unknown key']);
    expect(problemsOf({ staking: { plans: { x: NEW_PLAN } } })[0]).toMatch(/^staking\.plans\.x/);
    expect(problemsOf({ staking: { plans: { '9': { asset: 'MM' } } } })).toEqual([
      'staking.plans.9: a new plan needs rewardAsset, termDays, dailyRateBps, minimum, maximum, open',
    ]);
    expect(problemsOf({ pools: { '8': { type: 'farm' } } })[0]).toMatch(
      /^pools\.8: a new pool needs asset, /,
    );
    expect(problemsOf({ staking: { plans: { '1': { rewardAsset: 'USDT' } } } })[0]).toMatch(
      /^staking\.plans\.1\.rewardAsset/,
    );
    expect(problemsOf({ staking: { plans: { '1': { termDays: 0 } } } })[0]).toMatch(
      /^staking\.plans\.1\.termDays/,
    );
    expect(problemsOf({ staking: { plans: { '1': { minimum: '10', maximum: '5' } } } })).toContain(
      'staking.plans.1.maximum: below the minimum',
    );
    expect(
      problemsOf({ staking: { plans: { '1': { minimum: '0.000000000000000001', dailyRateBps: 1 } } } }),
    ).toContain('staking.plans.1: the minimum earns nothing per day at this rate');
    expect(problemsOf({ staking: { earlyRedemptionFee: { amount: '0' } } })).toContain(
      'staking.earlyRedemptionFee.amount: must be positive',
    );
    expect(problemsOf({ pools: { '1': { budget: '0' } } })).toContain('pools.1.budget: must be positive');
    expect(problemsOf({ pools: { '1': { budget: '0.000000000000000010', days: 360 } } })).toContain(
      'pools.1.budget: less than one base unit a day',
    );
    expect(problemsOf({ pools: { '1': { startDay: '2026-02-30' } } })).toContain(
      'pools.1.startDay: must be a day as YYYY-MM-DD',
    );
    expect(problemsOf({ pools: { '1': { lockDays: 0 } } })[0]).toMatch(/^pools\.1\.lockDays/);
    expect(problemsOf({ pools: { '1': { budget: '1.5x' } } })[0]).toMatch(/^pools\.1\.budget/);
  });
});
