import { POWER_DECIMALS } from '@colony/contract/governance-signing';
import { useCallback } from 'react';
import { currentLocale } from '../../lib/format/current-locale.ts';
import { formatBaseUnits } from '../../lib/money/format-amount.ts';

/** Voting power (base units, 18 decimals) for reading: grouped for the locale, two decimals at most, cut. */
export function usePowerFormat() {
  return useCallback(
    (value: string | bigint) =>
      formatBaseUnits(value, POWER_DECIMALS, { locale: currentLocale(), maximumFractionDigits: 2 }),
    [],
  );
}

/** A fraction (0 to 1) as the locale writes a percentage, one decimal at most. */
export function useShareFormat() {
  return useCallback(
    (fraction: number) =>
      new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(fraction),
    [],
  );
}
