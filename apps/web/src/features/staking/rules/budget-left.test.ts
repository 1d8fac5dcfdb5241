import { describe, expect, it } from 'vitest';
import { budgetLeftPercent } from './budget-left.ts';

const E18 = 10n ** 18n;

describe('budgetLeftPercent', () => {
  it('is full while nothing is paid and empty once nothing is left', () => {
    expect(budgetLeftPercent(36_000n * E18, 36_000n * E18)).toBe(100);
    expect(budgetLeftPercent(0n, 36_000n * E18)).toBe(0);
  });

  it('shows the share left, never full or empty while some is paid and some left', () => {
    expect(budgetLeftPercent(35_000n * E18, 36_000n * E18)).toBe(97);
    expect(budgetLeftPercent(36_000n * E18 - 1n, 36_000n * E18)).toBe(99);
    expect(budgetLeftPercent(1n, 36_000n * E18)).toBe(1);
  });

  it('shows an empty bar for a pool without a budget', () => {
    expect(budgetLeftPercent(0n, 0n)).toBe(0);
  });
});
