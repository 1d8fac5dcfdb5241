import { describe, expect, it } from 'vitest';
import {
  ASSET_DECIMALS,
  ASSETS,
  formatUnits,
  isAsset,
  MAX_BASE_UNITS,
  parseBaseUnits,
  parseUnits,
} from './assets.ts';

describe('assets', () => {
  it('gives every asset fixed decimals', () => {
    for (const asset of ASSETS) expect(Number.isInteger(ASSET_DECIMALS[asset])).toBe(true);
    expect(isAsset('MM')).toBe(true);
    expect(isAsset('mm')).toBe(false);
    expect(isAsset('__proto__')).toBe(false);
  });

  it('reads base units only as plain decimal strings within uint256', () => {
    expect(parseBaseUnits('0')).toBe(0n);
    expect(parseBaseUnits('1000000000000000000')).toBe(10n ** 18n);
    expect(parseBaseUnits(MAX_BASE_UNITS.toString())).toBe(MAX_BASE_UNITS);
    for (const bad of [
      '',
      '-1',
      '01',
      '1.0',
      '1e18',
      ' 1',
      '0x10',
      (MAX_BASE_UNITS + 1n).toString(),
      '9'.repeat(79),
    ]) {
      expect(parseBaseUnits(bad), bad).toBeUndefined();
    }
  });

  it('formats and parses whole units exactly', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(12n * 10n ** 18n, 18)).toBe('12');
    expect(formatUnits(-5n, 1)).toBe('-0.5');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('0.0000001', 6)).toBeUndefined();
    expect(parseUnits('-1', 6)).toBeUndefined();
    expect(parseUnits('1,5', 6)).toBeUndefined();
    for (const units of [0n, 1n, 999n, 10n ** 30n + 7n])
      expect(parseUnits(formatUnits(units, 18), 18)).toBe(units);
  });
});
