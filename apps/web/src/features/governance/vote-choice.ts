import type { VotingType } from '@colony/contract/governance-signing';

/**
 * The choices a member has picked on the page, as 1-based indexes: at most one for single choice,
 * any set for approval voting, always in increasing order (the order a vote is signed in).
 */
export type Picked = readonly number[];

export function togglePick(picked: Picked, choice: number, type: VotingType): Picked {
  if (type === 'single') return [choice];
  const next = picked.includes(choice) ? picked.filter((value) => value !== choice) : [...picked, choice];
  return [...next].sort((a, b) => a - b);
}

/** The choice to sign: one index, or the sorted approvals; null while nothing is picked. */
export function choiceToSign(picked: Picked, type: VotingType): number | number[] | null {
  if (picked.length === 0) return null;
  return type === 'single' ? (picked[0] ?? null) : [...picked];
}

/** A signed vote's choice as picks. */
export function picksOf(choice: number | readonly number[] | undefined): Picked {
  if (choice === undefined) return [];
  return typeof choice === 'number' ? [choice] : [...choice].sort((a, b) => a - b);
}

export function samePicks(a: Picked, b: Picked): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
