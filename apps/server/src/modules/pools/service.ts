import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS, ASSETS, type Asset, formatUnits } from '@colony/contract/assets';
import type {
  JoinPoolResponse,
  joinPoolRequest,
  Pool,
  PoolListResponse,
  PoolPayConfigResponse,
  PoolPosition,
  PoolStatus,
  PoolTokensResponse,
  PositionListResponse,
  positionListRequest,
} from '@colony/contract/pools';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import type { PoolRule } from '../../economy/staking-config.ts';
import { ApiError } from '../../http/api-error.ts';
import { LedgerError, ledger } from '../../ledger/ledger.ts';
import {
  addDays,
  colonyToday,
  dayStartsAt,
  daysBetween,
  nextSettlementAt,
  type SettlementClock,
} from '../../settlement/calendar.ts';
import {
  findPosition,
  insertPosition,
  listPositions,
  memberStakes,
  type PoolStateRow,
  type PositionRow,
  poolDay,
  poolStates,
  poolTotals,
  registerPools,
} from './queries.ts';

/** What the pools need: their rules and the colony's clock. */
export interface PoolContext {
  economy: EconomyConfig;
  clock: SettlementClock;
}

type JoinBody = z.output<typeof joinPoolRequest>;
type PositionListBody = z.output<typeof positionListRequest>;

const DAYS_PER_YEAR = 365n;
/** Decimal places of the APR fraction ("0.421512"). */
const APR_DECIMALS = 6;

/**
 * The state of every configured pool, recording first those the colony has not run yet (they start
 * on their configured day, or today). A pool once recorded keeps its start.
 */
export async function ensuredPoolStates(db: Db, context: PoolContext): Promise<Map<number, PoolStateRow>> {
  const states = await poolStates(db);
  const missing = context.economy.pools.filter((rule) => !states.has(rule.id));
  if (missing.length === 0) return states;
  await registerPools(db, missing, await colonyToday(db, context.clock));
  return poolStates(db);
}

/** The later of two colony days (`YYYY-MM-DD` compares as text). */
const laterDay = (a: string, b: string) => [a, b].sort()[1] as string;
const earlierDay = (a: string, b: string) => [a, b].sort()[0] as string;

/** The last day a pool pays rewards. */
export const endDayOf = (startDay: string, rule: Pick<PoolRule, 'days'>) => addDays(startDay, rule.days - 1);

/**
 * What day `day` of a pool shares among its positions: what is left of the budget spread evenly
 * over the days left, rounded down; nothing outside its days. A day with nothing staked leaves its
 * share to the days after, and no day can take the pool past its budget.
 */
export function dayRewardOf(state: PoolStateRow, rule: Pick<PoolRule, 'days'>, day: string): bigint {
  const endDay = endDayOf(state.startDay, rule);
  if (day < state.startDay || day > endDay) return 0n;
  const left = state.budget - state.rewardsPaid;
  return left <= 0n ? 0n : left / BigInt(daysBetween(day, endDay) + 1);
}

function statusOf(rule: PoolRule, state: PoolStateRow, day: string): PoolStatus {
  if (day > endDayOf(state.startDay, rule)) return 'completed';
  if (!rule.open) return 'closed';
  if (day < state.startDay) return 'upcoming';
  return 'inProgress';
}

/** Yearly reward per unit staked at this TVL, as a decimal fraction; null while nothing is staked. */
export function aprOf(dailyReward: bigint, tvl: bigint): string | null {
  if (tvl <= 0n) return null;
  return formatUnits((dailyReward * DAYS_PER_YEAR * 10n ** BigInt(APR_DECIMALS)) / tvl, APR_DECIMALS);
}

interface PoolFacts {
  rule: PoolRule;
  state: PoolStateRow;
  tvl: bigint;
  stakers: number;
  day: string;
}

