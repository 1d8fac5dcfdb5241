import { describe, expect, it } from 'vitest';
import { E18, mmPlan, pool } from '../test-fixtures.ts';
import { poolProjection, stakingProjection } from './roi.ts';

describe('the ROI of a plan', () => {
  it('pays amount × daily rate a day, rounded down, for the days asked', () => {
    expect(stakingProjection(mmPlan, 1000n * E18, 7)).toEqual({ daily: 3n * E18, days: 7, total: 21n * E18 });
    expect(stakingProjection(mmPlan, 999n, 10)).toEqual({ daily: 2n, days: 10, total: 20n });
  });

  it('stops at the end of the term, as a real order does', () => {
    expect(stakingProjection(mmPlan, 1000n * E18, 365)).toEqual({
      daily: 3n * E18,
      days: 30,
      total: 90n * E18,
    });
    expect(stakingProjection(mmPlan, 1000n * E18, 0).total).toBe(0n);
  });
});

describe('the ROI of a pool', () => {
  it('shares the day’s reward by the stake among what would be staked with it, over the lock at most', () => {
    // 100 MM a day among 10,000 staked plus 1,000 more: 1/11 of it.
    const projection = poolProjection(pool(), 1000n * E18, 30, 400);
    expect(projection.daily).toBe((100n * E18 * 1000n) / 11_000n);
    expect(projection.days).toBe(30);
    expect(projection.total).toBe(projection.daily * 30n);
    expect(poolProjection(pool({ lockDays: 5 }), 1000n * E18, 30, 400).days).toBe(5);
    expect(poolProjection(pool(), 1000n * E18, 30, 3).days).toBe(3);
  });

  it('gives the first stake of an empty pool the whole day', () => {
    expect(poolProjection(pool({ tvl: '0' }), 5n * E18, 1, 10).daily).toBe(100n * E18);
  });
});
