import { type Abi, parseAbi } from 'viem';

/** The parts of ERC-20 the colony uses: the Transfer event, transfer, balanceOf and decimals. */
export const ERC20_ABI = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address account) view returns (uint256)',
  'function decimals() view returns (uint8)',
]) satisfies Abi;

export const TRANSFER_EVENT = ERC20_ABI[0];
