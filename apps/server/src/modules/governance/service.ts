import { randomUUID } from 'node:crypto';
import type {
  PollExportResponse,
  PollHomeResponse,
  PollIndexResponse,
  PollInfoResponse,
  PollVoteResponse,
  PollVotesResponse,
  ProposalSummary,
  pollCancelRequest,
  pollCreateRequest,
  pollIndexRequest,
  pollVoteRequest,
  pollVotesRequest,
  StoredVote,
  TimelineEvent,
} from '@colony/contract/governance';
import {
  EXPORT_FORMAT,
  VOTE_DOMAIN,
  VOTE_PRIMARY_TYPE,
  type VoteBlocker,
  voteTypedData,
  voteTypes,
} from '@colony/contract/governance-signing';
import {
  type ChoiceTotal,
  choicesOf,
  isInWindow,
  isValidChoice,
  summarize,
  type Tally,
  type TallyProposal,
} from '@colony/contract/governance-tally';
import { LANGUAGES, type Language } from '@colony/contract/locales';
import type { Address, Hex } from 'viem';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { powerRulesOf } from '../../economy/governance-config.ts';
import { ApiError } from '../../http/api-error.ts';
import { votingPowerStream } from './power-stream.ts';
import { nextStartForNewPower } from './proposal-schedule.ts';
import {
  activePollsOf,
  allVotes,
  cancelPoll,
  countedVoteOf,
  countedVotes,
  countPollsByStatus,
  finalizePoll,
  findPoll,
  findPollWithPower,
  insertPoll,
  insertSnapshot,
  insertVote,
  listPolls,
  liveTallies,
  lockPollForVote,
  type PollRow,
  type PollText,
  pollsAwaitingClose,
  pollsAwaitingSnapshot,
  pollTexts,
  powerOf,
  type TallyJson,
  type VoteRow,
  voterPowers,
} from './queries.ts';
import type { VoteSignatureVerifier } from './vote-signature.ts';

export interface GovernanceContext {
  economy: EconomyConfig;
  /** Chains a vote may be signed on (the allowed ones); the first is the default. */
  chainIds: readonly number[];
  /** Milliseconds since the epoch: windows, snapshots and signed timestamps are judged by it. */
  now: () => number;
  signatures: VoteSignatureVerifier;
  /**
   * When a proposal would start for a member who gets voting power now, beyond those planned: the
   * demo's series starts one for newcomers. Absent outside a demo.
   */
  newcomerStart?: (db: Db, now: number) => Promise<number | null>;
}

/** A member as the routes know them. */
export interface Voter {
  memberId: number;
  address: string;
}

type CreateBody = z.output<typeof pollCreateRequest>;
type CancelBody = z.output<typeof pollCancelRequest>;
type IndexBody = z.output<typeof pollIndexRequest>;
type VoteBody = z.output<typeof pollVoteRequest>;
type VotesBody = z.output<typeof pollVotesRequest>;

/** Longest a proposal may run, and how far ahead it may start: a year, so a mistyped date is refused. */
const MAX_SPAN_MS = 366 * 24 * 60 * 60 * 1000;
/** A start this little in the past is taken as "now" (the operator's clock and ours differ a little). */
const START_GRACE_MS = 60_000;

function defaultChainId(context: GovernanceContext): number {
  return context.chainIds.includes(56) ? 56 : (context.chainIds[0] ?? 56);
}

function tallyProposal(poll: PollRow): TallyProposal {
  return {
    votingType: poll.votingType,
    choiceCount: poll.choiceCount,
    quorumBps: poll.quorumBps,
    rejectChoice: poll.rejectChoice,
    abstainChoice: poll.abstainChoice,
    startAt: poll.startAt.getTime(),
    endAt: poll.endAt.getTime(),
    cancelled: poll.cancelledAt !== null,
  };
}

/** The server's tally: the sums the database made, every choice present, then the rules. */
function tallyOf(poll: PollRow, sums: TallyJson | undefined, now: number): Tally {
  const choices: ChoiceTotal[] = Array.from({ length: poll.choiceCount }, (_, index) => {
    const found = sums?.choices.find((entry) => entry.choice === index + 1);
    return { choice: index + 1, power: BigInt(found?.power ?? '0'), votes: found?.votes ?? 0 };
  });
  return summarize(
    tallyProposal(poll),
    { choices, cast: BigInt(sums?.cast ?? '0'), voters: sums?.voters ?? 0 },
    poll.snapshotPower,
    now,
  );
}

