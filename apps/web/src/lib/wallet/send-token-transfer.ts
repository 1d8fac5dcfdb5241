import { type Address, erc20Abi, type Hash } from 'viem';
import { writeContract } from 'wagmi/actions';
import type { ConfiguredChainId } from './configured-chain.ts';
import { wagmiConfig } from './wagmi-config.ts';

export interface TokenTransfer {
  /** The ERC-20 contract. */
  token: Address;
  to: Address;
  /** In the token contract's base units. */
  amount: bigint;
  chainId: ConfiguredChainId;
}

/**
 * Has the connected wallet send an ERC-20 `transfer` (a deposit, an avatar's price) and answers
 * its hash once signed. The wallet estimates it first, so a transfer that would revert (a short
 * token balance) fails here without being sent; a declined signature rejects with code 4001.
 */
export function sendTokenTransfer({ token, to, amount, chainId }: TokenTransfer): Promise<Hash> {
  return writeContract(wagmiConfig, {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chainId,
  });
}
