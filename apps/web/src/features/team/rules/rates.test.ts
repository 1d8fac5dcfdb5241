import { describe, expect, it } from 'vitest';
import { applyRate, formatRate, rateUnits } from './rates.ts';

describe('rates', () => {
  it('reads exact decimal strings to 18 places', () => {
    expect(rateUnits('0.05')).toBe(5n * 10n ** 16n);
    expect(rateUnits('1')).toBe(10n ** 18n);
    expect(rateUnits('0.0000000000000000019')).toBe(1n);
    expect(rateUnits('5%')).toBeUndefined();
  });

  it('multiplies money by a rate in bigints, rounding down', () => {
    expect(applyRate(1_000n * 10n ** 18n, rateUnits('0.035') ?? 0n)).toBe(35n * 10n ** 18n);
    expect(applyRate(99n, rateUnits('0.01') ?? 0n)).toBe(0n);
  });

  it('writes a rate as a percentage of the locale', () => {
    expect(formatRate('0.05', 'en')).toBe('5%');
    expect(formatRate('0.035', 'en')).toBe('3.5%');
    expect(formatRate('0.035', 'de')).toBe('3,5\u00a0%');
    expect(formatRate('x', 'en')).toBe('–');
  });
});
