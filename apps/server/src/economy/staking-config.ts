import { ASSET_DECIMALS, ASSETS, type Asset, parseUnits } from '@colony/contract/assets';
import { OUTPUT_ASSETS, type OutputAsset } from '@colony/contract/avatars';
import { POOL_TYPES, type PoolType } from '@colony/contract/pools';

/**
 * The staking plans and the DeFi pools, part of the one economy config (`EconomyConfig.staking`,
 * `EconomyConfig.pools`); docs/economy.md explains each value. Amounts are base units (bigint),
 * written here in whole units; rates are basis points (100 = 1 %).
 */

/** One staking plan: a staking currency frozen for a term, paying income in a resource every day. */
export interface StakingPlanRule {
  id: number;
  /** The staking currency, frozen on the member's balance for the term. */
  asset: Asset;
  /** The received currency: a resource, paid from `emission`. */
  rewardAsset: OutputAsset;
  termDays: number;
  /** Income per day in `rewardAsset` per unit of `asset`, in basis points; each day's is rounded down. */
  dailyRateBps: number;
  /** Least and most base units of `asset` one order stakes. */
  minimum: bigint;
  maximum: bigint;
  /** False: no new orders; existing ones run to their term. */
  open: boolean;
}

export interface StakingRules {
  plans: StakingPlanRule[];
  /** Paid from the available balance to redeem before maturity (SPEC.md §9: 5 MM). */
  earlyRedemptionFee: { asset: Asset; amount: bigint };
}

/** One DeFi pool: a fixed reward budget shared day by day among what is staked in it. */
export interface PoolRule {
  id: number;
  type: PoolType;
  asset: Asset;
  /** A resource, paid from `emission`. */
  rewardAsset: OutputAsset;
  /** The whole reward the pool pays over its `days`; it never pays more, whatever its TVL. */
  budget: bigint;
  /** Days it pays rewards, from its first. */
  days: number;
  /** A position's principal returns this many days after it joined, or when the pool ends if sooner. */
  lockDays: number;
  /** Its first day (`YYYY-MM-DD`, colony days); null: the day the colony first runs with it. */
  startDay: string | null;
  /** Least and most base units of `asset` one position stakes. */
  minimum: bigint;
  maximum: bigint;
  /** False: closed to new positions (its positions run on and are returned upon expiration). */
  open: boolean;
}

const whole = (amount: string, asset: Asset): bigint => {
  const units = parseUnits(amount, ASSET_DECIMALS[asset]);
  if (units === undefined) throw new Error(`economy: ${amount} is not an amount of ${asset}`);
  return units;
};

const plan = (
  id: number,
  asset: Asset,
  rewardAsset: OutputAsset,
  termDays: number,
  dailyRateBps: number,
  minimum: string,
  maximum: string,
): StakingPlanRule => ({
  id,
  asset,
  rewardAsset,
  termDays,
  dailyRateBps,
  minimum: whole(minimum, asset),
  maximum: whole(maximum, asset),
  open: true,
});

// docs/economy.md "Staking" says why the plans pay capsules and unknown elements.
export const DEFAULT_STAKING: StakingRules = {
  plans: [
    plan(1, 'MM', 'MC', 30, 30, '100', '50000'),
    plan(2, 'MM', 'MC', 90, 40, '100', '100000'),
    plan(3, 'MM', 'MC', 180, 50, '100', '200000'),
    plan(4, 'USDT', 'UME', 90, 10, '50', '50000'),
    plan(5, 'USDC', 'UME', 180, 15, '50', '50000'),
  ],
  earlyRedemptionFee: { asset: 'MM', amount: whole('5', 'MM') },
};

// docs/economy.md "The DeFi pools": each budget is a bounded emission, whatever is staked.
export const DEFAULT_POOLS: PoolRule[] = [
  {
    id: 1,
    type: 'laser',
    asset: 'MM',
    rewardAsset: 'MM',
    budget: whole('36000', 'MM'),
    days: 360,
    // SPEC.md §9: laser pool tokens are locked for 360 days.
    lockDays: 360,
    startDay: null,
    minimum: whole('10', 'MM'),
    maximum: whole('100000', 'MM'),
    open: true,
  },
  {
    id: 2,
    type: 'farm',
    asset: 'MC',
    rewardAsset: 'MC',
    budget: whole('9000', 'MC'),
    days: 90,
    lockDays: 30,
    startDay: null,
    minimum: whole('10', 'MC'),
    maximum: whole('100000', 'MC'),
    open: true,
  },
  {
    id: 3,
    type: 'mining',
    asset: 'UME',
    rewardAsset: 'UME',
    budget: whole('1800', 'UME'),
    days: 180,
    lockDays: 90,
    startDay: null,
    minimum: whole('1', 'UME'),
    maximum: whole('10000', 'UME'),
    open: true,
  },
];

