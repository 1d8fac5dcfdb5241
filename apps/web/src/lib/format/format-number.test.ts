import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(1234567.5, { locale: 'en-SG' })).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, { locale: 'de-DE' })).toBe('1.234.567,5');
  });

  it('formats decimal strings without going through a float', () => {
    expect(formatNumber('9007199254740993.25', { locale: 'en-SG', maximumFractionDigits: 2 })).toBe(
      '9,007,199,254,740,993.25',
    );
  });

  it('truncates rather than rounds up extra fraction digits', () => {
    expect(formatNumber('0.99999', { locale: 'en-SG', maximumFractionDigits: 2 })).toBe('0.99');
  });

  it('writes compact figures', () => {
    expect(formatNumber(200_000, { locale: 'en-SG', compact: true })).toBe('200K');
  });

  it('returns null for values that are not numbers', () => {
    expect(formatNumber('abc')).toBeNull();
    expect(formatNumber(Number.NaN)).toBeNull();
  });
});
