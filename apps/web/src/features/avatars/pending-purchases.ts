import { STABLECOINS, type Stablecoin } from '@colony/contract/assets';
import { localStore } from '../../lib/storage/local-store.ts';

/** An avatar the member's wallet has paid for, followed by the page until the order is settled. */
export interface PendingPurchase {
  /** The transaction that sent the price to the treasury. */
  hash: string;
  chainId: number;
  avatarId: number;
  asset: Stablecoin;
  /** Take a queue entry if today's supply is gone by the time the payment arrives. */
  queue: boolean;
  /** The Idempotency-Key of its `orderCreateNewdapp`: sent again after a reload, it runs once. */
  key: string;
  /** The order, once the server has answered. */
  orderId?: string;
  /** Milliseconds since the epoch, when the wallet sent it. */
  sentAt: number;
}

/** A payment not settled within a day needs a look from support, not a spinner. */
const KEEP_MS = 24 * 60 * 60 * 1000;

function keyOf(address: string) {
  return `pendingAvatarPurchases:${address.toLowerCase()}`;
}

function isPendingPurchase(value: unknown): value is PendingPurchase {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.hash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(entry.hash) &&
    typeof entry.chainId === 'number' &&
    typeof entry.avatarId === 'number' &&
    (STABLECOINS as readonly unknown[]).includes(entry.asset) &&
    typeof entry.queue === 'boolean' &&
    typeof entry.key === 'string' &&
    (entry.orderId === undefined || typeof entry.orderId === 'string') &&
    typeof entry.sentAt === 'number'
  );
}

function isPurchaseList(value: unknown): value is PendingPurchase[] {
  return Array.isArray(value) && value.every(isPendingPurchase);
}

function write(address: string, purchases: PendingPurchase[]): PendingPurchase[] {
  if (purchases.length === 0) localStore.remove(keyOf(address));
  else localStore.write(keyOf(address), purchases, { expiresInMs: KEEP_MS });
  return purchases;
}

/** The member's wallet payments still being followed, oldest first; a reload keeps following them. */
export function readPendingPurchases(address: string, now = Date.now()): PendingPurchase[] {
  return (localStore.read(keyOf(address), isPurchaseList) ?? []).filter(
    (entry) => now - entry.sentAt < KEEP_MS,
  );
}

export function addPendingPurchase(address: string, purchase: PendingPurchase): PendingPurchase[] {
  const others = readPendingPurchases(address).filter((entry) => entry.hash !== purchase.hash);
  return write(address, [...others, purchase]);
}

/** Notes the order the server made for a payment. */
export function recordPurchaseOrder(address: string, hash: string, orderId: string): PendingPurchase[] {
  return write(
    address,
    readPendingPurchases(address).map((entry) => (entry.hash === hash ? { ...entry, orderId } : entry)),
  );
}

/** Stops following a payment; true when it was still followed (so its outcome is announced once). */
export function removePendingPurchase(address: string, hash: string): boolean {
  const before = readPendingPurchases(address);
  const after = before.filter((entry) => entry.hash !== hash);
  write(address, after);
  return after.length < before.length;
}
