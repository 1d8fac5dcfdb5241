import { useCallback } from 'react';
import { currentLocale } from './current-locale.ts';

/** A fee in basis points as the locale writes a percentage: 500 → "5%", 10 → "0.1%". */
export function usePercentFormat() {
  return useCallback(
    (basisPoints: number) =>
      new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(
        basisPoints / 10_000,
      ),
    [],
  );
}
