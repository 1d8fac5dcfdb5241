import { createHash } from 'node:crypto';

/**
 * A UUID that is a function of `name` (SHA-256 based, laid out like version 5):
 * the ledger transfer of a deposit or of a withdrawal's settlement gets the same
 * id however often, and by however many processes, it is attempted.
 */
export function nameUuid(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
