import { readFileSync } from 'node:fs';
import { ASSET_DECIMALS, ASSETS, type Asset, parseUnits, STABLECOINS } from '@colony/contract/assets';
import { AVATAR_KINDS, type AvatarKind, OUTPUT_ASSETS } from '@colony/contract/avatars';
import { POWER_DECIMALS } from '@colony/contract/governance-signing';
import { AIRDROP_ASSETS } from '@colony/contract/grants';
import { LANGUAGES } from '@colony/contract/locales';
import { z } from 'zod';
import { type AvatarRule, DEFAULT_ECONOMY, type EconomyConfig, economyProblems } from './config.ts';
import { mergeStaking, poolsOverride, stakingOverride } from './staking-config-file.ts';
import { mergeTeam, teamOverride } from './team-config-file.ts';

/**
 * `ECONOMY_CONFIG`: a JSON file whose values override `DEFAULT_ECONOMY`, so operators and tests
 * change prices, supplies and rates without a code change. Amounts are whole units written as
 * strings ("0.5"), rates and shares basis points, as in docs/economy.md. Objects are merged key by
 * key (an avatar by its id); lists (swaps, energy steps, an avatar's assets) replace the default's.
 * Anything unknown or malformed is refused with the key that is wrong.
 */

export class EconomyConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`ECONOMY_CONFIG ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EconomyConfigError';
  }
}

const wholeAmount = z
  .string()
  .regex(/^[0-9]{1,60}(\.[0-9]{1,18})?$/, { message: 'expected whole units as a string, e.g. "0.5"' });
const bps = z.number().int().min(0).max(1_000_000);
const asset = z.enum(ASSETS);
const stablecoin = z.enum(STABLECOINS);

const perAsset = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, value.optional()])) as Record<string, z.ZodOptional<T>>,
  );

const transferRule = z.strictObject({
  transferable: z.boolean().optional(),
  minimum: wholeAmount.optional(),
});
const buyBackRule = z.strictObject({
  payAsset: asset.optional(),
  price: wholeAmount.optional(),
  feeBps: bps.optional(),
  minimum: wholeAmount.optional(),
});
const swapRule = z.strictObject({
  from: asset,
  to: asset,
  price: wholeAmount,
  feeBps: bps,
  minimum: wholeAmount,
});
const withdrawalRule = z.strictObject({
  minimum: wholeAmount.optional(),
  fee: wholeAmount.optional(),
  memberDailyLimit: wholeAmount.optional(),
  dailyLimit: wholeAmount.optional(),
});
const avatarRule = z.strictObject({
  kind: z.enum(AVATAR_KINDS).optional(),
  names: perAsset(LANGUAGES, z.string().min(1).max(80)).optional(),
  assets: z.array(stablecoin).min(1).optional(),
  price: wholeAmount.optional(),
  fuelMultiplierBps: bps.optional(),
  dailyYieldBps: bps.optional(),
  outputBps: perAsset(OUTPUT_ASSETS, bps).optional(),
  dailySupply: z.number().int().min(0).max(10_000_000).optional(),
  forSale: z.boolean().optional(),
});

const overrideSchema = z.strictObject({
  transfers: perAsset(ASSETS, transferRule).optional(),
  buyBack: perAsset(ASSETS, buyBackRule).optional(),
  swaps: z.array(swapRule).optional(),
  withdrawals: perAsset(STABLECOINS, withdrawalRule).optional(),
  grants: z
    .strictObject({
      airdrop: perAsset(AIRDROP_ASSETS, wholeAmount).optional(),
      treasuryFunding: perAsset(STABLECOINS, wholeAmount).optional(),
    })
    .optional(),
  avatars: z
    .record(z.string().regex(/^[1-9][0-9]{0,6}$/, { message: 'avatar ids are whole numbers' }), avatarRule)
    .optional(),
  energy: z
    .strictObject({
      boostsBps: z.array(bps).optional(),
      directSteps: z.array(z.number().int()).optional(),
      zoneSteps: z.array(z.number().int()).optional(),
    })
    .optional(),
  queue: z
    .strictObject({ retentionDays: z.number().int().optional(), guideLimit: z.number().int().optional() })
    .optional(),
  income: z.strictObject({ maxShareOfSalesBps: bps.optional() }).optional(),
  staking: stakingOverride.optional(),
  pools: poolsOverride.optional(),
  governance: z
    .strictObject({
      avatarPower: perAsset(AVATAR_KINDS, wholeAmount).optional(),
      assetPowerBps: perAsset(ASSETS, bps).optional(),
      defaultQuorumBps: z.number().int().optional(),
      timestampToleranceSeconds: z.number().int().optional(),
      timestampFutureToleranceSeconds: z.number().int().optional(),
    })
    .optional(),
  team: teamOverride.optional(),
});
type Override = z.output<typeof overrideSchema>;

/** Reads, validates and applies the file; throws EconomyConfigError naming every bad key. */
export function loadEconomyConfig(file: string, base: EconomyConfig = DEFAULT_ECONOMY): EconomyConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new EconomyConfigError(file, [error instanceof Error ? error.message : String(error)]);
  }
  return applyEconomyOverride(json, base, file);
}

/** Applies an already parsed override (the file's content) to `base`, validating both. */
export function applyEconomyOverride(
  json: unknown,
  base: EconomyConfig = DEFAULT_ECONOMY,
  file = 'override',
): EconomyConfig {
  const parsed = overrideSchema.safeParse(json);
  if (!parsed.success) {
    throw new EconomyConfigError(
      file,
      parsed.error.issues.map((issue) => {
        const path = issue.path.join('.');
        return issue.code === 'unrecognized_keys'
          ? `${[path, ...issue.keys].filter(Boolean).join('.')}: unknown key`
          : `${path || '(root)'}: ${issue.message}`;
      }),
    );
  }
  const problems: string[] = [];
  const config = merge(base, parsed.data, problems);
  problems.push(...economyProblems(config));
  if (problems.length > 0) throw new EconomyConfigError(file, problems);
  return config;
}

function merge(base: EconomyConfig, override: Override, problems: string[]): EconomyConfig {
  const units = (value: string, unitsOf: Asset, where: string): bigint => {
    const parsed = parseUnits(value, ASSET_DECIMALS[unitsOf]);
    if (parsed === undefined) {
      problems.push(`${where}: ${value} is not an amount of ${unitsOf}`);
      return 0n;
    }
    return parsed;
  };
  const config: EconomyConfig = structuredClone(base);

  for (const [key, rule] of Object.entries(override.transfers ?? {})) {
    if (!rule) continue;
    const target = config.transfers[key as Asset];
    if (rule.transferable !== undefined) target.transferable = rule.transferable;
    if (rule.minimum !== undefined)
      target.minimum = units(rule.minimum, key as Asset, `transfers.${key}.minimum`);
  }
  for (const [key, rule] of Object.entries(override.buyBack ?? {})) {
    if (!rule) continue;
    const existing = config.buyBack[key as Asset];
    const payAsset = rule.payAsset ?? existing?.payAsset;
    if (
      !payAsset ||
      (!existing && (rule.price === undefined || rule.minimum === undefined || rule.feeBps === undefined))
    ) {
      problems.push(`buyBack.${key}: a new buy-back needs payAsset, price, feeBps and minimum`);
      continue;
    }
    config.buyBack[key as Asset] = {
      payAsset,
      price:
        rule.price !== undefined
          ? units(rule.price, payAsset, `buyBack.${key}.price`)
          : (existing?.price ?? 0n),
      feeBps: rule.feeBps ?? existing?.feeBps ?? 0,
      minimum:
        rule.minimum !== undefined
          ? units(rule.minimum, key as Asset, `buyBack.${key}.minimum`)
          : (existing?.minimum ?? 0n),
    };
  }
  if (override.swaps) {
    config.swaps = override.swaps.map((rule, index) => ({
      from: rule.from,
      to: rule.to,
      price: units(rule.price, rule.to, `swaps.${index}.price`),
      feeBps: rule.feeBps,
      minimum: units(rule.minimum, rule.from, `swaps.${index}.minimum`),
    }));
  }
  for (const [key, rule] of Object.entries(override.withdrawals ?? {})) {
    if (!rule) continue;
    const target = config.withdrawals[key as 'USDT' | 'USDC'];
    for (const field of ['minimum', 'fee', 'memberDailyLimit', 'dailyLimit'] as const) {
      const value = rule[field];
      if (value !== undefined) target[field] = units(value, key as Asset, `withdrawals.${key}.${field}`);
    }
  }
  for (const [key, value] of Object.entries(override.grants?.airdrop ?? {})) {
    if (value !== undefined)
      config.grants.airdrop[key as 'MM'] = units(value, key as Asset, `grants.airdrop.${key}`);
  }
  for (const [key, value] of Object.entries(override.grants?.treasuryFunding ?? {})) {
    if (value !== undefined)
      config.grants.treasuryFunding[key as 'USDT'] = units(
        value,
        key as Asset,
        `grants.treasuryFunding.${key}`,
      );
  }
  for (const [key, rule] of Object.entries(override.avatars ?? {})) {
    const id = Number(key);
    const existing = config.avatars.find((avatar) => avatar.id === id);
    const where = `avatars.${key}`;
    if (!existing) {
      const missing = (
        [
          'kind',
          'names',
          'assets',
          'price',
          'fuelMultiplierBps',
          'dailyYieldBps',
          'outputBps',
          'dailySupply',
          'forSale',
        ] as const
      ).filter((field) => rule[field] === undefined);
      if (missing.length > 0) {
        problems.push(`${where}: a new avatar needs ${missing.join(', ')}`);
        continue;
      }
    }
    const names = { ...existing?.names, ...rule.names } as AvatarRule['names'];
    const outputBps = { ...existing?.outputBps, ...rule.outputBps } as AvatarRule['outputBps'];
    const assets = rule.assets ?? existing?.assets ?? [];
    const next: AvatarRule = {
      id,
      kind: rule.kind ?? existing?.kind ?? 'main',
      names,
      assets,
      price:
        rule.price !== undefined
          ? units(rule.price, assets[0] ?? 'USDT', `${where}.price`)
          : (existing?.price ?? 0n),
      fuelMultiplierBps: rule.fuelMultiplierBps ?? existing?.fuelMultiplierBps ?? 0,
      dailyYieldBps: rule.dailyYieldBps ?? existing?.dailyYieldBps ?? 0,
      outputBps,
      dailySupply: rule.dailySupply ?? existing?.dailySupply ?? 0,
      forSale: rule.forSale ?? existing?.forSale ?? false,
    };
    config.avatars = existing
      ? config.avatars.map((avatar) => (avatar.id === id ? next : avatar))
      : [...config.avatars, next];
  }
  if (override.energy) config.energy = { ...config.energy, ...override.energy };
  if (override.queue) config.queue = { ...config.queue, ...override.queue };
  if (override.income) config.income = { ...config.income, ...override.income };
  mergeStaking(config, override, problems);
  mergeTeam(config, override, problems);
  if (override.governance) {
    const { avatarPower = {}, assetPowerBps = {}, ...rest } = override.governance;
    for (const [kind, value] of Object.entries(avatarPower)) {
      if (value === undefined) continue;
      const parsed = parseUnits(value, POWER_DECIMALS);
      if (parsed === undefined)
        problems.push(`governance.avatarPower.${kind}: ${value} is not an amount of power`);
      else config.governance.avatarPower[kind as AvatarKind] = parsed;
    }
    // A weight of 0 takes an asset out.
    for (const [asset, value] of Object.entries(assetPowerBps)) {
      if (value !== undefined) config.governance.assetPowerBps[asset as Asset] = value;
    }
    config.governance = { ...config.governance, ...rest };
  }
  return config;
}
