import { z } from 'zod';
import { ALLOWED_CHAIN_IDS } from './constants.ts';
import { pageQuery, pageSchema, wholeNumber } from './envelope-schema.ts';
import {
  EXPORT_FORMAT,
  PROPOSAL_LIMITS,
  PROPOSAL_RESULTS,
  PROPOSAL_STATUSES,
  TIMELINE_EVENTS,
  VOTE_BLOCKERS,
  VOTE_PRIMARY_TYPE,
  VOTING_TYPES,
} from './governance-signing.ts';
import type { Language } from './locales.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * Governance (docs/governance.md): the endpoints' schemas. Proposals operators create, votes members
 * sign with their wallet as EIP-712 typed data (`governance-signing.ts`), voting power fixed by a
 * snapshot when a proposal starts, and an export of everything a result is made of, so that anyone
 * can recompute it (`governance-verify.ts`). Powers are decimal strings of base units (18 decimals).
 */

export const votingType = z.enum(VOTING_TYPES);
export const proposalStatus = z.enum(PROPOSAL_STATUSES);
export const proposalResult = z.enum(PROPOSAL_RESULTS);

const typedField = z.object({ name: z.string(), type: z.string() });

/** What a page needs to have a vote signed: the domain (default chain), the chains a vote may be signed on, the types. */
export const voteSigning = z.object({
  domain: z.object({ name: z.string(), version: z.string(), chainId: z.number().int() }),
  chainIds: z.array(z.number().int()),
  types: z.object({ Vote: z.array(typedField) }),
  primaryType: z.literal(VOTE_PRIMARY_TYPE),
});
export type VoteSigning = z.infer<typeof voteSigning>;

// ---------------------------------------------------------------------------
// Shared pieces

const units = z.string().describe('Decimal string of base units (18 decimals)');
const isoTime = z.string().describe('ISO 8601');
export const proposalId = z.uuid().describe('The proposal id, as signed in every vote');

/** A vote's choice as sent and signed: one 1-based index, or for approval voting the sorted indexes approved. */
export const voteChoice = z.union([
  wholeNumber(0, 4_294_967_295),
  z.array(wholeNumber(0, 4_294_967_295)).max(PROPOSAL_LIMITS.maxChoices),
]);
export type VoteChoice = number | number[];

/** Per choice: its label, and the power and number of counted votes it has. */
export const choiceResult = z.object({
  /** 1-based, as signed. */
  choice: z.number().int(),
  label: z.string(),
  power: units,
  votes: z.number().int(),
});
export type ChoiceResult = z.infer<typeof choiceResult>;

export const quorumProgress = z.object({
  /** Share of the snapshot's total power the votes must reach, in basis points. */
  bps: z.number().int(),
  /** Power needed; null until the snapshot is taken. */
  required: units.nullable(),
  /** Power of every counted vote. */
  cast: units,
  reached: z.boolean(),
});
export type QuorumProgress = z.infer<typeof quorumProgress>;

/** The leading choice: the most power among the choices that can win (abstention excluded); null on a tie or with no votes. */
export const leadingChoice = z
  .object({ choice: z.number().int(), label: z.string(), power: units })
  .nullable();

export const proposalSummary = z.object({
  id: z.string(),
  title: z.string(),
  status: proposalStatus,
  /** Set once closed. */
  result: proposalResult.nullable(),
  votingType,
  startAt: isoTime,
  endAt: isoTime,
  createdAt: isoTime,
  /** Members whose vote counts. */
  votes: z.number().int(),
  leading: leadingChoice,
  quorum: quorumProgress,
});
export type ProposalSummary = z.infer<typeof proposalSummary>;

// ---------------------------------------------------------------------------
// POST /api/nft/Polls/home: counts by status, and the signed-in member's power in the active proposals

export const pollHomeRequest = z.object({}).strict();
export type PollHomeRequest = z.input<typeof pollHomeRequest>;
export const pollHomeResponse = z.object({
  counts: z.object({ upcoming: z.number().int(), active: z.number().int(), closed: z.number().int() }),
  /** The active proposals, ending soonest first, with the member's power and whether they voted. */
  active: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      endAt: isoTime,
      /** Null without a signed-in member, or before the snapshot is taken. */
      power: units.nullable(),
      voted: z.boolean(),
    }),
  ),
  signedIn: z.boolean(),
});
export type PollHomeResponse = z.infer<typeof pollHomeResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Polls/index: proposals, newest start first