async function tallies(db: Db, polls: readonly PollRow[]): Promise<Map<string, TallyJson | undefined>> {
  const live = await liveTallies(
    db,
    polls.filter((poll) => poll.finalTally === null).map((poll) => poll.id),
  );
  return new Map(polls.map((poll) => [poll.id, poll.finalTally ?? live.get(poll.id)]));
}

function summaryOf(poll: PollRow, text: PollText | undefined, tally: Tally): ProposalSummary {
  const leading = tally.leading === null ? undefined : tally.choices[tally.leading - 1];
  return {
    id: poll.id,
    title: text?.title ?? '',
    status: tally.status,
    result: tally.result,
    votingType: poll.votingType,
    startAt: poll.startAt.toISOString(),
    endAt: poll.endAt.toISOString(),
    createdAt: poll.createdAt.toISOString(),
    votes: tally.voters,
    leading: leading
      ? {
          choice: leading.choice,
          label: text?.choices[leading.choice - 1] ?? '',
          power: leading.power.toString(),
        }
      : null,
    quorum: {
      bps: poll.quorumBps,
      required: tally.quorumRequired?.toString() ?? null,
      cast: tally.cast.toString(),
      reached: tally.quorumReached,
    },
  };
}

function toStoredVote(vote: VoteRow, votingType: PollRow['votingType']): StoredVote {
  return {
    id: String(vote.id),
    proposalId: vote.pollId,
    voter: vote.voter,
    chainId: vote.chainId,
    choice: votingType === 'single' ? (vote.choice[0] ?? 0) : vote.choice,
    power: vote.power.toString(),
    timestamp: vote.signedAt,
    signature: vote.signature,
    receivedAt: vote.receivedAt.toISOString(),
  };
}

function timelineOf(poll: PollRow, tally: Tally, now: number): TimelineEvent[] {
  const at = (date: Date | null) => date?.toISOString() ?? null;
  const events: TimelineEvent[] = [{ event: 'created', at: at(poll.createdAt), done: true }];
  const cancelled = poll.cancelledAt;
  const startedBeforeCancel = !cancelled || cancelled >= poll.startAt;
  if (startedBeforeCancel) {
    events.push({ event: 'start', at: at(poll.startAt), done: now >= poll.startAt.getTime() });
    events.push({
      event: 'snapshot',
      at: at(poll.snapshotAt ?? poll.startAt),
      done: poll.snapshotAt !== null,
    });
  }
  if (cancelled) events.push({ event: 'cancelled', at: at(cancelled), done: true });
  else events.push({ event: 'end', at: at(poll.endAt), done: now >= poll.endAt.getTime() });
  events.push({
    event: 'result',
    at: tally.result === null ? null : at(poll.finalAt ?? cancelled ?? poll.endAt),
    done: tally.result !== null,
  });
  return events;
}

function blockerOf(poll: PollRow, power: bigint | undefined, now: number): VoteBlocker | null {
  if (poll.cancelledAt) return 'cancelled';
  if (now < poll.startAt.getTime()) return 'notStarted';
  if (now >= poll.endAt.getTime() || poll.finalAt) return 'ended';
  if (!poll.snapshotAt) return 'counting';
  if (!power) return 'noPower';
  return null;
}

