export interface FormatNumberOptions {
  locale?: string;
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  /** 1.2K, 3.4M: for figures where the order of magnitude matters more than the digits. */
  compact?: boolean;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Making a formatter costs far more than using one: a page of figures reuses a few. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(
  locale: string | undefined,
  maximumFractionDigits: number,
  minimumFractionDigits: number,
  compact: boolean,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${maximumFractionDigits}|${minimumFractionDigits}|${compact}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      maximumFractionDigits: Math.max(maximumFractionDigits, minimumFractionDigits),
      minimumFractionDigits,
      notation: compact ? 'compact' : 'standard',
      roundingMode: 'trunc',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Locale-aware grouping of a number or an exact decimal string. Decimal strings go to
 * Intl as strings, so amounts beyond 2^53 are not rounded through a float.
 * Returns null when the value is not a number.
 */
export function formatNumber(value: number | string, options: FormatNumberOptions = {}): string | null {
  const { locale, maximumFractionDigits = 4, minimumFractionDigits = 0, compact = false } = options;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'string' && !DECIMAL.test(value.trim())) return null;
  const formatter = formatterFor(locale, maximumFractionDigits, minimumFractionDigits, compact);
  return formatter.format(typeof value === 'string' ? (value.trim() as `${number}`) : value);
}
