import { unitsOf } from '../../../lib/money/format-amount.ts';

/** Tenths of a percent of the fuel left (0 to 1000), rounded down, so a bar never shows more than is left. */
export function fuelLeftPermille(remaining: string, total: string): number {
  const left = unitsOf(remaining);
  const all = unitsOf(total);
  if (left === undefined || all === undefined || all <= 0n || left <= 0n) return 0;
  if (left >= all) return 1000;
  return Number((left * 1000n) / all);
}

/**
 * Producing days the fuel left lasts at `dailyBurn` a day, the last one burning what remains;
 * undefined when nothing is burned (no fuel left, or an answer that cannot be read).
 */
export function daysOfFuelLeft(remaining: string, dailyBurn: string): bigint | undefined {
  const left = unitsOf(remaining);
  const burn = unitsOf(dailyBurn);
  if (left === undefined || burn === undefined || left <= 0n || burn <= 0n) return undefined;
  return (left + burn - 1n) / burn;
}
