import { ASSET_DECIMALS, type Asset, formatUnits, parseBaseUnits } from '@colony/contract/assets';
import { formatNumber } from '../format/format-number.ts';

export interface FormatAmountOptions {
  /** BCP 47 locale of the grouping and decimal marks; the browser's when absent. */
  locale?: string;
  /** Fraction digits shown at most; further digits are cut, never rounded up. 6 by default. */
  maximumFractionDigits?: number;
  /** Prefix received amounts with "+" (paid ones always carry "−"). */
  signed?: boolean;
}

const PLACEHOLDER = '–';

/** Base units of an answer's decimal string, a leading minus allowed ("-5"); undefined when malformed. */
export function unitsOf(value: string | bigint): bigint | undefined {
  if (typeof value === 'bigint') return value;
  const negative = value.startsWith('-');
  const units = parseBaseUnits(negative ? value.slice(1) : value);
  if (units === undefined) return undefined;
  return negative ? -units : units;
}

/**
 * An amount of an asset for reading: base units turned into whole units exactly (the contract's
 * `formatUnits`, no floating point), then grouped for the locale. Digits beyond
 * `maximumFractionDigits` are cut, so a balance is never shown larger than it is.
 */
export function formatAmount(
  value: string | bigint,
  asset: Asset,
  options: FormatAmountOptions = {},
): string {
  return formatBaseUnits(value, ASSET_DECIMALS[asset], options);
}

/** {@link formatAmount} for a token whose decimals are not an asset's (a wallet's token balance). */
export function formatBaseUnits(
  value: string | bigint,
  decimals: number,
  { locale, maximumFractionDigits = 6, signed = false }: FormatAmountOptions = {},
): string {
  const units = unitsOf(value);
  if (units === undefined) return PLACEHOLDER;
  const text = formatNumber(formatUnits(units, decimals), {
    locale,
    maximumFractionDigits: Math.min(maximumFractionDigits, decimals),
  });
  if (text === null) return PLACEHOLDER;
  return signed && units > 0n ? `+${text}` : text;
}

/** The exact whole-unit amount as a form field holds it ("1234.5"): what "Max" fills in. */
export function amountInputValue(units: bigint, asset: Asset): string {
  return formatUnits(units, ASSET_DECIMALS[asset]);
}
