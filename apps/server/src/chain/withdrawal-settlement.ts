import type { Stablecoin } from '@colony/contract/assets';
import type { Db } from '../db/database.ts';
import type { WithdrawalState } from '../db/schema/chain.ts';
import { ledger } from '../ledger/ledger.ts';
import { isRetryableConflict } from '../ledger/pg-errors.ts';
import { nameUuid } from './name-uuid.ts';
import { moveWithdrawal, type WithdrawalRow } from './withdrawal-queries.ts';

/**
 * The ledger side of a withdrawal (docs/economy.md): at the request, two pending
 * transfers freeze the whole amount in the member's account, `withdraw` (amount
 * − fee, bound for the `world` account, i.e. the chain) and `withdraw_fee` (the
 * fee, bound for `fees`). A confirmed payment posts both, a failed or rejected
 * one voids both. Every id derives from the withdrawal's, so no step can happen twice.
 */
export function withdrawalLedgerIds(withdrawalId: string) {
  const id = (step: string) => nameUuid(`withdrawal:${withdrawalId}:${step}`);
  return {
    hold: id('hold'),
    feeHold: id('fee_hold'),
    post: id('hold:post'),
    feePost: id('fee_hold:post'),
    void: id('hold:void'),
    feeVoid: id('fee_hold:void'),
  };
}

/** Freezes a withdrawal's amount and fee inside the caller's transaction. */
export async function freezeWithdrawal(
  tx: Db,
  withdrawal: { id: string; memberId: number; asset: Stablecoin; amount: bigint; fee: bigint },
): Promise<void> {
  const ids = withdrawalLedgerIds(withdrawal.id);
  const from = { member: withdrawal.memberId };
  await ledger.reserve(tx, {
    id: ids.hold,
    asset: withdrawal.asset,
    from,
    to: { system: 'world' },
    amount: withdrawal.amount - withdrawal.fee,
    kind: 'withdraw',
    reference: withdrawal.id,
  });
  if (withdrawal.fee > 0n) {
    await ledger.reserve(tx, {
      id: ids.feeHold,
      asset: withdrawal.asset,
      from,
      to: { system: 'fees' },
      amount: withdrawal.fee,
      kind: 'withdraw_fee',
      reference: withdrawal.id,
    });
  }
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= 5 || !isRetryableConflict(error)) throw error;
    }
  }
}

/** The payment is confirmed: the frozen funds leave for good. Undefined when it was not on its way (settled already). */
export function completeWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  return inTransaction(db, async (tx) => {
    const row = await moveWithdrawal(tx, id, ['broadcast'], 'completed', { completedAt: new Date() });
    if (!row) return undefined;
    const ids = withdrawalLedgerIds(id);
    await ledger.post(tx, ids.hold, ids.post);
    if (row.feeHoldId) await ledger.post(tx, ids.feeHold, ids.feePost);
    return row;
  });
}

/** The payment cannot happen: the frozen funds return to the member. Undefined when it was in none of `from`. */
export function failWithdrawal(
  db: Db,
  id: string,
  from: readonly ('queued' | 'broadcast')[],
  reason: string,
): Promise<WithdrawalRow | undefined> {
  return releaseFunds(db, id, from, 'failed', { failureReason: reason.slice(0, 500) });
}

/** An operator refuses the withdrawal: the frozen funds return to the member. */
export function rejectWithdrawal(db: Db, id: string, operator: string): Promise<WithdrawalRow | undefined> {
  return releaseFunds(db, id, ['awaitingApproval'], 'rejected', {
    decidedBy: operator,
    decidedAt: new Date(),
  });
}

/** An operator lets the withdrawal go: the hot wallet sends it. */
export function approveWithdrawal(db: Db, id: string, operator: string): Promise<WithdrawalRow | undefined> {
  return inTransaction(db, (tx) =>
    moveWithdrawal(tx, id, ['awaitingApproval'], 'queued', { decidedBy: operator, decidedAt: new Date() }),
  );
}

function releaseFunds(
  db: Db,
  id: string,
  from: readonly WithdrawalState[],
  to: 'failed' | 'rejected',
  fields: Parameters<typeof moveWithdrawal>[4],
): Promise<WithdrawalRow | undefined> {
  return inTransaction(db, async (tx) => {
    const row = await moveWithdrawal(tx, id, from, to, fields);
    if (!row) return undefined;
    const ids = withdrawalLedgerIds(id);
    await ledger.void(tx, ids.hold, ids.void);
    if (row.feeHoldId) await ledger.void(tx, ids.feeHold, ids.feeVoid);
    return row;
  });
}
