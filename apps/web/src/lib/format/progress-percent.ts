/**
 * How far `current` is towards `required`, in whole percent from 0 to 100, rounded down so a bar
 * never looks full before the requirement is met. Exact on amounts of any size; nothing required is 100.
 */
export function progressPercent(current: bigint, required: bigint): number {
  if (required <= 0n) return 100;
  if (current <= 0n) return 0;
  if (current >= required) return 100;
  return Number((current * 100n) / required);
}
