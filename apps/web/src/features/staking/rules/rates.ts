/**
 * Exact decimal strings of the plans and pools ("0.003" a daily rate, "0.4215" an APR) as the pages
 * show and use them; money never goes through a float.
 */

const DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/;

/** `units` × `rate`, rounded down as the server rounds a day's income. */
export function unitsTimesRate(units: bigint, rate: string): bigint | undefined {
  const match = DECIMAL.exec(rate);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  return (units * BigInt(`${match[1]}${fraction}`)) / 10n ** BigInt(fraction.length);
}

/** A rate or fraction as a percentage in the locale ("0.003" → "0.3%", "0.4215" → "42.15%"). */
export function formatPercent(rate: string, locale: string, maximumFractionDigits = 2): string {
  if (!DECIMAL.test(rate)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(Number(rate));
}

/** A rate times a whole number, exactly ("0.003" × 30 → "0.09"). */
export function rateTimes(rate: string, times: number): string | undefined {
  const match = DECIMAL.exec(rate);
  if (!match || !Number.isInteger(times) || times < 0) return undefined;
  const fraction = match[2] ?? '';
  const digits = (BigInt(`${match[1]}${fraction}`) * BigInt(times))
    .toString()
    .padStart(fraction.length + 1, '0');
  const whole = digits.slice(0, digits.length - fraction.length);
  const rest = digits.slice(digits.length - fraction.length).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}
