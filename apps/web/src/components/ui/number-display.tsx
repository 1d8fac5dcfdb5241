import { currentLocale } from '../../lib/format/current-locale.ts';
import { formatNumber } from '../../lib/format/format-number.ts';
import { formatUnits } from '../../lib/format/format-units.ts';
import { cx } from './class-names.ts';

export interface NumberDisplayProps {
  /** A plain number, or an integer amount of base units when `decimals` is given. */
  value: string | number | bigint;
  /** Decimals of the token: `value` is then read as base units (1e18 = 1 with 18 decimals). */
  decimals?: number;
  maximumFractionDigits?: number;
  compact?: boolean;
  className?: string;
}

const PLACEHOLDER = '–';

/** Formats a number or token amount for the interface locale, exactly, without float rounding. */
export function NumberDisplay({
  value,
  decimals,
  maximumFractionDigits = 4,
  compact = false,
  className,
}: NumberDisplayProps) {
  const text = displayNumber(value, { decimals, maximumFractionDigits, compact, locale: currentLocale() });
  return <span className={cx('tabular-nums', className)}>{text}</span>;
}

export function displayNumber(
  value: string | number | bigint,
  options: { decimals?: number; maximumFractionDigits?: number; compact?: boolean; locale?: string },
): string {
  const { decimals, ...format } = options;
  try {
    const decimal =
      decimals === undefined
        ? typeof value === 'bigint'
          ? value.toString()
          : value
        : formatUnits(value, decimals);
    return formatNumber(decimal, format) ?? PLACEHOLDER;
  } catch {
    return PLACEHOLDER;
  }
}
