import { describe, expect, it } from 'vitest';
import { formatPercent, rateTimes, unitsTimesRate } from './rates.ts';

describe('rates', () => {
  it('multiply base units by an exact decimal, rounded down as the server pays', () => {
    expect(unitsTimesRate(1000n * 10n ** 18n, '0.003')).toBe(3n * 10n ** 18n);
    expect(unitsTimesRate(999n, '0.003')).toBe(2n);
    expect(unitsTimesRate(1n, '0.5')).toBe(0n);
    expect(unitsTimesRate(10n, 'x')).toBeUndefined();
  });

  it('multiply a rate by whole days exactly', () => {
    expect(rateTimes('0.003', 30)).toBe('0.09');
    expect(rateTimes('0.0015', 180)).toBe('0.27');
    expect(rateTimes('2', 3)).toBe('6');
    expect(rateTimes('0.001', 0)).toBe('0');
    expect(rateTimes('0.1', -1)).toBeUndefined();
  });

  it('write rates as percentages of the locale', () => {
    expect(formatPercent('0.003', 'en', 4)).toBe('0.3%');
    expect(formatPercent('3.65', 'en')).toBe('365%');
    expect(formatPercent('0.421512', 'de')).toBe('42,15\u00a0%');
    expect(formatPercent('NaN', 'en')).toBe('–');
  });
});
