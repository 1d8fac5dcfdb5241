import { STABLECOINS, type Stablecoin } from '@colony/contract/assets';
import { localStore } from '../../lib/storage/local-store.ts';

/** A deposit the member's wallet has sent and the page follows until it is credited. */
export interface PendingDeposit {
  hash: string;
  chainId: number;
  asset: Stablecoin;
  /** What was sent, in the token contract's base units (`decimals`). */
  amount: string;
  decimals: number;
  /** Blocks the server counts before it credits (its `confirmations`). */
  confirmations: number;
  /** Milliseconds since the epoch, when the wallet sent it. */
  sentAt: number;
}

/** A deposit not credited within a day needs a look from support, not a spinner. */
const KEEP_MS = 24 * 60 * 60 * 1000;

function keyOf(address: string) {
  return `pendingDeposits:${address.toLowerCase()}`;
}

function isPendingDeposit(value: unknown): value is PendingDeposit {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.hash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(entry.hash) &&
    typeof entry.chainId === 'number' &&
    (STABLECOINS as readonly unknown[]).includes(entry.asset) &&
    typeof entry.amount === 'string' &&
    /^\d+$/.test(entry.amount) &&
    typeof entry.decimals === 'number' &&
    typeof entry.confirmations === 'number' &&
    typeof entry.sentAt === 'number'
  );
}

function isDepositList(value: unknown): value is PendingDeposit[] {
  return Array.isArray(value) && value.every(isPendingDeposit);
}

/** The member's deposits still on their way, oldest first; a reload keeps following them. */
export function readPendingDeposits(address: string, now = Date.now()): PendingDeposit[] {
  return (localStore.read(keyOf(address), isDepositList) ?? []).filter(
    (entry) => now - entry.sentAt < KEEP_MS,
  );
}

export function addPendingDeposit(address: string, deposit: PendingDeposit): PendingDeposit[] {
  const next = [...readPendingDeposits(address).filter((entry) => entry.hash !== deposit.hash), deposit];
  localStore.write(keyOf(address), next, { expiresInMs: KEEP_MS });
  return next;
}

export function removePendingDeposit(address: string, hash: string): PendingDeposit[] {
  const next = readPendingDeposits(address).filter((entry) => entry.hash !== hash);
  if (next.length === 0) localStore.remove(keyOf(address));
  else localStore.write(keyOf(address), next, { expiresInMs: KEEP_MS });
  return next;
}
