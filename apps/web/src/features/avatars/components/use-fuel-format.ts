import { useCallback } from 'react';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { FUEL_DECIMALS } from '../../../lib/money/fuel-decimals.ts';

/** Formats fuel (base units, 18 decimals) for the interface locale, cut after four decimals. */
export function useFuelFormat() {
  return useCallback(
    (units: string | bigint) =>
      formatBaseUnits(units, FUEL_DECIMALS, { locale: currentLocale(), maximumFractionDigits: 4 }),
    [],
  );
}
