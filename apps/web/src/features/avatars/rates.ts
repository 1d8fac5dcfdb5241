/**
 * Exact decimal strings of the catalogue ("2.5", "0.0125": a fuel multiplier, a daily yield, an
 * output share) as the avatar page shows and uses them; money never goes through a float.
 */

const DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/;

/** `units` × `rate`, rounded down as the server rounds fuel: the daily burn of an avatar's price. */
export function unitsTimesRate(units: bigint, rate: string): bigint | undefined {
  const match = DECIMAL.exec(rate);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  return (units * BigInt(`${match[1]}${fraction}`)) / scale;
}

/** A share or rate as a percentage in the locale ("0.6" → "60%", "0.0125" → "1.25%"). */
export function formatRatePercent(rate: string, locale: string): string {
  if (!DECIMAL.test(rate)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(Number(rate));
}

/** A multiplier as the locale writes it ("2.5" → "×2.5"). */
export function formatMultiplier(rate: string, locale: string): string {
  if (!DECIMAL.test(rate)) return '–';
  return `×${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(rate))}`;
}
