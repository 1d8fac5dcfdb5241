import { z } from 'zod';
import { ASSETS } from './assets.ts';
import { OUTPUT_ASSETS, settlementDay } from './avatars.ts';
import { pageQuery, pageSchema } from './envelope-schema.ts';
import type { LedgerKind } from './ledger-kinds.ts';
import { positiveBaseUnits } from './money.ts';

/**
 * Schemas of the DeFi pools (`/api/nft/Defi/*`, `/api/nft/Home/homedefi`): the laser pool, farms
 * and mining pools, joining one from the balance, and the member's positions. A pool shares a
 * fixed reward budget among what is staked in it, day by day; the principal is frozen and returned
 * when the position's lock ends or the pool expires.
 */

/** Paths under `/api`, shared by the server's routes and the web app's fetchers. */
export const POOL_PATHS = {
  list: '/nft/Home/homedefi',
  payConfig: '/nft/Defi/payConfig',
  tokens: '/nft/Defi/token',
  join: '/nft/Defi/pledge',
  positions: '/nft/Defi/getOrderList',
} as const;

const units = z.string().describe('Decimal string of base units');
const isoTime = z.string().describe('ISO 8601');
const asset = z.enum(ASSETS);
const rewardAsset = z.enum(OUTPUT_ASSETS);

export const POOL_TYPES = ['laser', 'farm', 'mining'] as const;
export const poolType = z.enum(POOL_TYPES);
export type PoolType = z.infer<typeof poolType>;

/**
 * upcoming: not started, nobody can join yet; inProgress: paying every settled day, open to join;
 * closed: taking no new positions (its positions run on and are returned upon expiration);
 * completed: its last day is over, every position returned or about to be.
 */
export const POOL_STATUSES = ['upcoming', 'inProgress', 'closed', 'completed'] as const;
export const poolStatus = z.enum(POOL_STATUSES);
export type PoolStatus = z.infer<typeof poolStatus>;

/** The ledger kind each pool type pays its rewards with. */
export const POOL_REWARD_KINDS: Record<PoolType, LedgerKind> = {
  laser: 'laser_pool_reward',
  farm: 'farm_reward',
  mining: 'mining_reward',
};

export const poolId = z.number().int().min(1).max(1_000_000);

export const pool = z.object({
  id: z.number().int(),
  type: poolType,
  /** What members stake (frozen while in the pool). */
  asset,
  /** What the pool pays. */
  rewardAsset,
  /** Total value locked: base units of `asset` staked in it now. */
  tvl: units,
  /** Members with a position in it now. */
  stakers: z.number().int(),
  /** The whole reward the pool pays over its life, and what it has paid and has left. */
  budget: units,
  rewardsPaid: units,
  remaining: units,
  /**
   * What the next settled day shares among the positions: what is left of the budget spread evenly
   * over the days left (rounded down); a day with nothing staked leaves its share to the days after.
   */
  dailyReward: units,
  /**
   * Yearly reward per unit staked at today's TVL: dailyReward × 365 ÷ TVL, as a decimal fraction
   * ("0.4215" is 42.15 %), in `rewardAsset` per unit of `asset`; null while nothing is staked.
   */
  apr: z.string().nullable(),
  /** A position's principal is returned this many days after it joined, or when the pool ends if sooner. */
  lockDays: z.number().int(),
  /** Days the pool pays rewards, `startDay` to `endDay` inclusive. */
  days: z.number().int(),
  startDay: settlementDay,
  endDay: settlementDay,
  /** When its first day begins and its last day ends. */
  startsAt: isoTime,
  endsAt: isoTime,
  status: poolStatus,
  /** Open to new positions now (in progress with at least one day of rewards ahead). */
  joinable: z.boolean(),
  /** Least and most base units of `asset` one position stakes. */
  minimum: units,
  maximum: units,
});
export type Pool = z.infer<typeof pool>;

/** A member's active stake in one pool, for the "staked only" filter. */
export const memberPoolStake = z.object({ poolId: z.number().int(), staked: units, rewards: units });
export type MemberPoolStake = z.infer<typeof memberPoolStake>;

// ---------------------------------------------------------------------------
// POST /api/nft/Home/homedefi: every pool, live (public; the member's stakes with a session)

export const poolListRequest = z.object({}).strict();
export const poolListResponse = z.object({
  pools: z.array(pool),
  /** Null for a visitor. */
  member: z.object({ stakes: z.array(memberPoolStake) }).nullable(),
  nextSettlementAt: isoTime,
});
export type PoolListResponse = z.infer<typeof poolListResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Defi/payConfig: one pool, and what joining it now means (public)

export const poolPayConfigRequest = z.object({ poolId }).strict();
export type PoolPayConfigRequest = z.input<typeof poolPayConfigRequest>;
export const poolPayConfigResponse = z.object({
  pool,
  /** For a position taken now: its first day of rewards and the day its principal returns. */
  firstRewardDay: settlementDay,
  unlockDay: settlementDay,
  unlocksAt: isoTime,
  nextSettlementAt: isoTime,
});
export type PoolPayConfigResponse = z.infer<typeof poolPayConfigResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Defi/token: the tokens the pools take and pay (public)

export const poolTokensRequest = z.object({}).strict();
export const poolToken = z.object({
  asset,
  decimals: z.number().int(),
  /** Pools that take it, and pools that pay it. */
  stakedIn: z.array(z.number().int()),
  paidBy: z.array(z.number().int()),
});
export const poolTokensResponse = z.object({ tokens: z.array(poolToken) });
export type PoolTokensResponse = z.infer<typeof poolTokensResponse>;

// ---------------------------------------------------------------------------
// Positions

/** active: staked and earning until its unlock day; returned: the principal is back on the balance. */
export const POSITION_STATUSES = ['active', 'returned'] as const;
export const positionStatus = z.enum(POSITION_STATUSES);
export type PositionStatus = z.infer<typeof positionStatus>;

export const poolPosition = z.object({
  id: z.string(),
  poolId: z.number().int(),
  type: poolType,
  asset,
  rewardAsset,
  /** Amount joined, frozen until returned. */
  amount: units,
  /** Amount produced: rewards paid so far, and the days they were paid for. */
  rewardsPaid: units,
  rewardDays: z.number().int(),
  status: positionStatus,
  /** Participation time and its colony day; rewards start the next day. */
  joinedAt: isoTime,
  joinDay: settlementDay,
  firstRewardDay: settlementDay,
  /** Its last day of rewards; the settlement of that day returns the principal. */
  unlockDay: settlementDay,
  unlocksAt: isoTime,
  returnedAt: isoTime.nullable(),
});
export type PoolPosition = z.infer<typeof poolPosition>;

// ---------------------------------------------------------------------------
// POST /api/nft/Defi/pledge (Idempotency-Key): join a pool from the available balance

export const joinPoolRequest = z.object({ poolId, amount: positiveBaseUnits }).strict();
export type JoinPoolRequest = z.input<typeof joinPoolRequest>;
export const joinPoolResponse = poolPosition;
export type JoinPoolResponse = PoolPosition;

// ---------------------------------------------------------------------------
// POST /api/nft/Defi/getOrderList: the caller's positions, newest first

export const positionListRequest = pageQuery
  .extend({ poolId: poolId.optional(), status: positionStatus.optional() })
  .strict();
export type PositionListRequest = z.input<typeof positionListRequest>;
export const positionListResponse = pageSchema(poolPosition);
export type PositionListResponse = z.infer<typeof positionListResponse>;
