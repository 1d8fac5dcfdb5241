import { LOCALES } from '@colony/contract/locales';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(1234567.5, { locale: 'en-SG' })).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, { locale: 'de-DE' })).toBe('1.234.567,5');
    expect(formatNumber('-1234.5', { locale: 'vi-VN' })).toBe('-1.234,5');
  });

  it('formats decimal strings without going through a float', () => {
    expect(formatNumber('9007199254740993.25', { locale: 'en-SG', maximumFractionDigits: 2 })).toBe(
      '9,007,199,254,740,993.25',
    );
  });

  it('truncates rather than rounds up extra fraction digits', () => {
    expect(formatNumber('0.99999', { locale: 'en-SG', maximumFractionDigits: 2 })).toBe('0.99');
    expect(formatNumber('-0.00001', { locale: 'en-SG', maximumFractionDigits: 2 })).toBe('-0');
  });

  it('writes compact figures', () => {
    expect(formatNumber(200_000, { locale: 'en-SG', compact: true })).toBe('200K');
  });

  it('returns null for values that are not numbers', () => {
    expect(formatNumber('abc')).toBeNull();
    expect(formatNumber('1e5')).toBeNull();
    expect(formatNumber(Number.NaN)).toBeNull();
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('writes every interface locale exactly as Intl.NumberFormat does', () => {
    const decimal = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{1,30}$/),
        fc.option(fc.stringMatching(/^\d{1,20}$/), { nil: undefined }),
      )
      .map(
        ([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
      );
    const value = fc.oneof(decimal, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    fc.assert(
      fc.property(
        value,
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (input, locale, maximumFractionDigits, minimumFractionDigits) => {
          const intl = new Intl.NumberFormat(locale, {
            maximumFractionDigits: Math.max(maximumFractionDigits, minimumFractionDigits),
            minimumFractionDigits,
            roundingMode: 'trunc',
          });
          const expected = intl.format(typeof input === 'string' ? (input as `${number}`) : input);
          expect(formatNumber(input, { locale, maximumFractionDigits, minimumFractionDigits })).toBe(
            expected,
          );
        },
      ),
      { seed: 20261127, numRuns: 2000 },
    );
  });
});
