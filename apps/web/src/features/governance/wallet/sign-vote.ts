import { type VotingType, voteTypedData } from '@colony/contract/governance-signing';
import type { Address, Hex } from 'viem';
import { signTypedData } from '../../../lib/wallet/sign-typed-data.ts';

/** Loaded with the wallet stack only when a member confirms a vote: the wallet signs it. */
export function signVote(input: {
  votingType: VotingType;
  chainId: number;
  proposal: string;
  choice: number | number[];
  voter: Address;
  timestamp: number;
}): Promise<Hex> {
  const typedData = voteTypedData(input.votingType, input.chainId, {
    proposal: input.proposal,
    choice: input.choice,
    voter: input.voter,
    timestamp: input.timestamp,
  });
  return signTypedData(typedData, input.voter);
}
