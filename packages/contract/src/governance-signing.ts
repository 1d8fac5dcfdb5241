import type { TypedDataDefinition } from 'viem';

/**
 * Governance's constants and the signed vote, free of the schema library, for the web app's pages
 * and the verification that runs in the browser; `governance.ts` holds the endpoints' schemas.
 */

/** Where each governance endpoint lives, below `/api`. */
export const POLL_PATHS = {
  home: '/nft/Polls/home',
  index: '/nft/Polls/index',
  info: '/nft/Polls/info',
  vote: '/nft/Polls/vote',
  votes: '/nft/Polls/votes',
  export: '/nft/Polls/export',
  create: '/admin/Polls/create',
  cancel: '/admin/Polls/cancel',
} as const;

/** single: one choice per voter; approval: any number of choices, each getting the voter's whole power. */
export const VOTING_TYPES = ['single', 'approval'] as const;
export type VotingType = (typeof VOTING_TYPES)[number];

/** upcoming: before its start; active: votes are taken; closed: ended or cancelled. */
export const PROPOSAL_STATUSES = ['upcoming', 'active', 'closed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** A closed proposal's result. */
export const PROPOSAL_RESULTS = ['passed', 'rejected', 'noQuorum', 'cancelled'] as const;
export type ProposalResult = (typeof PROPOSAL_RESULTS)[number];

/** The steps of a proposal's life, as its timeline shows them. */
export const TIMELINE_EVENTS = ['created', 'start', 'snapshot', 'end', 'cancelled', 'result'] as const;
export type TimelineEventName = (typeof TIMELINE_EVENTS)[number];

/** Why the signed-in member cannot vote now. */
export const VOTE_BLOCKERS = [
  'notSignedIn',
  'notStarted',
  'ended',
  'cancelled',
  'noPower',
  'counting',
] as const;
export type VoteBlocker = (typeof VOTE_BLOCKERS)[number];

/** The format of a proposal's export, the document its result is recomputed from. */
export const EXPORT_FORMAT = 'colony-poll-export/1';

export const PROPOSAL_LIMITS = {
  minChoices: 2,
  maxChoices: 10,
  title: 200,
  body: 20_000,
  choice: 100,
  cancelReason: 200,
  /** Longest signature accepted: an EIP-6492 signature carries its wallet factory's call. */
  signatureHexChars: 20_000,
} as const;

/** How voting power is written: base units with 18 decimals, as MCD. */
export const POWER_DECIMALS = 18;

// ---------------------------------------------------------------------------
// The signed vote (EIP-712)

/** The EIP-712 domain of every vote; `chainId` is the chain the wallet signed on (one of the allowed ones). */
export const VOTE_DOMAIN = { name: 'Colony Governance', version: '1' } as const;
export const VOTE_PRIMARY_TYPE = 'Vote';

/** The typed-data types of a vote of each voting type: an approval vote signs its list of choices. */
export function voteTypes(type: VotingType) {
  return {
    Vote: [
      { name: 'proposal', type: 'string' },
      { name: 'choice', type: type === 'single' ? 'uint32' : 'uint32[]' },
      { name: 'voter', type: 'address' },
      { name: 'timestamp', type: 'uint64' },
    ],
  } as const;
}

/** What the wallet signs: the proposal's id, the choice (1-based; sorted indexes for approval), the voter, seconds since the epoch. */
export interface VoteMessage {
  proposal: string;
  choice: number | number[];
  voter: string;
  timestamp: number;
}

/** The whole EIP-712 document of one vote, as `eth_signTypedData_v4` and viem take it. */
export function voteTypedData(type: VotingType, chainId: number, message: VoteMessage): VoteTypedData {
  return {
    domain: { ...VOTE_DOMAIN, chainId },
    types: voteTypes(type),
    primaryType: VOTE_PRIMARY_TYPE,
    message: {
      proposal: message.proposal,
      choice: Array.isArray(message.choice) ? message.choice.map(BigInt) : BigInt(message.choice),
      voter: message.voter,
      timestamp: BigInt(message.timestamp),
    },
  };
}

export type VoteTypedData = TypedDataDefinition & {
  domain: { name: string; version: string; chainId: number };
  primaryType: typeof VOTE_PRIMARY_TYPE;
};