async function poolView(db: Db, context: PoolContext, facts: PoolFacts): Promise<Pool> {
  const { rule, state, tvl, day } = facts;
  const endDay = endDayOf(state.startDay, rule);
  const status = statusOf(rule, state, day);
  const dailyReward = dayRewardOf(state, rule, laterDay(day, state.startDay));
  const [startsAt, endsAt] = await Promise.all([
    dayStartsAt(db, context.clock, state.startDay),
    dayStartsAt(db, context.clock, addDays(endDay, 1)),
  ]);
  return {
    id: rule.id,
    type: rule.type,
    asset: rule.asset,
    rewardAsset: rule.rewardAsset,
    tvl: tvl.toString(),
    stakers: facts.stakers,
    budget: state.budget.toString(),
    rewardsPaid: state.rewardsPaid.toString(),
    remaining: (state.budget - state.rewardsPaid).toString(),
    dailyReward: dailyReward.toString(),
    apr: aprOf(dailyReward, tvl),
    lockDays: rule.lockDays,
    days: rule.days,
    startDay: state.startDay,
    endDay,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    status,
    joinable: status === 'inProgress' && day < endDay,
    minimum: rule.minimum.toString(),
    maximum: rule.maximum.toString(),
  };
}

/** Every configured pool with its live state, as of the day a position taken now would join on. */
async function livePools(db: Db, context: PoolContext): Promise<{ pools: Pool[]; day: string }> {
  const [states, totals, day] = await Promise.all([
    ensuredPoolStates(db, context),
    poolTotals(db),
    poolDay(db, context.clock),
  ]);
  const pools: Pool[] = [];
  for (const rule of context.economy.pools) {
    const state = states.get(rule.id);
    if (!state) throw new Error(`pool ${rule.id} was not recorded`);
    const total = totals.get(rule.id);
    pools.push(
      await poolView(db, context, { rule, state, tvl: total?.tvl ?? 0n, stakers: total?.stakers ?? 0, day }),
    );
  }
  return { pools, day };
}

export async function poolList(
  db: Db,
  context: PoolContext,
  memberId: number | null,
): Promise<PoolListResponse> {
  const [{ pools }, stakes, next] = await Promise.all([
    livePools(db, context),
    memberId === null ? undefined : memberStakes(db, memberId),
    nextSettlementAt(db, context.clock),
  ]);
  return {
    pools,
    member: stakes
      ? {
          stakes: stakes.map((stake) => ({
            poolId: stake.poolId,
            staked: stake.staked.toString(),
            rewards: stake.rewards.toString(),
          })),
        }
      : null,
    nextSettlementAt: next.toISOString(),
  };
}

function requireRule(context: PoolContext, poolId: number): PoolRule {
  const rule = context.economy.pools.find((candidate) => candidate.id === poolId);
  if (!rule) throw new ApiError('poolNotFound', { poolId });
  return rule;
}

/** The day a position taken on `day` returns its principal: its lock's end, or the pool's last day. */
function unlockDayOf(rule: PoolRule, pool: Pool, day: string): string {
  return earlierDay(addDays(day, rule.lockDays), pool.endDay);
}

export async function payConfig(
  db: Db,
  context: PoolContext,
  poolId: number,
): Promise<PoolPayConfigResponse> {
  const rule = requireRule(context, poolId);
  const { pools, day } = await livePools(db, context);
  const pool = pools.find((candidate) => candidate.id === rule.id);
  if (!pool) throw new ApiError('poolNotFound', { poolId });
  const joinDay = laterDay(day, pool.startDay);
  const unlockDay = unlockDayOf(rule, pool, joinDay);
  const [unlocksAt, next] = await Promise.all([
    dayStartsAt(db, context.clock, addDays(unlockDay, 1)),
    nextSettlementAt(db, context.clock),
  ]);
  return {
    pool,
    firstRewardDay: addDays(joinDay, 1),
    unlockDay,
    unlocksAt: unlocksAt.toISOString(),
    nextSettlementAt: next.toISOString(),
  };
}