async function infoOf(
  db: Db,
  context: GovernanceContext,
  poll: PollRow,
  member: Voter | null,
  language: Language,
): Promise<PollInfoResponse> {
  const now = context.now();
  const text = (await pollTexts(db, [poll.id], language)).get(poll.id);
  const tally = tallyOf(poll, (await tallies(db, [poll]))?.get(poll.id), now);
  let memberView: PollInfoResponse['member'] = null;
  if (member) {
    const power = poll.snapshotAt ? await powerOf(db, poll.id, member.memberId) : undefined;
    const vote = await countedVoteOf(db, poll.id, member.memberId);
    const blocker = blockerOf(poll, power, now);
    const nextStart = blocker === 'noPower' ? await nextStartForNewPower(db, context) : null;
    memberView = {
      power: poll.snapshotAt ? (power ?? 0n).toString() : null,
      vote: vote ? toStoredVote(vote, poll.votingType) : null,
      blocker,
      nextStart: nextStart ? { at: nextStart.at.toISOString(), onNewPower: nextStart.onNewPower } : null,
    };
  }
  const rules = poll.powerRules ?? powerRulesOf(context.economy.governance);
  return {
    ...summaryOf(poll, text, tally),
    body: text?.body ?? '',
    choices: tally.choices.map((total) => ({
      choice: total.choice,
      label: text?.choices[total.choice - 1] ?? '',
      power: total.power.toString(),
      votes: total.votes,
    })),
    rejectChoice: poll.rejectChoice,
    abstainChoice: poll.abstainChoice,
    snapshot:
      poll.snapshotAt && poll.powerRules
        ? {
            takenAt: poll.snapshotAt.toISOString(),
            members: poll.snapshotMembers ?? 0,
            totalPower: (poll.snapshotPower ?? 0n).toString(),
            rules: poll.powerRules,
          }
        : null,
    powerRules: rules,
    cancelReason: poll.cancelReason,
    timeline: timelineOf(poll, tally, now),
    member: memberView,
    signing: {
      domain: { ...VOTE_DOMAIN, chainId: defaultChainId(context) },
      chainIds: [...context.chainIds],
      types: { Vote: [...voteTypes(poll.votingType).Vote] },
      primaryType: VOTE_PRIMARY_TYPE,
    },
    timestampToleranceSeconds: context.economy.governance.timestampToleranceSeconds,
    timestampFutureToleranceSeconds: context.economy.governance.timestampFutureToleranceSeconds,
    serverTime: Math.floor(now / 1000),
  };
}

async function requirePoll(db: Db, id: string, lock?: 'update'): Promise<PollRow> {
  const poll = await findPoll(db, id, lock);
  if (!poll) throw new ApiError('proposalNotFound');
  return poll;
}

// ---------------------------------------------------------------------------
// Reads

export async function pollHome(
  db: Db,
  context: GovernanceContext,
  member: Voter | null,
  language: Language,
): Promise<PollHomeResponse> {
  const now = new Date(context.now());
  const counts = await countPollsByStatus(db, now);
  const active = await activePollsOf(db, now, member?.memberId ?? null);
  const texts = await pollTexts(
    db,
    active.map((poll) => poll.id),
    language,
  );
  return {
    counts,
    active: active.map((poll) => ({
      id: poll.id,
      title: texts.get(poll.id)?.title ?? '',
      endAt: poll.endAt.toISOString(),
      power: member && poll.snapshotAt ? (poll.power ?? 0n).toString() : null,
      voted: poll.voted,
    })),
    signedIn: member !== null,
  };
}

export async function pollIndex(
  db: Db,
  context: GovernanceContext,
  body: IndexBody,
  language: Language,
): Promise<PollIndexResponse> {
  const now = context.now();
  const { list, total } = await listPolls(db, { ...body, now: new Date(now) });
  const texts = await pollTexts(
    db,
    list.map((poll) => poll.id),
    language,
  );
  const sums = await tallies(db, list);
  return {
    list: list.map((poll) => summaryOf(poll, texts.get(poll.id), tallyOf(poll, sums.get(poll.id), now))),
    total,
    page: body.page,
    limit: body.limit,
  };
}

export async function pollInfo(
  db: Db,
  context: GovernanceContext,
  id: string,
  member: Voter | null,
  language: Language,
): Promise<PollInfoResponse> {
  return infoOf(db, context, await requirePoll(db, id), member, language);
}

export async function pollVotes(db: Db, body: VotesBody): Promise<PollVotesResponse> {
  const poll = await requirePoll(db, body.id);
  const { list, total } = await countedVotes(db, poll.id, body);
  return {
    list: list.map((vote) => toStoredVote(vote, poll.votingType)),
    total,
    page: body.page,
    limit: body.limit,
  };
}

