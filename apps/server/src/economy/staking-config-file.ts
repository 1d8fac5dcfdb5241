import { ASSET_DECIMALS, ASSETS, type Asset, parseUnits } from '@colony/contract/assets';
import { OUTPUT_ASSETS } from '@colony/contract/avatars';
import { POOL_TYPES } from '@colony/contract/pools';
import { z } from 'zod';
import type { EconomyConfig } from './config.ts';
import type { PoolRule, StakingPlanRule } from './staking-config.ts';

/**
 * The `staking` and `pools` parts of an `ECONOMY_CONFIG` override (config-file.ts): plans and pools
 * merge by id key by key, like avatars; a new one needs every field. Amounts are whole units as
 * strings, rates basis points, days whole numbers.
 */

const wholeAmount = z
  .string()
  .regex(/^[0-9]{1,60}(\.[0-9]{1,18})?$/, { message: 'expected whole units as a string, e.g. "0.5"' });
const id = z.string().regex(/^[1-9][0-9]{0,6}$/, { message: 'ids are whole numbers' });
const days = z.number().int().min(1).max(3650);
const day = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, { message: 'expected a day as YYYY-MM-DD' });

const planOverride = z.strictObject({
  asset: z.enum(ASSETS).optional(),
  rewardAsset: z.enum(OUTPUT_ASSETS).optional(),
  termDays: days.optional(),
  dailyRateBps: z.number().int().min(1).max(10_000).optional(),
  minimum: wholeAmount.optional(),
  maximum: wholeAmount.optional(),
  open: z.boolean().optional(),
});

const poolOverride = z.strictObject({
  type: z.enum(POOL_TYPES).optional(),
  asset: z.enum(ASSETS).optional(),
  rewardAsset: z.enum(OUTPUT_ASSETS).optional(),
  budget: wholeAmount.optional(),
  days: days.optional(),
  lockDays: days.optional(),
  startDay: day.nullable().optional(),
  minimum: wholeAmount.optional(),
  maximum: wholeAmount.optional(),
  open: z.boolean().optional(),
});

export const stakingOverride = z.strictObject({
  plans: z.record(id, planOverride).optional(),
  earlyRedemptionFee: z
    .strictObject({ asset: z.enum(ASSETS).optional(), amount: wholeAmount.optional() })
    .optional(),
});
export const poolsOverride = z.record(id, poolOverride);

type StakingOverride = z.output<typeof stakingOverride>;
type PoolsOverride = z.output<typeof poolsOverride>;

const PLAN_FIELDS = [
  'asset',
  'rewardAsset',
  'termDays',
  'dailyRateBps',
  'minimum',
  'maximum',
  'open',
] as const;
const POOL_FIELDS = [
  'type',
  'asset',
  'rewardAsset',
  'budget',
  'days',
  'lockDays',
  'startDay',
  'minimum',
  'maximum',
  'open',
] as const;

/** Applies the override's plans, fee and pools to `config` (a copy), naming every problem. */
export function mergeStaking(
  config: EconomyConfig,
  override: { staking?: StakingOverride; pools?: PoolsOverride },
  problems: string[],
): void {
  const units = (value: string | undefined, asset: Asset, where: string, fallback: bigint): bigint => {
    if (value === undefined) return fallback;
    const parsed = parseUnits(value, ASSET_DECIMALS[asset]);
    if (parsed === undefined) {
      problems.push(`${where}: ${value} is not an amount of ${asset}`);
      return 0n;
    }
    return parsed;
  };

  for (const [key, rule] of Object.entries(override.staking?.plans ?? {})) {
    const planId = Number(key);
    const where = `staking.plans.${key}`;
    const existing = config.staking.plans.find((candidate) => candidate.id === planId);
    if (!existing) {
      const missing = PLAN_FIELDS.filter((field) => rule[field] === undefined);
      if (missing.length > 0) {
        problems.push(`${where}: a new plan needs ${missing.join(', ')}`);
        continue;
      }
    }
    const asset = rule.asset ?? existing?.asset ?? 'MM';
    const next: StakingPlanRule = {
      id: planId,
      asset,
      rewardAsset: rule.rewardAsset ?? existing?.rewardAsset ?? 'MC',
      termDays: rule.termDays ?? existing?.termDays ?? 0,
      dailyRateBps: rule.dailyRateBps ?? existing?.dailyRateBps ?? 0,
      minimum: units(rule.minimum, asset, `${where}.minimum`, existing?.minimum ?? 0n),
      maximum: units(rule.maximum, asset, `${where}.maximum`, existing?.maximum ?? 0n),
      open: rule.open ?? existing?.open ?? false,
    };
    config.staking.plans = existing
      ? config.staking.plans.map((candidate) => (candidate.id === planId ? next : candidate))
      : [...config.staking.plans, next];
  }

  const fee = override.staking?.earlyRedemptionFee;
  if (fee) {
    const asset = fee.asset ?? config.staking.earlyRedemptionFee.asset;
    config.staking.earlyRedemptionFee = {
      asset,
      amount: units(
        fee.amount,
        asset,
        'staking.earlyRedemptionFee.amount',
        config.staking.earlyRedemptionFee.amount,
      ),
    };
  }

  for (const [key, rule] of Object.entries(override.pools ?? {})) {
    const poolId = Number(key);
    const where = `pools.${key}`;
    const existing = config.pools.find((candidate) => candidate.id === poolId);
    if (!existing) {
      const missing = POOL_FIELDS.filter((field) => rule[field] === undefined);
      if (missing.length > 0) {
        problems.push(`${where}: a new pool needs ${missing.join(', ')}`);
        continue;
      }
    }
    const asset = rule.asset ?? existing?.asset ?? 'MM';
    const rewardAsset = rule.rewardAsset ?? existing?.rewardAsset ?? 'MM';
    const next: PoolRule = {
      id: poolId,
      type: rule.type ?? existing?.type ?? 'farm',
      asset,
      rewardAsset,
      budget: units(rule.budget, rewardAsset, `${where}.budget`, existing?.budget ?? 0n),
      days: rule.days ?? existing?.days ?? 0,
      lockDays: rule.lockDays ?? existing?.lockDays ?? 0,
      startDay: rule.startDay !== undefined ? rule.startDay : (existing?.startDay ?? null),
      minimum: units(rule.minimum, asset, `${where}.minimum`, existing?.minimum ?? 0n),
      maximum: units(rule.maximum, asset, `${where}.maximum`, existing?.maximum ?? 0n),
      open: rule.open ?? existing?.open ?? false,
    };
    config.pools = existing
      ? config.pools.map((candidate) => (candidate.id === poolId ? next : candidate))
      : [...config.pools, next];
  }
}
