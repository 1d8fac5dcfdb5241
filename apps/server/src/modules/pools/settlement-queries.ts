import type { OutputAsset } from '@colony/contract/avatars';
import type { PoolType } from '@colony/contract/pools';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { colonyNow } from '../../settlement/calendar.ts';

/**
 * The pools' steps of the daily settlement: set-based statements over every pool and position (no
 * loop of round trips), run inside the settlement runner's transaction.
 */

/** The configured terms a settlement reads: each pool's budget and days. */
export interface PoolTerms {
  poolId: number;
  budget: bigint;
  days: number;
}

function termsValues(terms: PoolTerms[]): SQL {
  if (terms.length === 0)
    return sql`select null::int as pool_id, 0::numeric as budget, 0 as days where false`;
  return sql`select * from (values ${sql.join(
    terms.map((t) => sql`(${t.poolId}::int, ${t.budget.toString()}::numeric, ${t.days}::int)`),
    sql`, `,
  )}) as c(pool_id, budget, days)`;
}

/**
 * Shares day `day`'s reward of every pool paying on it among its positions: the day's reward is what
 * is left of the budget spread over the days left (rounded down), each position's part is that
 * times its share of what is staked on the day (rounded down), so a day never pays more than its
 * reward and a pool never more than its budget (the table's check refuses it besides). Positions
 * earn from the day after they joined through their unlock day. The budget follows the config but
 * never drops below what is paid. Each position's reward is added to its row, where its member
 * collects it from; answers the day's totals per pool type and reward asset.
 */
export async function sharePoolRewards(
  tx: Db,
  day: string,
  terms: PoolTerms[],
): Promise<{
  pools: number;
  positions: number;
  rewards: { poolType: PoolType; asset: OutputAsset; total: bigint }[];
}> {
  await tx.execute(sql`
    with terms as (${termsValues(terms)})
    update defi_pool p set budget = greatest(t.budget, p.rewards_paid)
    from terms t where p.id = t.pool_id and p.budget <> greatest(t.budget, p.rewards_paid)`);
  const found = await rows<{
    pool_type: PoolType;
    asset: OutputAsset;
    pools: number;
    positions: number;
    total: string;
  }>(
    tx,
    sql`with terms as (${termsValues(terms)}),
        paying as (
          select p.id, div(p.budget - p.rewards_paid, (p.start_day + t.days - 1) - ${day}::date + 1) as reward
          from defi_pool p join terms t on t.pool_id = p.id
          where p.start_day <= ${day}::date and ${day}::date <= p.start_day + t.days - 1
        ),
        eligible as (
          select pos.id, pos.pool_id, pos.pool_type, pos.reward_asset, pos.amount
          from defi_position pos join paying on paying.id = pos.pool_id
          where pos.status = 'active' and pos.join_day < ${day}::date and pos.unlock_day >= ${day}::date
            and (pos.paid_through is null or pos.paid_through < ${day}::date)
        ),
        staked as (select pool_id, sum(amount) as tvl from eligible group by pool_id),
        shares as (
          select e.id, e.pool_id, e.pool_type, e.reward_asset, div(paying.reward * e.amount, staked.tvl) as reward
          from eligible e join staked on staked.pool_id = e.pool_id join paying on paying.id = e.pool_id
        ),
        credited as (
          update defi_position pos
          set paid_through = ${day}::date, reward_days = pos.reward_days + 1, rewards_total = pos.rewards_total + s.reward
          from shares s where pos.id = s.id
        ),
        spent as (
          update defi_pool p set rewards_paid = p.rewards_paid + s.total
          from (select pool_id, sum(reward) as total from shares group by pool_id) s where p.id = s.pool_id
        )
        select pool_type, reward_asset as asset, count(distinct pool_id)::int as pools, count(*)::int as positions,
          sum(reward)::text as total
        from shares group by pool_type, reward_asset order by pool_type, reward_asset`,
  );
  return {
    pools: found.reduce((sum, row) => sum + Number(row.pools), 0),
    positions: found.reduce((sum, row) => sum + Number(row.positions), 0),
    rewards: found.map((row) => ({ poolType: row.pool_type, asset: row.asset, total: BigInt(row.total) })),
  };
}

/** Positions whose unlock day is `day` (or earlier) are returned; answers how many and what they froze. */
export async function returnPositions(tx: Db, day: string): Promise<{ returned: number }> {
  const [row] = await rows<{ returned: number }>(
    tx,
    sql`with returned as (
          update defi_position set status = 'returned', returned_day = ${day}::date, returned_at = ${colonyNow()}
          where status = 'active' and unlock_day <= ${day}::date
          returning 1
        )
        select count(*)::int as returned from returned`,
  );
  return { returned: Number(row?.returned ?? 0) };
}

/** The frozen principal of the positions returned by the step of `day`. */
export const returnedPendingTransfers = (day: string) =>
  sql`select pending_transfer_id as id from defi_position where status = 'returned' and returned_day = ${day}::date`;