/** Everything the result is made of, for anyone to recompute it (`governance-verify.ts`). */
export async function pollExport(
  db: Db,
  context: GovernanceContext,
  id: string,
): Promise<PollExportResponse> {
  const poll = await requirePoll(db, id);
  const now = context.now();
  const english = (await pollTexts(db, [poll.id], 'en')).get(poll.id);
  const votes = await allVotes(db, poll.id);
  const tally = tallyOf(poll, (await tallies(db, [poll])).get(poll.id), now);
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date(now).toISOString(),
    proposal: {
      id: poll.id,
      title: english?.title ?? '',
      votingType: poll.votingType,
      choices: english?.choices ?? [],
      startAt: poll.startAt.toISOString(),
      endAt: poll.endAt.toISOString(),
      quorumBps: poll.quorumBps,
      rejectChoice: poll.rejectChoice,
      abstainChoice: poll.abstainChoice,
      cancelledAt: poll.cancelledAt?.toISOString() ?? null,
    },
    signing: { domain: { ...VOTE_DOMAIN }, chainIds: [...context.chainIds], primaryType: VOTE_PRIMARY_TYPE },
    snapshot:
      poll.snapshotAt && poll.powerRules
        ? {
            takenAt: poll.snapshotAt.toISOString(),
            members: poll.snapshotMembers ?? 0,
            totalPower: (poll.snapshotPower ?? 0n).toString(),
            rules: poll.powerRules,
            powers: await voterPowers(db, poll.id),
          }
        : null,
    votes: votes.map((vote) => ({ ...toStoredVote(vote, poll.votingType), counted: vote.counted })),
    tally: {
      choices: tally.choices.map((total) => ({
        choice: total.choice,
        power: total.power.toString(),
        votes: total.votes,
      })),
      cast: tally.cast.toString(),
      voters: tally.voters,
      quorumRequired: tally.quorumRequired?.toString() ?? null,
      quorumReached: tally.quorumReached,
      leading: tally.leading,
      status: tally.status,
      result: tally.result,
    },
  };
}

// ---------------------------------------------------------------------------
// Voting

function requireOpen(poll: PollRow, now: number): void {
  if (poll.cancelledAt) throw new ApiError('proposalCancelled');
  if (now < poll.startAt.getTime())
    throw new ApiError('voteNotStarted', { startAt: poll.startAt.toISOString() });
  if (now >= poll.endAt.getTime() || poll.finalAt) throw new ApiError('voteEnded');
}

/** A vote that passed every check a refusal could come from, but the ones made under its locks. */
export interface CheckedVote {
  pollId: string;
  votingType: PollRow['votingType'];
  chainId: number;
  choice: number[];
  timestamp: number;
  signature: string;
  power: bigint;
  voter: string;
}

/**
 * Everything about a vote that needs no lock, cheapest first, so a vote that is refused costs
 * little and never reaches the chain: the proposal and its window, the chain, the choice, the
 * signed time, the member's power (taking the snapshot if the proposal just started), then the
 * signature (recovered, or asked of the chain for a contract wallet).
 */
export async function checkVote(
  db: Db,
  context: GovernanceContext,
  member: Voter,
  body: VoteBody,
): Promise<CheckedVote> {
  let poll = await findPollWithPower(db, body.id, member.memberId);
  if (!poll) throw new ApiError('proposalNotFound');
  const now = context.now();
  requireOpen(poll, now);
  const chainId = body.chainId ?? defaultChainId(context);
  if (!context.chainIds.includes(chainId)) throw new ApiError('chainNotAllowed');
  if (!isValidChoice(poll, body.choice))
    throw new ApiError('choiceInvalid', { votingType: poll.votingType, choices: poll.choiceCount });
  const { timestampToleranceSeconds: behind, timestampFutureToleranceSeconds: ahead } =
    context.economy.governance;
  // Ahead only by clock skew: a member's next vote must be signed later than their counted one,
  // so a time far ahead would keep them from changing their vote until then.
  const offset = body.timestamp * 1000 - now;
  if (!isInWindow(tallyProposal(poll), body.timestamp) || offset > ahead * 1000 || -offset > behind * 1000)
    throw new ApiError('voteTimestampInvalid', {
      serverTime: Math.floor(now / 1000),
      toleranceSeconds: behind,
      futureToleranceSeconds: ahead,
    });
  if (!poll.snapshotAt) {
    await takeSnapshot(db, context, poll.id);
    poll = await findPollWithPower(db, body.id, member.memberId);
    if (!poll) throw new ApiError('proposalNotFound');
  }
  const power = poll.power;
  if (!power) throw new ApiError('noVotingPower');

  const typedData = voteTypedData(poll.votingType, chainId, {
    proposal: poll.id,
    choice: body.choice,
    voter: member.address,
    timestamp: body.timestamp,
  });
  let signed: boolean;
  try {
    signed = await context.signatures.signed({
      typedData,
      voter: member.address as Address,
      signature: body.signature as Hex,
    });
  } catch {
    throw new ApiError('unavailable');
  }
  if (!signed) throw new ApiError('signatureInvalid');
  return {
    pollId: poll.id,
    votingType: poll.votingType,
    chainId,
    choice: choicesOf(body.choice),
    timestamp: body.timestamp,
    signature: body.signature,
    power,
    voter: member.address,
  };
}