/** Rates are basis points: 10,000 = 100 %. */
const BPS = 10_000;

/** What one order of `amount` earns per day: amount × rate, rounded down. */
export function dailyIncomeOf(amount: bigint, dailyRateBps: number): bigint {
  return (amount * BigInt(dailyRateBps)) / BigInt(BPS);
}

const DAY = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export function isCalendarDay(value: string): boolean {
  return DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The problems of the staking plans and pools; empty when they are sound. */
export function stakingProblems(staking: StakingRules, pools: PoolRule[]): string[] {
  const problems: string[] = [];
  const planIds = new Set<number>();
  for (const rule of staking.plans) {
    const where = `staking.plans.${rule.id}`;
    if (!wholeIn(rule.id, 1, 1_000_000)) problems.push(`${where}: id must be 1..1000000`);
    if (planIds.has(rule.id)) problems.push(`${where}: listed twice`);
    planIds.add(rule.id);
    if (!ASSETS.includes(rule.asset)) problems.push(`${where}.asset: unknown asset ${rule.asset}`);
    if (!OUTPUT_ASSETS.includes(rule.rewardAsset))
      problems.push(`${where}.rewardAsset: income is a resource (MM, MC or UME) paid from emission`);
    if (!wholeIn(rule.termDays, 1, 3650)) problems.push(`${where}.termDays: must be 1..3650`);
    if (!wholeIn(rule.dailyRateBps, 1, BPS)) problems.push(`${where}.dailyRateBps: must be 1..10000`);
    if (rule.minimum <= 0n) problems.push(`${where}.minimum: must be positive`);
    if (rule.maximum < rule.minimum) problems.push(`${where}.maximum: below the minimum`);
    else if (dailyIncomeOf(rule.minimum, rule.dailyRateBps) <= 0n)
      problems.push(`${where}: the minimum earns nothing per day at this rate`);
  }
  const fee = staking.earlyRedemptionFee;
  if (!ASSETS.includes(fee.asset))
    problems.push(`staking.earlyRedemptionFee.asset: unknown asset ${fee.asset}`);
  if (fee.amount <= 0n) problems.push('staking.earlyRedemptionFee.amount: must be positive');

  const poolIds = new Set<number>();
  for (const rule of pools) {
    const where = `pools.${rule.id}`;
    if (!wholeIn(rule.id, 1, 1_000_000)) problems.push(`${where}: id must be 1..1000000`);
    if (poolIds.has(rule.id)) problems.push(`${where}: listed twice`);
    poolIds.add(rule.id);
    if (!POOL_TYPES.includes(rule.type)) problems.push(`${where}.type: unknown type ${rule.type}`);
    if (!ASSETS.includes(rule.asset)) problems.push(`${where}.asset: unknown asset ${rule.asset}`);
    if (!OUTPUT_ASSETS.includes(rule.rewardAsset))
      problems.push(`${where}.rewardAsset: rewards are a resource (MM, MC or UME) paid from emission`);
    if (!wholeIn(rule.days, 1, 3650)) problems.push(`${where}.days: must be 1..3650`);
    if (!wholeIn(rule.lockDays, 1, 3650)) problems.push(`${where}.lockDays: must be 1..3650`);
    if (rule.startDay !== null && !isCalendarDay(rule.startDay))
      problems.push(`${where}.startDay: must be a day as YYYY-MM-DD`);
    if (rule.budget <= 0n) problems.push(`${where}.budget: must be positive`);
    else if (wholeIn(rule.days, 1, 3650) && rule.budget < BigInt(rule.days))
      problems.push(`${where}.budget: less than one base unit a day`);
    if (rule.minimum <= 0n) problems.push(`${where}.minimum: must be positive`);
    if (rule.maximum < rule.minimum) problems.push(`${where}.maximum: below the minimum`);
  }
  return problems;
}
