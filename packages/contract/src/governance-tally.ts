import type { ProposalResult, ProposalStatus, VotingType } from './governance-signing.ts';

/**
 * The rules that turn counted votes into a result (docs/governance.md), in plain TypeScript. The
 * server sums votes in SQL; this is what the page's "verify this result", `npm run votes:verify` and
 * the tests recompute independently from the exported votes.
 */

export interface TallyProposal {
  votingType: VotingType;
  choiceCount: number;
  quorumBps: number;
  rejectChoice: number | null;
  abstainChoice: number | null;
  startAt: number;
  endAt: number;
  cancelled: boolean;
}

/** One counted vote: the choices it gives its whole power to (one for single choice). */
export interface TallyBallot {
  choices: readonly number[];
  power: bigint;
}

export interface ChoiceTotal {
  choice: number;
  power: bigint;
  votes: number;
}

export interface Tally {
  choices: ChoiceTotal[];
  /** Power of every counted vote (each voter once, whatever they approved). */
  cast: bigint;
  voters: number;
  quorumRequired: bigint | null;
  quorumReached: boolean;
  leading: number | null;
  status: ProposalStatus;
  result: ProposalResult | null;
}

const BPS = 10_000n;

/** Power the votes must reach: the share `quorumBps` of the snapshot's total, rounded up. */
export function quorumRequired(totalPower: bigint, quorumBps: number): bigint {
  return (totalPower * BigInt(quorumBps) + BPS - 1n) / BPS;
}

/** No votes never reach a quorum, even one of zero. */
export function quorumReached(cast: bigint, required: bigint | null): boolean {
  return required !== null && cast > 0n && cast >= required;
}

/** upcoming before the start, active until the end, closed after it or once cancelled. */
export function statusAt(proposal: Pick<TallyProposal, 'startAt' | 'endAt' | 'cancelled'>, now: number) {
  if (proposal.cancelled) return 'closed' as const;
  if (now < proposal.startAt) return 'upcoming' as const;
  if (now < proposal.endAt) return 'active' as const;
  return 'closed' as const;
}

/** The choice with the most power, the abstention left out; null when none has any, or on a tie. */
export function leadingChoice(choices: readonly ChoiceTotal[], abstainChoice: number | null): number | null {
  let best: ChoiceTotal | undefined;
  let tie = false;
  for (const total of choices) {
    if (total.choice === abstainChoice || total.power === 0n) continue;
    if (!best || total.power > best.power) {
      best = total;
      tie = false;
    } else if (total.power === best.power) tie = true;
  }
  return best && !tie ? best.choice : null;
}

/** A closed proposal's result; null while it is open. */
export function resultOf(
  proposal: Pick<TallyProposal, 'rejectChoice' | 'cancelled'>,
  status: ProposalStatus,
  reached: boolean,
  leading: number | null,
): ProposalResult | null {
  if (status !== 'closed') return null;
  if (proposal.cancelled) return 'cancelled';
  if (!reached) return 'noQuorum';
  if (leading === null || leading === proposal.rejectChoice) return 'rejected';
  return 'passed';
}

/** Everything a result says, from per-choice totals the caller summed. */
export function summarize(
  proposal: TallyProposal,
  totals: { choices: readonly ChoiceTotal[]; cast: bigint; voters: number },
  totalPower: bigint | null,
  now: number,
): Tally {
  const required = totalPower === null ? null : quorumRequired(totalPower, proposal.quorumBps);
  const reached = quorumReached(totals.cast, required);
  const leading = leadingChoice(totals.choices, proposal.abstainChoice);
  const status = statusAt(proposal, now);
  return {
    choices: [...totals.choices],
    cast: totals.cast,
    voters: totals.voters,
    quorumRequired: required,
    quorumReached: reached,
    leading,
    status,
    result: resultOf(proposal, status, reached, leading),
  };
}

/** Sums counted votes choice by choice and applies the rules. */
export function tally(
  proposal: TallyProposal,
  ballots: readonly TallyBallot[],
  totalPower: bigint | null,
  now: number,
): Tally {
  const choices: ChoiceTotal[] = Array.from({ length: proposal.choiceCount }, (_, index) => ({
    choice: index + 1,
    power: 0n,
    votes: 0,
  }));
  let cast = 0n;
  for (const ballot of ballots) {
    cast += ballot.power;
    for (const choice of new Set(ballot.choices)) {
      const total = choices[choice - 1];
      if (!total) throw new RangeError(`choice ${choice} is not one of ${proposal.choiceCount}`);
      total.power += ballot.power;
      total.votes += 1;
    }
  }
  return summarize(proposal, { choices, cast, voters: ballots.length }, totalPower, now);
}

/**
 * Whether `choice` is a valid vote on the proposal: for single choice one index from 1 to the
 * number of choices; for approval a non-empty list of distinct indexes in increasing order.
 */
export function isValidChoice(
  proposal: Pick<TallyProposal, 'votingType' | 'choiceCount'>,
  choice: number | readonly number[],
): boolean {
  const inRange = (value: number) => Number.isInteger(value) && value >= 1 && value <= proposal.choiceCount;
  if (proposal.votingType === 'single') return typeof choice === 'number' && inRange(choice);
  if (!Array.isArray(choice) || choice.length === 0) return false;
  return choice.every((value, index) => inRange(value) && (index === 0 || value > (choice[index - 1] ?? 0)));
}

/** Whether a vote signed at `timestamp` (seconds) falls in the voting window, start included, end not. */
export function isInWindow(proposal: Pick<TallyProposal, 'startAt' | 'endAt'>, timestamp: number): boolean {
  return timestamp * 1000 >= proposal.startAt && timestamp * 1000 < proposal.endAt;
}

/** The indexes a valid choice gives power to. */
export function choicesOf(choice: number | readonly number[]): number[] {
  return typeof choice === 'number' ? [choice] : [...choice];
}
