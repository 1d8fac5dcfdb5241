import { ASSET_DECIMALS, type Asset, formatUnits } from '@colony/contract/assets';
import type { StakingOrder } from '@colony/contract/staking';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { findOrder, type StakingOrderRow } from './queries.ts';

/** A staking order as the API answers it, and the reads every staking answer shares. */

/** Basis points as an exact decimal: 30 → "0.003". */
export function rateOf(bps: number): string {
  return formatUnits(BigInt(bps), 4);
}

/** An amount in whole units with its asset, for messages ("100 MM"). */
export const wholeText = (amount: bigint, asset: Asset) =>
  `${formatUnits(amount, ASSET_DECIMALS[asset])} ${asset}`;

export function orderView(row: StakingOrderRow): StakingOrder {
  return {
    id: row.id,
    planId: row.planId,
    asset: row.asset,
    rewardAsset: row.rewardAsset,
    amount: row.amount.toString(),
    dailyRate: rateOf(row.dailyRateBps),
    dailyIncome: row.dailyIncome.toString(),
    termDays: row.termDays,
    expectedIncome: (row.dailyIncome * BigInt(row.termDays)).toString(),
    status: row.status,
    incomeTotal: row.incomeTotal.toString(),
    incomeDays: row.incomeDays,
    stakedDay: row.stakedDay,
    firstIncomeDay: row.firstIncomeDay,
    lastIncomeDay: row.lastIncomeDay,
    maturesAt: row.maturesAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    early: row.redeemedEarly,
    fee:
      row.fee !== null && row.feeAsset !== null ? { asset: row.feeAsset, amount: row.fee.toString() } : null,
    heldRate: row.heldRateBps === null ? null : rateOf(row.heldRateBps),
    incomeReturned: row.incomeReturned?.toString() ?? null,
  };
}

/** The member's order; "does not exist" for anyone else's. */
export async function requireOrder(db: Db, memberId: number, id: string): Promise<StakingOrderRow> {
  const row = await findOrder(db, memberId, id);
  if (!row) throw new ApiError('stakingOrderNotFound');
  return row;
}
