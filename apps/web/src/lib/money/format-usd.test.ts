import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd.ts';

const E18 = 10n ** 18n;

describe('formatUsd', () => {
  it('writes base units as dollars and cents in the locale', () => {
    expect(formatUsd(1_234n * E18 + 5n * 10n ** 17n, { locale: 'en' })).toBe('$1,234.50');
    expect(formatUsd((1_234n * E18).toString(), { locale: 'de' })).toBe('1.234,00\u00a0$');
    expect(formatUsd('0', { locale: 'en' })).toBe('$0.00');
  });

  it('cuts fractions of a cent instead of rounding up, and keeps every digit of huge amounts', () => {
    expect(formatUsd(999_999_999_999_999_999n, { locale: 'en' })).toBe('$0.99');
    expect(formatUsd(123_456_789_012_345_678_901n * E18, { locale: 'en', fractionDigits: 0 })).toBe(
      '$123,456,789,012,345,678,901',
    );
  });

  it('shows a dash for what is not an amount', () => {
    expect(formatUsd('1.5', { locale: 'en' })).toBe('–');
  });
});
