import { describe, expect, it } from 'vitest';
import { formatUnits } from './format-units.ts';

describe('formatUnits', () => {
  it('keeps every digit of an 18-decimal amount', () => {
    expect(formatUnits(1234500000000000000n, 18)).toBe('1.2345');
    expect(formatUnits('123456789012345678901234567890', 18)).toBe('123456789012.34567890123456789');
  });

  it('pads amounts smaller than one whole unit', () => {
    expect(formatUnits(5n, 6)).toBe('0.000005');
    expect(formatUnits(0n, 18)).toBe('0');
  });

  it('drops a fraction of zeros and handles zero decimals and negatives', () => {
    expect(formatUnits(2_000_000, 6)).toBe('2');
    expect(formatUnits(42n, 0)).toBe('42');
    expect(formatUnits(-1500n, 3)).toBe('-1.5');
  });

  it('rejects values that are not integers', () => {
    expect(() => formatUnits('1.5', 18)).toThrow(RangeError);
    expect(() => formatUnits(0.5, 18)).toThrow(RangeError);
    expect(() => formatUnits(1n, -1)).toThrow(RangeError);
  });
});
