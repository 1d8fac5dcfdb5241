import { checksumAddress } from 'viem';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * True for a 20-byte hex address whose letters are all one case or carry a valid EIP-55 checksum:
 * how wallets report addresses (often in lower case). On its own (no schema library), so the web
 * app checks an address as the server does.
 */
export function isValidAddress(value: string): boolean {
  if (!HEX_ADDRESS.test(value)) return false;
  const digits = value.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return checksumAddress(value as `0x${string}`) === value;
}

/**
 * True only for a 20-byte hex address written exactly in its EIP-55 checksum case (SPEC.md §5), as
 * an address a member types must be: a mistyped character then fails instead of sending elsewhere.
 */
export function isChecksummedAddress(value: string): boolean {
  return HEX_ADDRESS.test(value) && checksumAddress(value as `0x${string}`) === value;
}
