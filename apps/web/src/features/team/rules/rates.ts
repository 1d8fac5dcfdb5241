/**
 * The income rules' rates are exact decimal strings ("0.05" is 5 %). Money is multiplied by them
 * in bigints, never through a float; rates are read to 18 decimal places.
 */

const DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/;
export const RATE_SCALE = 10n ** 18n;

/** A rate in units of 10⁻¹⁸ ("0.05" → 5·10¹⁶); undefined when it is not a decimal. */
export function rateUnits(rate: string): bigint | undefined {
  const match = DECIMAL.exec(rate);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').slice(0, 18).padEnd(18, '0');
  return BigInt(match[1] ?? '0') * RATE_SCALE + BigInt(fraction);
}

/** `units` × a rate in units of 10⁻¹⁸, rounded down as a payout is. */
export function applyRate(units: bigint, rate: bigint): bigint {
  return (units * rate) / RATE_SCALE;
}

/** A rate as the locale writes a percentage ("0.05" → "5%", "0.035" → "3.5%"); a dash when malformed. */
export function formatRate(rate: string, locale: string): string {
  if (!DECIMAL.test(rate)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(Number(rate));
}
