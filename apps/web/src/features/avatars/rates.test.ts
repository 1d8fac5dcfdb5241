import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatRatePercent, unitsTimesRate } from './rates.ts';

const E18 = 10n ** 18n;

describe('catalogue rates', () => {
  it('multiplies base units by an exact decimal, rounding down like the server', () => {
    expect(unitsTimesRate(100n * E18, '0.01')).toBe(E18);
    expect(unitsTimesRate(300n * E18, '0.011')).toBe(3_300_000_000_000_000_000n);
    expect(unitsTimesRate(7n, '0.5')).toBe(3n);
    expect(unitsTimesRate(100n * E18, '2')).toBe(200n * E18);
    expect(unitsTimesRate(1n, 'abc')).toBeUndefined();
  });

  it('writes shares as percentages and multipliers with a times sign, in the locale', () => {
    expect(formatRatePercent('0.6', 'en-SG')).toBe('60%');
    expect(formatRatePercent('0.0125', 'en-SG')).toBe('1.25%');
    expect(formatRatePercent('0.0125', 'de-DE')).toBe('1,25\u00a0%');
    expect(formatMultiplier('2.5', 'en-SG')).toBe('×2.5');
    expect(formatMultiplier('2.5', 'de-DE')).toBe('×2,5');
  });
});
