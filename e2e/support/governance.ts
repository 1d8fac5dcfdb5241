import { randomUUID } from 'node:crypto';
import type { PollInfoResponse, PollVoteResponse } from '@colony/contract/governance';
import { POLL_PATHS, type VotingType, voteTypedData } from '@colony/contract/governance-signing';
import { HEADER_IDEMPOTENCY_KEY } from '@colony/contract/headers';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { apiCall, signInViaApi } from './api-sign-in.ts';
import { baseUrl } from './browser-session.ts';
import { ROOT_MEMBER } from './e2e-chain.ts';

/**
 * Proposals and votes made beside the browser: the root member (an operator on the e2e servers)
 * creates proposals through the API, and other members' wallets sign votes in Node with their keys.
 */

type Session = { address: string; token: string };

async function write<T>(apiPath: string, body: unknown, session: Session, server: string): Promise<T> {
  const answer = await apiCall<T>(apiPath, body, session, server, { [HEADER_IDEMPOTENCY_KEY]: randomUUID() });
  if (answer.code !== 200) throw new Error(`${apiPath} answered ${JSON.stringify(answer)}`);
  return answer.data;
}

export interface NewProposal {
  title: string;
  body?: string;
  choices: string[];
  votingType?: VotingType;
  /** Milliseconds from now; 0 opens it at once, its snapshot taken as it is created. */
  startsIn?: number;
  lasts?: number;
  quorumBps?: number;
  rejectChoice?: number;
  abstainChoice?: number;
}

/** Creates a proposal as the operator (English texts). */
export async function createProposal(
  proposal: NewProposal,
  server: string = baseUrl,
): Promise<PollInfoResponse> {
  const operator = await signInViaApi(ROOT_MEMBER.privateKey, undefined, server);
  const startAt = Date.now() + (proposal.startsIn ?? 0);
  return write<PollInfoResponse>(
    `${POLL_PATHS.create}`,
    {
      title: { en: proposal.title },
      body: { en: proposal.body ?? `${proposal.title}: the colony decides.` },
      choices: proposal.choices.map((label) => ({ en: label })),
      votingType: proposal.votingType ?? 'single',
      startAt: new Date(startAt).toISOString(),
      endAt: new Date(startAt + (proposal.lasts ?? 3_600_000)).toISOString(),
      ...(proposal.quorumBps === undefined ? {} : { quorumBps: proposal.quorumBps }),
      ...(proposal.rejectChoice === undefined ? {} : { rejectChoice: proposal.rejectChoice }),
      ...(proposal.abstainChoice === undefined ? {} : { abstainChoice: proposal.abstainChoice }),
    },
    operator,
    server,
  );
}

/** Buys an Avatar from the member's balance (it must cover the price). */
export function buyAvatar(session: Session, avatarId: number, server: string = baseUrl) {
  return write('/nft/nft_order/orderCreate', { avatarId, asset: 'USDT' }, session, server);
}

/** A member's vote signed with their key in Node (as their wallet would) and sent through the API. */
export async function voteAs(
  privateKey: Hex,
  session: Session,
  proposal: Pick<PollInfoResponse, 'id' | 'votingType'>,
  choice: number | number[],
  server: string = baseUrl,
): Promise<PollVoteResponse> {
  const account = privateKeyToAccount(privateKey);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = await account.signTypedData(
    voteTypedData(proposal.votingType, 56, {
      proposal: proposal.id,
      choice,
      voter: account.address,
      timestamp,
    }),
  );
  return write<PollVoteResponse>(
    POLL_PATHS.vote,
    { id: proposal.id, choice, timestamp, signature, chainId: 56 },
    session,
    server,
  );
}
