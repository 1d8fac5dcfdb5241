/**
 * The assets the ledger keeps (DESIGN.md §5). Amounts travel as decimal strings
 * of base units; `decimals` says how many base units make one whole unit. The
 * stablecoins use 18, as their contracts on BNB Smart Chain do; deposits from a
 * chain whose token has fewer decimals are scaled up on arrival.
 */
export const ASSETS = ['USDT', 'USDC', 'MM', 'MC', 'UME', 'MCD'] as const;
export type Asset = (typeof ASSETS)[number];

export const ASSET_DECIMALS: Record<Asset, number> = {
  USDT: 18,
  USDC: 18,
  MM: 18,
  MC: 18,
  UME: 18,
  MCD: 18,
};

/** Assets members deposit from and withdraw to their wallets. */
export const STABLECOINS = ['USDT', 'USDC'] as const satisfies readonly Asset[];
export type Stablecoin = (typeof STABLECOINS)[number];

export function isAsset(value: unknown): value is Asset {
  return typeof value === 'string' && (ASSETS as readonly string[]).includes(value);
}

/** Largest amount the ledger stores: NUMERIC(78, 0) holds any uint256. */
export const MAX_BASE_UNITS = 2n ** 256n - 1n;

/** A non-negative whole number of base units written in decimal, without sign, point or leading zeros. */
export const BASE_UNITS_PATTERN = /^(0|[1-9][0-9]{0,77})$/;

/** Base units of a decimal string, or undefined when it is not one (or exceeds uint256). */
export function parseBaseUnits(value: string): bigint | undefined {
  if (!BASE_UNITS_PATTERN.test(value)) return undefined;
  const units = BigInt(value);
  return units <= MAX_BASE_UNITS ? units : undefined;
}

/** Whole units of an amount of base units, as an exact decimal string ("1.5", "0.000001", "12"). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Base units of a whole-unit decimal string ("1.5" with 18 decimals), or undefined if malformed or too precise. */
export function parseUnits(value: string, decimals: number): bigint | undefined {
  const match = /^([0-9]{1,60})(?:\.([0-9]+))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  const units = BigInt(whole + fraction.padEnd(decimals, '0'));
  return units <= MAX_BASE_UNITS ? units : undefined;
}