export const pollIndexRequest = pageQuery.extend({ status: proposalStatus.optional() }).strict();
export type PollIndexRequest = z.input<typeof pollIndexRequest>;
export const pollIndexResponse = pageSchema(proposalSummary);
export type PollIndexResponse = z.infer<typeof pollIndexResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Polls/info: one proposal whole

export const timelineEvent = z.object({
  event: z.enum(TIMELINE_EVENTS),
  /** When it happened or is planned; null for the result of a proposal still open. */
  at: isoTime.nullable(),
  done: z.boolean(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/** Why the signed-in member cannot vote now; null when they can. */
export const voteBlocker = z.enum(VOTE_BLOCKERS);

export const storedVote = z.object({
  id: z.string(),
  proposalId: z.string(),
  /** The wallet that signed: the member's address. */
  voter: z.string(),
  chainId: z.number().int(),
  /** As signed: a number for single choice, the sorted list for approval. */
  choice: z.union([z.number().int(), z.array(z.number().int())]),
  /** The member's power in the snapshot. */
  power: units,
  /** Seconds since the epoch, as signed. */
  timestamp: z.number().int(),
  signature: z.string(),
  receivedAt: isoTime,
});
export type StoredVote = z.infer<typeof storedVote>;

/** How the snapshot turns holdings into power (base units per Avatar held; basis points of a balance). */
export const powerRules = z.object({
  avatars: z.record(z.string(), units),
  assets: z.record(z.string(), z.number().int()),
});
export type PowerRules = z.infer<typeof powerRules>;

export const pollInfoRequest = z.object({ id: proposalId }).strict();
export type PollInfoRequest = z.input<typeof pollInfoRequest>;
export const pollInfoResponse = proposalSummary.extend({
  body: z.string(),
  choices: z.array(choiceResult),
  /** The choice that means "no" (rejects the proposal when it leads); null when none. */
  rejectChoice: z.number().int().nullable(),
  /** The choice that counts towards the quorum but never wins; null when none. */
  abstainChoice: z.number().int().nullable(),
  snapshot: z
    .object({ takenAt: isoTime, members: z.number().int(), totalPower: units, rules: powerRules })
    .nullable(),
  /** The rules the snapshot will apply when it has not been taken yet. */
  powerRules,
  cancelReason: z.string().nullable(),
  timeline: z.array(timelineEvent),
  /** The signed-in member: their power, their counted vote, whether they can vote; null for a visitor. */
  member: z
    .object({
      power: units.nullable(),
      vote: storedVote.nullable(),
      blocker: voteBlocker.nullable(),
      /**
       * With no power here, how to get some: the next proposal that counts what the member holds
       * when it starts. `at`: its start, at the earliest; `onNewPower`: it starts only once someone
       * holds power no open proposal counts (the demo's series: soon after a purchase). Null when
       * none is planned, or with power.
       */
      nextStart: z.object({ at: isoTime, onNewPower: z.boolean() }).nullable(),
    })
    .nullable(),
  signing: voteSigning,
  /** Seconds a vote's signed timestamp may be behind the server's clock. */
  timestampToleranceSeconds: z.number().int(),
  /** Seconds it may be ahead of it (clock skew only): a member's next vote must be signed later. */
  timestampFutureToleranceSeconds: z.number().int(),
  /** The server's clock when it answered, seconds since the epoch, for the signed timestamp. */
  serverTime: z.number().int(),
});
export type PollInfoResponse = z.infer<typeof pollInfoResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Polls/vote (Idempotency-Key): a signed vote; a later one replaces it

export const pollVoteRequest = z
  .object({
    id: proposalId,
    choice: voteChoice,
    /** Seconds since the epoch, as signed. */
    timestamp: wholeNumber(0, Number.MAX_SAFE_INTEGER),
    signature: z
      .string()
      .max(PROPOSAL_LIMITS.signatureHexChars)
      .regex(/^0x[0-9a-fA-F]+$/)
      .describe('The wallet’s EIP-712 signature (EIP-1271 and EIP-6492 for contract wallets)'),
    /** The chain the wallet signed on (the domain's chainId); the first allowed chain when absent. */
    chainId: z.literal(ALLOWED_CHAIN_IDS).optional(),
  })
  .strict();
export type PollVoteRequest = z.input<typeof pollVoteRequest>;
export const pollVoteResponse = z.object({
  vote: storedVote,
  /** The vote it replaced as the one that counts; null for a first vote. */
  replaced: storedVote.nullable(),
});
export type PollVoteResponse = z.infer<typeof pollVoteResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Polls/votes: the counted votes, public and live, most power first

export const pollVotesRequest = pageQuery.extend({ id: proposalId }).strict();
export type PollVotesRequest = z.input<typeof pollVotesRequest>;
export const pollVotesResponse = pageSchema(storedVote);
export type PollVotesResponse = z.infer<typeof pollVotesResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Polls/export: everything a result is made of, for anyone to recompute it

export const exportedVote = storedVote.extend({
  /** Whether the server counts it (the member's latest); replaced votes are kept for the record. */
  counted: z.boolean(),
});
export type ExportedVote = z.infer<typeof exportedVote>;

/** The server's tally, which the recomputation checks. */
export const exportedTally = z.object({
  choices: z.array(z.object({ choice: z.number().int(), power: units, votes: z.number().int() })),
  cast: units,
  voters: z.number().int(),
  quorumRequired: units.nullable(),
  quorumReached: z.boolean(),
  leading: z.number().int().nullable(),
  status: proposalStatus,
  result: proposalResult.nullable(),
});
export type ExportedTally = z.infer<typeof exportedTally>;

export const pollExportRequest = z.object({ id: proposalId }).strict();
export type PollExportRequest = z.input<typeof pollExportRequest>;
export const pollExportResponse = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: isoTime,
  proposal: z.object({
    id: z.string(),
    title: z.string(),
    votingType,
    /** English labels, in order (choice 1 first). */
    choices: z.array(z.string()),
    startAt: isoTime,
    endAt: isoTime,
    quorumBps: z.number().int(),
    rejectChoice: z.number().int().nullable(),
    abstainChoice: z.number().int().nullable(),
    cancelledAt: isoTime.nullable(),
  }),
  signing: z.object({
    domain: z.object({ name: z.string(), version: z.string() }),
    chainIds: z.array(z.number().int()),
    primaryType: z.literal(VOTE_PRIMARY_TYPE),
  }),
  /** Null before the proposal starts. `powers` lists every voter's power; `totalPower` is everyone's. */
  snapshot: z
    .object({
      takenAt: isoTime,
      members: z.number().int(),
      totalPower: units,
      rules: powerRules,
      powers: z.array(z.object({ voter: z.string(), power: units })),
    })
    .nullable(),
  /** Every vote received, replaced ones included, oldest first. */
  votes: z.array(exportedVote),
  tally: exportedTally,
});
export type PollExportResponse = z.infer<typeof pollExportResponse>;

// ---------------------------------------------------------------------------
// Operators: POST /api/admin/Polls/create and /api/admin/Polls/cancel (Idempotency-Key)

/** A text in every language the operator wrote it in; English is required and stands in for the others. */
function translated<T extends z.ZodType<string, string>>(text: () => T) {
  return z
    .object({
      en: text(),
      jp: text().optional(),
      kr: text().optional(),
      cn: text().optional(),
      th: text().optional(),
      vi: text().optional(),
      de: text().optional(),
    } satisfies Record<Language, z.ZodType>)
    .strict();
}

const titleText = () => singleLineText().trim().min(3).max(PROPOSAL_LIMITS.title);
const bodyText = () => multiLineText().trim().min(1).max(PROPOSAL_LIMITS.body);
const choiceText = () => singleLineText().trim().min(1).max(PROPOSAL_LIMITS.choice);

export const pollCreateRequest = z
  .object({
    title: translated(titleText),
    body: translated(bodyText),
    choices: z.array(translated(choiceText)).min(PROPOSAL_LIMITS.minChoices).max(PROPOSAL_LIMITS.maxChoices),
    votingType: votingType.default('single'),
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    /** Basis points of the snapshot's total power; the configured default when absent. */
    quorumBps: wholeNumber(0, 10_000).optional(),
    /** 1-based; single choice only. */
    rejectChoice: wholeNumber(1, PROPOSAL_LIMITS.maxChoices).optional(),
    abstainChoice: wholeNumber(1, PROPOSAL_LIMITS.maxChoices).optional(),
  })
  .strict();
export type PollCreateRequest = z.input<typeof pollCreateRequest>;
export const pollCreateResponse = pollInfoResponse;
export type PollCreateResponse = PollInfoResponse;

export const pollCancelRequest = z
  .object({ id: proposalId, reason: singleLineText().trim().min(3).max(PROPOSAL_LIMITS.cancelReason) })
  .strict();
export type PollCancelRequest = z.input<typeof pollCancelRequest>;
export const pollCancelResponse = pollInfoResponse;
export type PollCancelResponse = PollInfoResponse;