/**
 * Records a checked vote in the caller's transaction: under a share lock on the proposal (closing
 * and cancelling wait for it) the window is checked again, then, one vote of this member at a
 * time, it replaces the counted one if it was signed later. The same signed vote sent again
 * answers the vote already recorded.
 */
export async function recordVote(
  tx: Db,
  context: GovernanceContext,
  member: Voter,
  vote: CheckedVote,
): Promise<PollVoteResponse> {
  const poll = await lockPollForVote(tx, vote.pollId, member.memberId);
  if (!poll) throw new ApiError('proposalNotFound');
  requireOpen(poll, context.now());
  const current = await countedVoteOf(tx, poll.id, member.memberId);
  if (current) {
    if (
      current.signedAt === vote.timestamp &&
      current.signature.toLowerCase() === vote.signature.toLowerCase()
    )
      return { vote: toStoredVote(current, poll.votingType), replaced: null };
    if (current.signedAt >= vote.timestamp) throw new ApiError('voteOutdated');
  }
  const recorded = await insertVote(tx, {
    pollId: poll.id,
    memberId: member.memberId,
    voter: vote.voter,
    chainId: vote.chainId,
    choice: vote.choice,
    signedAt: vote.timestamp,
    signature: vote.signature,
    power: vote.power,
    receivedAt: new Date(context.now()),
  });
  return {
    vote: toStoredVote(recorded, poll.votingType),
    replaced: current ? toStoredVote(current, poll.votingType) : null,
  };
}

// ---------------------------------------------------------------------------
// The snapshot and the close

/**
 * Takes a started proposal's snapshot if it has none: every member's power from the Avatars they
 * hold and their balances of the counted assets, weighed by the rules in force, in one statement.
 * Answers whether this call took it.
 */
export async function takeSnapshot(db: Db, context: GovernanceContext, pollId: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const poll = await findPoll(tx, pollId, 'update');
    const now = context.now();
    // Never after the end: a proposal no server saw open closes without votes and without power.
    if (
      !poll ||
      poll.snapshotAt ||
      poll.cancelledAt ||
      now < poll.startAt.getTime() ||
      now >= poll.endAt.getTime()
    )
      return false;
    const { powers, rules } = votingPowerStream(context.economy);
    return (await insertSnapshot(tx, pollId, powers, new Date(now), rules)) !== undefined;
  });
}

/**
 * Fixes the tally of a proposal that ended or was cancelled. The update lock waits for votes being
 * recorded (they hold a share lock) and every later vote finds the proposal closed.
 */
export async function closePoll(db: Db, context: GovernanceContext, pollId: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const poll = await findPoll(tx, pollId, 'update');
    const now = context.now();
    if (!poll || poll.finalAt || (!poll.cancelledAt && now < poll.endAt.getTime())) return false;
    const sums = (await liveTallies(tx, [poll.id])).get(poll.id) ?? { choices: [], cast: '0', voters: 0 };
    await finalizePoll(tx, poll.id, sums, new Date(now));
    return true;
  });
}

/**
 * The governance job's run: snapshots of proposals whose start has come, then the tallies of those
 * that ended. Safe beside other servers doing the same: each proposal is locked while it is done.
 */
