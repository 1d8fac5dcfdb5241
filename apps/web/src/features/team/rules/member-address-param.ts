import { isValidAddress } from '@colony/contract/address';

export type MemberAddressParam =
  | { kind: 'missing' }
  | { kind: 'invalid'; value: string }
  | { kind: 'address'; address: string };

/** `?address=` of /memberDetails: a wallet address as wallets report it, or why it is none. */
export function memberAddressParam(value: string | null): MemberAddressParam {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return { kind: 'missing' };
  return isValidAddress(trimmed)
    ? { kind: 'address', address: trimmed }
    : { kind: 'invalid', value: trimmed };
}

/** The page of one member of the caller's team. */
export function memberDetailsPath(address: string): string {
  return `/memberDetails?${new URLSearchParams({ address })}`;
}
