import type { OutputAsset } from '@colony/contract/avatars';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DAILY_INCOME } from './queries.ts';

/**
 * The staking orders' steps of the daily settlement: set-based statements over every order (no
 * loop of round trips), run inside the settlement runner's transaction.
 */

/**
 * Held by the staking income step (exclusive) and by a redemption (shared): a redemption fixes the
 * order's last earning day either before the step counts the day or after the step is recorded.
 */
const STAKING_DAY_LOCK = 0x57a4e;

export async function lockStakingDays(tx: Db, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${STAKING_DAY_LOCK}::bigint)`
      : sql`select pg_advisory_xact_lock(${STAKING_DAY_LOCK}::bigint)`,
  );
}

/**
 * Day `day`'s income of every order earning on it (the day lies between its first and end days):
 * one read, no order written, since an order's income follows from the days settled. Answers the
 * orders and the total per received currency.
 */
export async function stakingIncomeOfDay(
  tx: Db,
  day: string,
): Promise<{ orders: number; totals: Map<OutputAsset, bigint> }> {
  const found = await rows<{ asset: OutputAsset; orders: number; total: string }>(
    tx,
    sql`select o.reward_asset as asset, count(*)::int as orders, sum(${DAILY_INCOME})::text as total
        from staking_order o
        where o.first_income_day <= ${day}::date and o.income_end_day >= ${day}::date
        group by o.reward_asset order by o.reward_asset`,
  );
  return {
    orders: found.reduce((sum, row) => sum + Number(row.orders), 0),
    totals: new Map(found.map((row) => [row.asset, BigInt(row.total)])),
  };
}

/** Orders whose term ended with `day` now wait to be redeemed. */
export async function matureOrders(tx: Db, day: string): Promise<number> {
  const [row] = await rows<{ matured: number }>(
    tx,
    sql`with matured as (
          update staking_order set status = 'waiting'
          where status = 'earning' and last_income_day <= ${day}::date
          returning 1
        )
        select count(*)::int as matured from matured`,
  );
  return Number(row?.matured ?? 0);
}
