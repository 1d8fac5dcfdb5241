export interface FormatNumberOptions {
  locale?: string;
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  /** 1.2K, 3.4M: for figures where the order of magnitude matters more than the digits. */
  compact?: boolean;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * How the interface's languages write a plain decimal number: group separator and decimal mark,
 * with groups of three and the ASCII minus sign, exactly as Intl.NumberFormat writes them (the
 * unit test compares the two). Standard figures are written from this table: the first
 * Intl.NumberFormat a page makes costs a browser ~15 ms of locale data on a phone, in the middle
 * of the first render. Other locales and compact notation still go through Intl.
 */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  ja: { group: ',', decimal: '.' },
  ko: { group: ',', decimal: '.' },
  zh: { group: ',', decimal: '.' },
  th: { group: ',', decimal: '.' },
  vi: { group: '.', decimal: ',' },
  de: { group: '.', decimal: ',' },
};

/** The locales whose regional variant writes numbers as the table says (the interface's own). */
const TABLE_LOCALES = new Set([
  'en-SG',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'th-TH',
  'vi-VN',
  'de-DE',
  ...Object.keys(SEPARATORS),
]);

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

/** A plain decimal (`-?digits(.digits)?`) written with the table's separators, truncated. */
function formatPlain(
  decimal: string,
  separators: { group: string; decimal: string },
  maximumFractionDigits: number,
  minimumFractionDigits: number,
): string {
  const negative = decimal.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  let digits = fraction.slice(0, Math.max(maximumFractionDigits, minimumFractionDigits));
  digits = digits.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  let grouped = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const part = integer.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? part : `${part}${separators.group}${grouped}`;
  }
  return `${negative ? '-' : ''}${grouped}${digits === '' ? '' : `${separators.decimal}${digits}`}`;
}

/** The decimal digits of a number as written for a person (shortest round trip), or null. */
function plainDigitsOf(value: number): string | null {
  if (Object.is(value, -0)) return '-0';
  const text = String(value);
  return DECIMAL.test(text) ? text : null;
}

/**
 * Locale-aware grouping of a number or an exact decimal string. Decimal strings are never
 * rounded through a float, and extra fraction digits are truncated, never rounded up.
 * Returns null when the value is not a number.
 */
export function formatNumber(value: number | string, options: FormatNumberOptions = {}): string | null {
  const { locale, maximumFractionDigits = 4, minimumFractionDigits = 0, compact = false } = options;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const trimmed = typeof value === 'string' ? value.trim() : value;
  if (typeof trimmed === 'string' && !DECIMAL.test(trimmed)) return null;
  const separators = locale && TABLE_LOCALES.has(locale) ? SEPARATORS[locale.slice(0, 2)] : undefined;
  const plain = typeof trimmed === 'string' ? trimmed : plainDigitsOf(trimmed);
  if (separators && !compact && plain !== null) {
    return formatPlain(plain, separators, maximumFractionDigits, minimumFractionDigits);
  }
  const formatter = formatterFor(locale, maximumFractionDigits, minimumFractionDigits, compact);
  return formatter.format(typeof trimmed === 'string' ? (trimmed as `${number}`) : trimmed);
}
