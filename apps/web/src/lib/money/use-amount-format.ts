import type { Asset } from '@colony/contract/assets';
import { useCallback } from 'react';
import { currentLocale } from '../format/current-locale.ts';
import { type FormatAmountOptions, formatAmount } from './format-amount.ts';

/** Formats base units of an asset for the interface locale. */
export function useAmountFormat() {
  return useCallback(
    (value: string | bigint, asset: Asset, options: Omit<FormatAmountOptions, 'locale'> = {}) =>
      formatAmount(value, asset, { ...options, locale: currentLocale() }),
    [],
  );
}