/** The assets the pools take and pay, with the pools of each. */
export function poolTokens(context: PoolContext): PoolTokensResponse {
  const tokens = ASSETS.map((asset: Asset) => ({
    asset,
    decimals: ASSET_DECIMALS[asset],
    stakedIn: context.economy.pools.filter((rule) => rule.asset === asset).map((rule) => rule.id),
    paidBy: context.economy.pools.filter((rule) => rule.rewardAsset === asset).map((rule) => rule.id),
  }));
  return { tokens: tokens.filter((token) => token.stakedIn.length > 0 || token.paidBy.length > 0) };
}

const wholeText = (amount: bigint, asset: Asset) => `${formatUnits(amount, ASSET_DECIMALS[asset])} ${asset}`;

/**
 * Joins a pool from the member's available balance: the pool must be in progress with a day of
 * rewards ahead and the amount within its bounds. The principal is frozen (a pending transfer to
 * `staking`) in the same transaction as the position, which earns from the next day until its
 * unlock day, whose settlement returns the principal.
 */
export async function joinPool(
  tx: Db,
  context: PoolContext,
  memberId: number,
  body: JoinBody,
): Promise<JoinPoolResponse> {
  const rule = requireRule(context, body.poolId);
  const { pools, day } = await livePools(tx, context);
  const pool = pools.find((candidate) => candidate.id === rule.id);
  if (!pool) throw new ApiError('poolNotFound', { poolId: rule.id });
  if (pool.status === 'upcoming')
    throw new ApiError('poolNotStarted', { poolId: pool.id, startsAt: pool.startsAt });
  if (!pool.joinable) throw new ApiError('poolClosed', { poolId: pool.id, status: pool.status });
  const amount = BigInt(body.amount);
  if (amount < rule.minimum)
    throw new ApiError(
      'stakeBelowMinimum',
      { asset: rule.asset, min: rule.minimum.toString() },
      { min: wholeText(rule.minimum, rule.asset) },
    );
  if (amount > rule.maximum)
    throw new ApiError(
      'stakeAboveMaximum',
      { asset: rule.asset, max: rule.maximum.toString() },
      { max: wholeText(rule.maximum, rule.asset) },
    );

  const id = randomUUID();
  let pendingTransferId: string;
  try {
    pendingTransferId = (
      await ledger.reserve(tx, {
        asset: rule.asset,
        from: { member: memberId },
        to: { system: 'staking' },
        amount,
        kind: 'pool_stake',
        reference: id,
      })
    ).id;
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds')
      throw new ApiError('insufficientBalance');
    throw error;
  }
  const unlockDay = unlockDayOf(rule, pool, day);
  await insertPosition(tx, {
    id,
    memberId,
    poolId: rule.id,
    poolType: rule.type,
    asset: rule.asset,
    rewardAsset: rule.rewardAsset,
    amount,
    pendingTransferId,
    joinDay: day,
    unlockDay,
    unlocksAt: await dayStartsAt(tx, context.clock, addDays(unlockDay, 1)),
  });
  const position = await findPosition(tx, memberId, id);
  if (!position) throw new Error('the position just taken is missing');
  return positionView(position);
}

export function positionView(row: PositionRow): PoolPosition {
  return {
    id: row.id,
    poolId: row.poolId,
    type: row.poolType,
    asset: row.asset,
    rewardAsset: row.rewardAsset,
    amount: row.amount.toString(),
    rewardsPaid: row.rewardsTotal.toString(),
    rewardDays: row.rewardDays,
    status: row.status,
    joinedAt: row.createdAt.toISOString(),
    joinDay: row.joinDay,
    firstRewardDay: addDays(row.joinDay, 1),
    unlockDay: row.unlockDay,
    unlocksAt: row.unlocksAt.toISOString(),
    returnedAt: row.returnedAt?.toISOString() ?? null,
  };
}

export async function positionList(
  db: Db,
  memberId: number,
  body: PositionListBody,
): Promise<PositionListResponse> {
  const { positions, total } = await listPositions(db, memberId, {
    poolId: body.poolId,
    status: body.status,
    limit: body.limit,
    offset: (body.page - 1) * body.limit,
  });
  return { list: positions.map(positionView), total, page: body.page, limit: body.limit };
}
