import type { Asset } from '@colony/contract/assets';
import type { OutputAsset } from '@colony/contract/avatars';
import type { PoolType, PositionStatus } from '@colony/contract/pools';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { colonyNow, colonyTodayIn, type SettlementClock } from '../../settlement/calendar.ts';

/** A pool as the colony runs it: when it started and what it has paid. */
export interface PoolStateRow {
  id: number;
  startDay: string;
  budget: bigint;
  rewardsPaid: bigint;
}

/**
 * Records the pools of the config the colony has not run yet, each starting on its configured day
 * or on `today`; a pool already recorded keeps its start. Cheap and safe to repeat.
 */
export async function registerPools(
  db: Db,
  pools: { id: number; startDay: string | null; budget: bigint }[],
  today: string,
): Promise<void> {
  if (pools.length === 0) return;
  await db.execute(sql`
    insert into defi_pool (id, start_day, budget)
    values ${sql.join(
      pools.map(
        (pool) => sql`(${pool.id}::int, ${pool.startDay ?? today}::date, ${pool.budget.toString()}::numeric)`,
      ),
      sql`, `,
    )}
    on conflict (id) do nothing`);
}

export async function poolStates(db: Db): Promise<Map<number, PoolStateRow>> {
  const found = await rows<{ id: number; start_day: string; budget: string; rewards_paid: string }>(
    db,
    sql`select id, to_char(start_day, 'YYYY-MM-DD') as start_day, budget::text, rewards_paid::text from defi_pool`,
  );
  return new Map(
    found.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        startDay: row.start_day,
        budget: BigInt(row.budget),
        rewardsPaid: BigInt(row.rewards_paid),
      },
    ]),
  );
}

/** The principal staked in each pool now, and by how many members. */
export async function poolTotals(db: Db): Promise<Map<number, { tvl: bigint; stakers: number }>> {
  const found = await rows<{ pool_id: number; tvl: string; stakers: number }>(
    db,
    sql`select pool_id, sum(amount)::text as tvl, count(distinct member_id)::int as stakers
        from defi_position where status = 'active' group by pool_id`,
  );
  return new Map(
    found.map((row) => [Number(row.pool_id), { tvl: BigInt(row.tvl), stakers: Number(row.stakers) }]),
  );
}

/** A member's active principal and rewards to date per pool. */
export async function memberStakes(
  db: Db,
  memberId: number,
): Promise<{ poolId: number; staked: bigint; rewards: bigint }[]> {
  const found = await rows<{ pool_id: number; staked: string; rewards: string }>(
    db,
    sql`select pool_id, sum(amount)::text as staked, sum(rewards_total)::text as rewards from defi_position
        where member_id = ${memberId} and status = 'active' group by pool_id order by pool_id`,
  );
  return found.map((row) => ({
    poolId: Number(row.pool_id),
    staked: BigInt(row.staked),
    rewards: BigInt(row.rewards),
  }));
}

/**
 * The colony day a position taken now joins on: today, or the day after the last day the
 * settlement has paid pool rewards for when it has settled ahead, so no position misses a day.
 */
export async function poolDay(db: Db, clock: SettlementClock): Promise<string> {
  const [row] = await rows<{ day: string }>(
    db,
    sql`with paid as (select max(day) as day from settlement_step where step = 'pool_rewards'),
      today as (select ${colonyTodayIn(clock)} as day)
      select to_char(greatest(today.day, paid.day + 1), 'YYYY-MM-DD') as day from today, paid`,
  );
  if (!row) throw new Error('the database did not answer the pool day');
  return row.day;
}

export interface PositionRow {
  id: string;
  memberId: number;
  poolId: number;
  poolType: PoolType;
  asset: Asset;
  rewardAsset: OutputAsset;
  amount: bigint;
  status: PositionStatus;
  joinDay: string;
  unlockDay: string;
  unlocksAt: Date;
  rewardDays: number;
  rewardsTotal: bigint;
  returnedAt: Date | null;
  createdAt: Date;
}

interface RawPositionRow {
  id: string;
  member_id: number;
  pool_id: number;
  pool_type: PoolType;
  asset: Asset;
  reward_asset: OutputAsset;
  amount: string;
  status: PositionStatus;
  join_day: string;
  unlock_day: string;
  unlocks_at: Date | string;
  reward_days: number;
  rewards_total: string;
  returned_at: Date | string | null;
  created_at: Date | string;
}

const POSITION_SELECT = sql`
  select id, member_id, pool_id, pool_type, asset, reward_asset, amount::text, status,
    to_char(join_day, 'YYYY-MM-DD') as join_day, to_char(unlock_day, 'YYYY-MM-DD') as unlock_day, unlocks_at,
    reward_days, rewards_total::text, returned_at, created_at
  from defi_position`;

function toPosition(row: RawPositionRow): PositionRow {
  return {
    id: row.id,
    memberId: Number(row.member_id),
    poolId: Number(row.pool_id),
    poolType: row.pool_type,
    asset: row.asset,
    rewardAsset: row.reward_asset,
    amount: BigInt(row.amount),
    status: row.status,
    joinDay: row.join_day,
    unlockDay: row.unlock_day,
    unlocksAt: new Date(row.unlocks_at),
    rewardDays: Number(row.reward_days),
    rewardsTotal: BigInt(row.rewards_total),
    returnedAt: row.returned_at === null ? null : new Date(row.returned_at),
    createdAt: new Date(row.created_at),
  };
}

export async function insertPosition(
  tx: Db,
  position: {
    id: string;
    memberId: number;
    poolId: number;
    poolType: PoolType;
    asset: Asset;
    rewardAsset: OutputAsset;
    amount: bigint;
    pendingTransferId: string;
    joinDay: string;
    unlockDay: string;
    unlocksAt: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into defi_position
      (id, member_id, pool_id, pool_type, asset, reward_asset, amount, status, pending_transfer_id, join_day,
       unlock_day, unlocks_at, created_at)
    values (${position.id}, ${position.memberId}, ${position.poolId}, ${position.poolType}, ${position.asset},
      ${position.rewardAsset}, ${position.amount.toString()}::numeric, 'active', ${position.pendingTransferId},
      ${position.joinDay}::date, ${position.unlockDay}::date, ${position.unlocksAt.toISOString()}::timestamptz,
      ${colonyNow()})`);
}

export async function findPosition(db: Db, memberId: number, id: string): Promise<PositionRow | undefined> {
  const [row] = await rows<RawPositionRow>(
    db,
    sql`${POSITION_SELECT} where id = ${id} and member_id = ${memberId}`,
  );
  return row ? toPosition(row) : undefined;
}

export async function listPositions(
  db: Db,
  memberId: number,
  query: { poolId?: number; status?: PositionStatus; limit: number; offset: number },
): Promise<{ positions: PositionRow[]; total: number }> {
  const filter = sql`${query.poolId === undefined ? sql`` : sql` and pool_id = ${query.poolId}`}${
    query.status === undefined ? sql`` : sql` and status = ${query.status}`
  }`;
  const [list, counted] = await Promise.all([
    rows<RawPositionRow>(
      db,
      sql`${POSITION_SELECT} where member_id = ${memberId}${filter}
          order by created_at desc, id desc limit ${query.limit} offset ${query.offset}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from defi_position where member_id = ${memberId}${filter}`,
    ),
  ]);
  return { positions: list.map(toPosition), total: Number(counted[0]?.total ?? 0) };
}
