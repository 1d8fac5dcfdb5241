import { ASSET_DECIMALS, formatUnits } from '@colony/contract/assets';
import { useCallback } from 'react';
import { currentLocale } from '../format/current-locale.ts';
import { unitsOf } from './format-amount.ts';

/** Performance and team income are US dollars with the stablecoins' decimals (USDT and USDC one to one). */
export const USD_DECIMALS = ASSET_DECIMALS.USDT;

const PLACEHOLDER = '–';
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string | undefined, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale ?? ''}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      roundingMode: 'trunc',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Base units of US dollars as the locale writes a dollar amount ("$1,234.50", "1.234,50 $"): the
 * exact decimal string goes to Intl, cents beyond `fractionDigits` are cut, never rounded up.
 */
export function formatUsd(
  value: string | bigint,
  { locale, fractionDigits = 2 }: { locale?: string; fractionDigits?: number } = {},
): string {
  const units = unitsOf(value);
  if (units === undefined) return PLACEHOLDER;
  return formatterFor(locale, fractionDigits).format(formatUnits(units, USD_DECIMALS) as `${number}`);
}

/** {@link formatUsd} in the interface locale. */
export function useUsdFormat() {
  return useCallback(
    (value: string | bigint, fractionDigits?: number) =>
      formatUsd(value, { locale: currentLocale(), fractionDigits }),
    [],
  );
}
