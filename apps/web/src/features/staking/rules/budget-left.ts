/**
 * The share of a pool's reward budget still to be paid, in whole percent for its bar: 100 only
 * while nothing is paid, 0 only once nothing is left, and 1 to 99 between, so a bar never looks
 * full or empty when it is not. Exact on amounts of any size.
 */
export function budgetLeftPercent(remaining: bigint, budget: bigint): number {
  if (budget <= 0n || remaining <= 0n) return 0;
  if (remaining >= budget) return 100;
  const percent = Number((remaining * 100n) / budget);
  return Math.min(Math.max(percent, 1), 99);
}
