import type { Pool } from '@colony/contract/pools';
import type { StakingPlan } from '@colony/contract/staking';
import { unitsTimesRate } from './rates.ts';

/** What a stake earns over a number of days, as the server pays it. */
export interface Projection {
  /** Paid every settled day. */
  daily: bigint;
  /** Days that earn: the days asked for, at most the term (or the lock). */
  days: number;
  total: bigint;
}

/**
 * A plan's income for `amount` over `days`: each day amount × daily rate rounded down, for the
 * days asked but never past the term, whose end stops the income.
 */
export function stakingProjection(plan: StakingPlan, amount: bigint, days: number): Projection {
  const daily = unitsTimesRate(amount, plan.dailyRate) ?? 0n;
  const earning = Math.max(0, Math.min(Math.floor(days), plan.termDays));
  return { daily, days: earning, total: daily * BigInt(earning) };
}

/**
 * A pool's reward for joining with `amount` now, if the pool's TVL and day's reward stayed as they
 * are: the day's reward × amount ÷ (TVL + amount), rounded down as the server shares it, for the
 * days asked but never past the lock or the pool's end. An estimate: both move with every
 * position.
 */
export function poolProjection(pool: Pool, amount: bigint, days: number, daysLeft: number): Projection {
  const staked = BigInt(pool.tvl) + amount;
  const daily = staked > 0n ? (BigInt(pool.dailyReward) * amount) / staked : 0n;
  const earning = Math.max(0, Math.min(Math.floor(days), pool.lockDays, daysLeft));
  return { daily, days: earning, total: daily * BigInt(earning) };
}
