import { describe, expect, it } from 'vitest';
import { DEFAULT_STAKING, type StakingPlanRule } from '../../economy/staking-config.ts';
import { comparablePlans, earlyIncome, heldRateBps } from './early-income.ts';

const ONE = 10n ** 18n;
const [thirty, ninety, oneEighty, usdt] = DEFAULT_STAKING.plans as [
  StakingPlanRule,
  StakingPlanRule,
  StakingPlanRule,
  StakingPlanRule,
];

describe('the plans an early redemption compares with', () => {
  it('are the open plans of the same currencies, its own included, shortest first', () => {
    expect(comparablePlans(DEFAULT_STAKING.plans, oneEighty)).toEqual([
      { termDays: 30, dailyRateBps: 30 },
      { termDays: 90, dailyRateBps: 40 },
      { termDays: 180, dailyRateBps: 50 },
    ]);
    expect(comparablePlans(DEFAULT_STAKING.plans, usdt)).toEqual([{ termDays: 90, dailyRateBps: 10 }]);
    const closed = { ...ninety, open: false };
    expect(comparablePlans([thirty, closed, oneEighty], oneEighty)).toEqual([
      { termDays: 30, dailyRateBps: 30 },
      { termDays: 180, dailyRateBps: 50 },
    ]);
    // A closed plan's own orders still compare with it.
    expect(comparablePlans([thirty, closed], closed)).toEqual([
      { termDays: 30, dailyRateBps: 30 },
      { termDays: 90, dailyRateBps: 40 },
    ]);
  });
});

describe('the rate of the days held', () => {
  const plans = comparablePlans(DEFAULT_STAKING.plans, oneEighty);
  const own = { termDays: 180, dailyRateBps: 50 };
  it.each([
    [0, 30],
    [1, 30],
    [29, 30],
    [30, 30],
    [89, 30],
    [90, 40],
    [179, 40],
    [180, 50],
  ])('%i days of the 180-day plan earn %i bps', (days, rate) => {
    expect(heldRateBps(plans, own, days)).toBe(rate);
  });

  it('is the best covered rate, never above the order’s own', () => {
    const odd = [
      { termDays: 10, dailyRateBps: 80 },
      { termDays: 20, dailyRateBps: 20 },
    ];
    expect(heldRateBps(odd, { termDays: 30, dailyRateBps: 60 }, 25)).toBe(60);
    expect(heldRateBps(odd, { termDays: 30, dailyRateBps: 90 }, 25)).toBe(80);
    expect(heldRateBps(odd, { termDays: 30, dailyRateBps: 90 }, 5)).toBe(20);
  });
});

describe('the income an early redemption leaves', () => {
  // 100,000 MM in the 180-day plan: 500 MC a day; one day held earns the 30-day plan's 300 MC.
  const order = { termDays: 180, dailyRateBps: 50, amount: 100_000n * ONE, dailyIncome: 500n * ONE };
  const plans = comparablePlans(DEFAULT_STAKING.plans, oneEighty);

  it('takes back from the balance what was collected above it', () => {
    expect(earlyIncome(order, plans, { held: 1, settled: 1 }, 500n * ONE)).toEqual({
      heldRateBps: 30,
      heldDailyIncome: 300n * ONE,
      kept: 300n * ONE,
      returned: 200n * ONE,
      withheld: 0n,
      collected: 300n * ONE,
    });
  });

  it('withholds from `accrued` what was credited above it and not collected', () => {
    expect(earlyIncome(order, plans, { held: 2, settled: 2 }, 500n * ONE)).toMatchObject({
      kept: 600n * ONE,
      returned: 0n,
      withheld: 400n * ONE,
      collected: 500n * ONE,
    });
    expect(earlyIncome(order, plans, { held: 2, settled: 2 }, 0n)).toMatchObject({
      returned: 0n,
      withheld: 400n * ONE,
      collected: 0n,
    });
  });

  it('leaves a day held but not settled yet to be credited at the held rate', () => {
    expect(earlyIncome(order, plans, { held: 2, settled: 1 }, 500n * ONE)).toMatchObject({
      kept: 300n * ONE,
      returned: 200n * ONE,
      withheld: 0n,
    });
  });

  it('changes nothing when the order’s own rate stands', () => {
    expect(
      earlyIncome(
        { ...order, dailyRateBps: 30, dailyIncome: 300n * ONE },
        plans,
        { held: 5, settled: 5 },
        0n,
      ),
    ).toBe(null);
    expect(earlyIncome(order, plans, { held: 180, settled: 180 }, 0n)).toBeNull();
    expect(earlyIncome(order, plans, { held: 0, settled: 0 }, 0n)).toBeNull();
  });
});