export async function runGovernanceStep(
  db: Db,
  context: GovernanceContext,
): Promise<{ snapshots: number; closed: number }> {
  const now = new Date(context.now());
  let snapshots = 0;
  for (const id of await pollsAwaitingSnapshot(db, now)) {
    if (await takeSnapshot(db, context, id)) snapshots++;
  }
  let closed = 0;
  for (const id of await pollsAwaitingClose(db, now)) {
    if (await closePoll(db, context, id)) closed++;
  }
  return { snapshots, closed };
}

// ---------------------------------------------------------------------------
// Operators

function checkProposal(body: CreateBody, now: number): { startAt: Date; endAt: Date } {
  // Whole seconds, as votes are signed: a vote signed in the second the proposal opens is in its window.
  const second = (ms: number) => Math.floor(ms / 1000) * 1000;
  const requestedStart = Date.parse(body.startAt);
  if (requestedStart < now - START_GRACE_MS || requestedStart > now + MAX_SPAN_MS)
    throw new ApiError('proposalWindowInvalid', { field: 'startAt' });
  const startAt = second(Math.max(requestedStart, now));
  const endAt = second(Date.parse(body.endAt));
  if (endAt <= startAt || endAt - startAt > MAX_SPAN_MS)
    throw new ApiError('proposalWindowInvalid', { field: 'endAt' });
  const count = body.choices.length;
  const roles = [
    ['rejectChoice', body.rejectChoice],
    ['abstainChoice', body.abstainChoice],
  ] as const;
  for (const [field, choice] of roles) {
    if (choice === undefined) continue;
    if (body.votingType !== 'single' || choice > count)
      throw new ApiError('proposalChoiceRoleInvalid', { field });
  }
  if (body.rejectChoice !== undefined && body.rejectChoice === body.abstainChoice)
    throw new ApiError('proposalChoiceRoleInvalid', { field: 'abstainChoice' });
  return { startAt: new Date(startAt), endAt: new Date(endAt) };
}

/** A new proposal; one starting now gets its snapshot at once. */
export async function createProposal(
  db: Db,
  context: GovernanceContext,
  operator: Voter,
  body: CreateBody,
  language: Language,
): Promise<PollInfoResponse> {
  const now = context.now();
  const { startAt, endAt } = checkProposal(body, now);
  const id = randomUUID();
  const texts = LANGUAGES.map((text) => ({
    language: text,
    title: body.title[text] ?? null,
    body: body.body[text] ?? null,
    choices: body.choices.map((choice) => choice[text] ?? null),
  })).filter(
    (text) =>
      text.language === 'en' ||
      text.title !== null ||
      text.body !== null ||
      text.choices.some((label) => label !== null),
  );
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await insertPoll(tx, {
      id,
      votingType: body.votingType,
      choiceCount: body.choices.length,
      rejectChoice: body.rejectChoice ?? null,
      abstainChoice: body.abstainChoice ?? null,
      quorumBps: body.quorumBps ?? context.economy.governance.defaultQuorumBps,
      startAt,
      endAt,
      createdBy: operator.memberId,
      createdAt: new Date(now),
      texts,
    });
    if (startAt.getTime() <= now) await takeSnapshot(tx, context, id);
    return infoOf(tx, context, await requirePoll(tx, id), operator, language);
  });
}

/** Cancels an upcoming or active proposal; its votes stay on record and its tally is fixed as it stands. */
export async function cancelProposal(
  db: Db,
  context: GovernanceContext,
  operator: Voter,
  body: CancelBody,
  language: Language,
): Promise<PollInfoResponse> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const poll = await requirePoll(tx, body.id, 'update');
    const now = context.now();
    if (poll.cancelledAt || poll.finalAt || now >= poll.endAt.getTime())
      throw new ApiError('proposalNotCancellable');
    await cancelPoll(tx, poll.id, { by: operator.memberId, reason: body.reason, at: new Date(now) });
    const sums = (await liveTallies(tx, [poll.id])).get(poll.id) ?? { choices: [], cast: '0', voters: 0 };
    await finalizePoll(tx, poll.id, sums, new Date(now));
    return infoOf(tx, context, await requirePoll(tx, poll.id), operator, language);
  });
}
