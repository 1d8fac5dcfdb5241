import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * The staking orders' steps of the daily settlement: set-based statements over every order (no
 * loop of round trips), run inside the settlement runner's transaction.
 */

/**
 * Records day `day`'s income on every order it is due to (its term covers the day, the day is not
 * paid yet, and the order was not redeemed before the day ended) and stages what each receives in
 * `staking_day_income` for the ledger batch. Answers how many orders and members.
 */
export async function accrueStakingIncome(
  tx: Db,
  day: string,
  endsAt: Date,
): Promise<{ orders: number; members: number }> {
  await tx.execute(sql`
    create temporary table if not exists staking_day_income (
      order_id uuid primary key,
      member_id integer not null,
      asset text not null,
      amount numeric(78, 0) not null
    ) on commit delete rows`);
  await tx.execute(sql`delete from staking_day_income`);
  const [row] = await rows<{ orders: number; members: number }>(
    tx,
    sql`with paid as (
          update staking_order o
          set paid_through = ${day}::date, income_days = o.income_days + 1, income_total = o.income_total + o.daily_income
          where o.first_income_day <= ${day}::date and o.last_income_day >= ${day}::date
            and (o.paid_through is null or o.paid_through < ${day}::date)
            and (o.status <> 'redeemed' or o.redeemed_at >= ${endsAt.toISOString()}::timestamptz)
          returning o.id, o.member_id, o.reward_asset, o.daily_income
        ),
        staged as (
          insert into staking_day_income (order_id, member_id, asset, amount)
          select id, member_id, reward_asset, daily_income from paid
        )
        select count(*)::int as orders, count(distinct member_id)::int as members from paid`,
  );
  return { orders: Number(row?.orders ?? 0), members: Number(row?.members ?? 0) };
}

/** Day `day`'s income per order, with the reference naming the day, the step and the order. */
export const stagedStakingIncome = (day: string) =>
  sql`select member_id, asset, amount,
        ${`settlement:${day}:staking_income:`} || order_id::text as reference
      from staking_day_income`;

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
