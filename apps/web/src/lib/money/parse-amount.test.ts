import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';

const amount = (units: bigint) => ({ kind: 'amount', units });

describe('parseAmount', () => {
  it('reads whole units into exact base units, with no float on the way', () => {
    expect(parseAmount('1', 18)).toEqual(amount(10n ** 18n));
    expect(parseAmount('12.5', 18)).toEqual(amount(12_500_000_000_000_000_000n));
    expect(parseAmount('0.000000000000000001', 18)).toEqual(amount(1n));
    // 0.1 + 0.2 would be 0.30000000000000004 as floats.
    expect(parseAmount('0.3', 18)).toEqual(amount(300_000_000_000_000_000n));
    expect(parseAmount('123456789012345678901234567890.123456789012345678', 18)).toEqual(
      amount(123456789012345678901234567890123456789012345678n),
    );
    expect(parseAmount('2.5', 6)).toEqual(amount(2_500_000n));
  });

  it('accepts the forms people type on phones', () => {
    expect(parseAmount(' 7 ', 18)).toEqual(amount(7n * 10n ** 18n));
    expect(parseAmount('1,5', 18)).toEqual(amount(15n * 10n ** 17n));
    expect(parseAmount('.5', 18)).toEqual(amount(5n * 10n ** 17n));
    expect(parseAmount('5.', 18)).toEqual(amount(5n * 10n ** 18n));
    expect(parseAmount('007', 18)).toEqual(amount(7n * 10n ** 18n));
    expect(parseAmount('0', 18)).toEqual(amount(0n));
  });

  it('tells an empty field from a malformed one', () => {
    expect(parseAmount('', 18)).toEqual({ kind: 'empty' });
    expect(parseAmount('   ', 18)).toEqual({ kind: 'empty' });
    for (const text of [
      'abc',
      '1e18',
      '-1',
      '+1',
      '1.2.3',
      '1,000.5',
      '0x10',
      '.',
      ',',
      'Infinity',
      'NaN',
      '1_000',
    ]) {
      expect(parseAmount(text, 18), text).toEqual({ kind: 'invalid' });
    }
  });

  it('refuses more fraction digits than the asset has', () => {
    expect(parseAmount('0.0000000000000000001', 18)).toEqual({ kind: 'tooPrecise', decimals: 18 });
    expect(parseAmount('1.1234567', 6)).toEqual({ kind: 'tooPrecise', decimals: 6 });
    expect(parseAmount('1.10', 1)).toEqual({ kind: 'tooPrecise', decimals: 1 });
  });

  it('refuses amounts beyond what the ledger can hold', () => {
    expect(parseAmount('9'.repeat(61), 18)).toEqual({ kind: 'invalid' });
    expect(parseAmount('9'.repeat(60), 18)).toEqual({ kind: 'invalid' });
  });
});
