import { describe, expect, it } from 'vitest';
import { amountInputValue, formatAmount, formatBaseUnits, unitsOf } from './format-amount.ts';

const E18 = 10n ** 18n;

describe('formatAmount', () => {
  it('shows base units as whole units, grouped for the locale', () => {
    expect(formatAmount('1500000000000000000', 'USDT', { locale: 'en' })).toBe('1.5');
    expect(formatAmount(1_234_567n * E18, 'MM', { locale: 'en' })).toBe('1,234,567');
    expect(formatAmount(1_234_567n * E18 + 5n * 10n ** 17n, 'MM', { locale: 'de' })).toBe('1.234.567,5');
    expect(formatAmount('0', 'USDC', { locale: 'en' })).toBe('0');
  });

  it('keeps every digit of amounts far beyond a float', () => {
    const huge = 123_456_789_012_345_678_901n * E18 + 1n;
    expect(formatAmount(huge, 'USDT', { locale: 'en', maximumFractionDigits: 18 })).toBe(
      '123,456,789,012,345,678,901.000000000000000001',
    );
  });

  it('cuts extra fraction digits instead of rounding a balance up', () => {
    expect(formatAmount(999_999_999_999_999_999n, 'USDT', { locale: 'en' })).toBe('0.999999');
    expect(formatAmount(1n, 'USDT', { locale: 'en' })).toBe('0');
    expect(formatAmount(1n, 'USDT', { locale: 'en', maximumFractionDigits: 18 })).toBe(
      '0.000000000000000001',
    );
  });

  it('signs movements of the money log', () => {
    expect(formatAmount('-2500000000000000000', 'USDT', { locale: 'en', signed: true })).toBe('-2.5');
    expect(formatAmount('2500000000000000000', 'USDT', { locale: 'en', signed: true })).toBe('+2.5');
    expect(formatAmount('0', 'USDT', { locale: 'en', signed: true })).toBe('0');
  });

  it('shows a dash for what is not an amount', () => {
    expect(formatAmount('1.5', 'USDT')).toBe('–');
    expect(formatAmount('', 'USDT')).toBe('–');
    expect(formatAmount('--1', 'USDT')).toBe('–');
  });

  it('formats token balances of other decimals (USDT on Ethereum has 6)', () => {
    expect(formatBaseUnits(2_500_000n, 6, { locale: 'en' })).toBe('2.5');
    expect(formatBaseUnits(1n, 6, { locale: 'en', maximumFractionDigits: 18 })).toBe('0.000001');
  });
});

describe('unitsOf', () => {
  it('reads signed decimal strings of base units', () => {
    expect(unitsOf('-5')).toBe(-5n);
    expect(unitsOf('42')).toBe(42n);
    expect(unitsOf('4.2')).toBeUndefined();
    expect(unitsOf('01')).toBeUndefined();
  });
});

describe('amountInputValue', () => {
  it('gives the exact amount for a form field, without grouping', () => {
    expect(amountInputValue(1_234_567n * E18 + 1n, 'MM')).toBe('1234567.000000000000000001');
    expect(amountInputValue(0n, 'MM')).toBe('0');
  });
});
