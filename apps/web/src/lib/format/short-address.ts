/** 0x1234…abcd: enough of both ends to recognise a wallet address at a glance. */
export function shortAddress(address: string, lead = 6, tail = 4): string {
  const trimmed = address.trim();
  if (trimmed.length <= lead + tail + 1) return trimmed;
  return `${trimmed.slice(0, lead)}…${trimmed.slice(-tail)}`;
}
