import { type Hex, isAddressEqual, recoverTypedDataAddress } from 'viem';
import type { ExportedVote, PollExportResponse } from './governance.ts';
import type { VoteTypedData } from './governance-signing.ts';
import { VOTE_DOMAIN, voteTypedData } from './governance-signing.ts';
import {
  choicesOf,
  isInWindow,
  isValidChoice,
  type Tally,
  type TallyBallot,
  type TallyProposal,
  tally,
} from './governance-tally.ts';

/**
 * Recomputes a proposal's result from its export alone: every vote's signature, its place in the
 * voting window, the voter's power in the snapshot, each voter's latest vote, then the tally, and
 * compares all of it with what the server says. Used by `npm run votes:verify` and the page's
 * "verify this result"; nothing here trusts the server's sums or its choice of counted votes.
 */

/** Asks a chain whether a contract wallet (EIP-1271, EIP-6492) signed; the caller brings the node. */
export type ContractSignatureCheck = (input: {
  voter: Hex;
  chainId: number;
  typedData: VoteTypedData;
  signature: Hex;
}) => Promise<boolean>;

export type VoteProblem =
  | 'signature'
  | 'chain'
  | 'choice'
  | 'outsideWindow'
  | 'noPower'
  | 'powerDiffers'
  | 'sameTimestamp'
  | 'countedDiffers';

export interface VoteFinding {
  voteId: string;
  voter: string;
  problem: VoteProblem;
}

export interface VerificationReport {
  /** True when every vote checks out and the recomputed tally equals the server's in every figure. */
  agrees: boolean;
  checkedVotes: number;
  /** Votes signed by a contract wallet and checked through its chain. */
  contractWalletVotes: number;
  findings: VoteFinding[];
  /** Figures where the server's tally and the recomputed one differ: `[name, server, recomputed]`. */
  differences: [string, string, string][];
  recomputed: Tally;
}

/** The recovering part, local and instant: true when an ordinary account signed. */
export async function recoversToVoter(vote: ExportedVote, typedData: VoteTypedData) {
  // Only a plain 65-byte signature can be an ordinary account's.
  if (vote.signature.length !== 132) return false;
  try {
    const signer = await recoverTypedDataAddress({ ...typedData, signature: vote.signature as Hex });
    return isAddressEqual(signer, vote.voter as Hex);
  } catch {
    return false;
  }
}

export function proposalOfExport(data: PollExportResponse): TallyProposal {
  const { proposal } = data;
  return {
    votingType: proposal.votingType,
    choiceCount: proposal.choices.length,
    quorumBps: proposal.quorumBps,
    rejectChoice: proposal.rejectChoice,
    abstainChoice: proposal.abstainChoice,
    startAt: Date.parse(proposal.startAt),
    endAt: Date.parse(proposal.endAt),
    cancelled: proposal.cancelledAt !== null,
  };
}

export async function verifyExport(
  data: PollExportResponse,
  options: {
    checkContractSignature?: ContractSignatureCheck;
    onProgress?: (done: number, of: number) => void;
  } = {},
): Promise<VerificationReport> {
  const proposal = proposalOfExport(data);
  const findings: VoteFinding[] = [];
  const powers = new Map(
    (data.snapshot?.powers ?? []).map((entry) => [entry.voter.toLowerCase(), BigInt(entry.power)]),
  );
  let contractWalletVotes = 0;

  const valid: ExportedVote[] = [];
  for (const [index, vote] of data.votes.entries()) {
    options.onProgress?.(index, data.votes.length);
    const flag = (problem: VoteProblem) => findings.push({ voteId: vote.id, voter: vote.voter, problem });
    if (!data.signing.chainIds.includes(vote.chainId)) {
      flag('chain');
      continue;
    }
    if (!isValidChoice(proposal, vote.choice)) {
      flag('choice');
      continue;
    }
    if (!isInWindow(proposal, vote.timestamp)) {
      flag('outsideWindow');
      continue;
    }
    const typedData = voteTypedData(proposal.votingType, vote.chainId, {
      proposal: data.proposal.id,
      choice: vote.choice,
      voter: vote.voter,
      timestamp: vote.timestamp,
    });
    if (
      data.signing.domain.name !== VOTE_DOMAIN.name ||
      data.signing.domain.version !== VOTE_DOMAIN.version
    ) {
      flag('signature');
      continue;
    }
    let signed = await recoversToVoter(vote, typedData);
    if (!signed && options.checkContractSignature) {
      signed = await options.checkContractSignature({
        voter: vote.voter as Hex,
        chainId: vote.chainId,
        typedData,
        signature: vote.signature as Hex,
      });
      if (signed) contractWalletVotes++;
    }
    if (!signed) {
      flag('signature');
      continue;
    }
    const power = powers.get(vote.voter.toLowerCase()) ?? 0n;
    if (power <= 0n) {
      flag('noPower');
      continue;
    }
    if (BigInt(vote.power) !== power) flag('powerDiffers');
    valid.push(vote);
  }
  options.onProgress?.(data.votes.length, data.votes.length);

  // Each voter's latest vote counts; two of one voter with the same timestamp cannot both be kept.
  const latest = new Map<string, ExportedVote>();
  for (const vote of valid) {
    const voter = vote.voter.toLowerCase();
    const current = latest.get(voter);
    if (!current || vote.timestamp > current.timestamp) latest.set(voter, vote);
    else if (vote.timestamp === current.timestamp)
      findings.push({ voteId: vote.id, voter: vote.voter, problem: 'sameTimestamp' });
  }
  const counted = new Set([...latest.values()].map((vote) => vote.id));
  for (const vote of data.votes) {
    if (vote.counted !== counted.has(vote.id))
      findings.push({ voteId: vote.id, voter: vote.voter, problem: 'countedDiffers' });
  }

  const ballots: TallyBallot[] = [...latest.values()].map((vote) => ({
    choices: choicesOf(vote.choice),
    power: powers.get(vote.voter.toLowerCase()) ?? 0n,
  }));
  const totalPower = data.snapshot ? BigInt(data.snapshot.totalPower) : null;
  const recomputed = tally(proposal, ballots, totalPower, Date.parse(data.exportedAt));
  const differences = compareTallies(data, recomputed);
  return {
    agrees: findings.length === 0 && differences.length === 0,
    checkedVotes: data.votes.length,
    contractWalletVotes,
    findings,
    differences,
    recomputed,
  };
}

function compareTallies(data: PollExportResponse, recomputed: Tally): [string, string, string][] {
  const server = data.tally;
  const differences: [string, string, string][] = [];
  const compare = (name: string, a: unknown, b: unknown) => {
    if (String(a) !== String(b)) differences.push([name, String(a), String(b)]);
  };
  compare('choices', server.choices.length, recomputed.choices.length);
  for (const total of recomputed.choices) {
    const claimed = server.choices.find((entry) => entry.choice === total.choice);
    compare(`choice ${total.choice} power`, claimed?.power ?? 'missing', total.power);
    compare(`choice ${total.choice} votes`, claimed?.votes ?? 'missing', total.votes);
  }
  compare('cast', server.cast, recomputed.cast);
  compare('voters', server.voters, recomputed.voters);
  compare('quorumRequired', server.quorumRequired, recomputed.quorumRequired);
  compare('quorumReached', server.quorumReached, recomputed.quorumReached);
  compare('leading', server.leading, recomputed.leading);
  compare('status', server.status, recomputed.status);
  compare('result', server.result, recomputed.result);
  return differences;
}
