import { checksumAddress } from 'viem';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * True for a 20-byte hex address whose letters are all one case or carry a valid EIP-55 checksum.
 * On its own (no schema library), so the web app checks an address typed into a form as the server does.
 */
export function isValidAddress(value: string): boolean {
  if (!HEX_ADDRESS.test(value)) return false;
  const digits = value.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return checksumAddress(value as `0x${string}`) === value;
}
