import { ASSET_DECIMALS, ASSETS, type Asset, parseUnits, type Stablecoin } from '@colony/contract/assets';
import { AVATAR_KINDS, type AvatarKind, OUTPUT_ASSETS, type OutputAsset } from '@colony/contract/avatars';
import { GUIDE_AVATAR_LIMIT, QUEUE_RETENTION_DAYS } from '@colony/contract/constants';
import type { AirdropAsset } from '@colony/contract/grants';
import { LANGUAGES, type Language } from '@colony/contract/locales';
import { DEFAULT_GOVERNANCE, type GovernanceRule, governanceProblems } from './governance-config.ts';
import {
  DEFAULT_POOLS,
  DEFAULT_STAKING,
  type PoolRule,
  type StakingRules,
  stakingProblems,
} from './staking-config.ts';
import { DEFAULT_TEAM, type TeamRules, teamProblems } from './team-config.ts';

/**
 * Every number of the colony's economy, in one place (DESIGN.md §7). Amounts are
 * base units (bigint); they are written here in whole units for reading.
 * docs/economy.md explains each value and why it is what it is.
 */

export interface TransferRule {
  /** False: "Cannot transfer". */
  transferable: boolean;
  /** Least base units one transfer moves ("minimum transfer {min}"). */
  minimum: bigint;
}

/** The trader (the mysterious merchant) buying an asset back from members. */
export interface BuyBackRule {
  payAsset: Asset;
  /** Base units of `payAsset` for one whole unit of the sold asset, before the fee. */
  price: bigint;
  /** Kept from the payment, in basis points (100 = 1%). */
  feeBps: number;
  /** Least base units one sale takes ("minimum buy-back quantity {num}"). */
  minimum: bigint;
}

export interface SwapRule {
  from: Asset;
  to: Asset;
  /** Base units of `to` for one whole unit of `from`, before the fee. */
  price: bigint;
  feeBps: number;
  /** Least base units of `from` one swap takes. */
  minimum: bigint;
}

export interface WithdrawalRule {
  /** Least base units one withdrawal takes. */
  minimum: bigint;
  /** Base units kept out of each withdrawal for the gas the hot wallet spends. */
  fee: bigint;
  /** A member's withdrawals of one day (UTC) above this wait for an operator. */
  memberDailyLimit: bigint;
  /** All members' withdrawals of one day above this wait for an operator. */
  dailyLimit: bigint;
}

/** The most one operator's grant may move at once ("At most {max} per grant"); a larger one is several grants. */
export interface GrantLimits {
  /** Per resource, base units one airdrop from emission to a member may give. */
  airdrop: Record<AirdropAsset, bigint>;
  /** Per stablecoin, base units one treasury funding may record. */
  treasuryFunding: Record<Stablecoin, bigint>;
}

/** Rates and shares are whole basis points: 10,000 = 100%. */
export const BPS = 10_000;

/** One avatar of the catalogue (SPEC.md §3). Its terms are copied onto each avatar bought. */
export interface AvatarRule {
  /** Catalogue id: 1 the main avatar, 15-17 the alliance avatars, guides their own. */
  id: number;
  kind: AvatarKind;
  /** Shown name per language; English is required and stands in for a missing language. */
  names: { en: string } & Partial<Record<Language, string>>;
  /** Stablecoins it can be paid with. */
  assets: Stablecoin[];
  /** Base units (every stablecoin has 18 decimals in the ledger). */
  price: bigint;
  /** Total fuel = price × fuelMultiplierBps / 10,000. */
  fuelMultiplierBps: number;
  /** Fuel burned (and produced as resources) per day at energy level 0, as a share of the price. */
  dailyYieldBps: number;
  /** How burned fuel splits into resources; adds up to 10,000. What rounding leaves over is not paid. */
  outputBps: Record<OutputAsset, number>;
  /** Avatars sold per settlement day, queue service included. */
  dailySupply: number;
  /** False: "Not for sale". */
  forSale: boolean;
}

/**
 * The energy level (SPEC.md §4): one level for the personal condition, up to three for the direct
 * referrals' and up to three for the small zone's. Each level burns and produces faster by its boost;
 * the total an avatar produces stays its fuel, so a boost never creates value beyond the price.
 */
export interface EnergyRule {
  /** Output speed per level, level 0 first, in basis points (10,000 = ×1). */
  boostsBps: number[];
  /** Multiples of their MM redemption that the direct referrals' minted total steps at. */
  directSteps: number[];
  /** Multiples of its MM redemption that the small zone's minted total steps at. */
  zoneSteps: number[];
}

export interface QueueRule {
  /** Days a queue entry waits to be served before it expires and its price is returned. */
  retentionDays: number;
  /** Guide avatars one member may hold, queued ones included ("Only two can be purchased"). */
  guideLimit: number;
}

/** Income the day's sales trigger (referral, team, bonus and star-level income; team-config.ts). */
export interface IncomeRule {
  /**
   * Per stablecoin, the day's income is capped at this share of the day's sales, in basis points;
   * above it every line is scaled down alike.
   */
  maxShareOfSalesBps: number;
}

export interface EconomyConfig {
  transfers: Record<Asset, TransferRule>;
  /** Assets the trader buys; any other asset "cannot be sold". */
  buyBack: Partial<Record<Asset, BuyBackRule>>;
  /** Each direction of a pair is its own rule. */
  swaps: SwapRule[];
  withdrawals: Record<Stablecoin, WithdrawalRule>;
  grants: GrantLimits;
  avatars: AvatarRule[];
  energy: EnergyRule;
  queue: QueueRule;
  income: IncomeRule;
  /** Staking plans and the early redemption fee (staking-config.ts). */
  staking: StakingRules;
  /** The DeFi pools: laser pool, farms, mining (staking-config.ts). */
  pools: PoolRule[];
  /** Voting power and proposal defaults (docs/governance.md). */
  governance: GovernanceRule;
  /** Referral, team, bonus and star-level income, star levels and elite tiers (team-config.ts). */
  team: TeamRules;
}

/** Base units of `whole` units of `asset` ("0.5" MM); throws on a typo, at start. */
export function wholeUnits(whole: string, asset: Asset): bigint {
  const units = parseUnits(whole, ASSET_DECIMALS[asset]);
  if (units === undefined) throw new Error(`economy: ${whole} is not an amount of ${asset}`);
  return units;
}

const stableWithdrawal = (asset: Stablecoin): WithdrawalRule => ({
  minimum: wholeUnits('10', asset),
  fee: wholeUnits('1', asset),
  memberDailyLimit: wholeUnits('10000', asset),
  dailyLimit: wholeUnits('100000', asset),
});

const stableSwap = (from: Stablecoin, to: Stablecoin): SwapRule => ({
  from,
  to,
  price: wholeUnits('1', to),
  feeBps: 10,
  minimum: wholeUnits('1', from),
});

export const DEFAULT_ECONOMY: EconomyConfig = {
  transfers: {
    USDT: { transferable: true, minimum: wholeUnits('1', 'USDT') },
    USDC: { transferable: true, minimum: wholeUnits('1', 'USDC') },
    MM: { transferable: true, minimum: wholeUnits('1', 'MM') },
    MC: { transferable: true, minimum: wholeUnits('1', 'MC') },
    // UME only converts to MCD (phase 2); MCD is locked until phase 2.
    UME: { transferable: false, minimum: wholeUnits('1', 'UME') },
    MCD: { transferable: false, minimum: wholeUnits('1', 'MCD') },
  },
  buyBack: {
    MM: { payAsset: 'USDT', price: wholeUnits('0.5', 'USDT'), feeBps: 500, minimum: wholeUnits('10', 'MM') },
  },
  swaps: [stableSwap('USDT', 'USDC'), stableSwap('USDC', 'USDT')],
  withdrawals: { USDT: stableWithdrawal('USDT'), USDC: stableWithdrawal('USDC') },
  grants: {
    airdrop: {
      MM: wholeUnits('10000', 'MM'),
      MC: wholeUnits('10000', 'MC'),
      UME: wholeUnits('1000', 'UME'),
    },
    treasuryFunding: { USDT: wholeUnits('1000000', 'USDT'), USDC: wholeUnits('1000000', 'USDC') },
  },
  // docs/economy.md "Avatars" shows why these keep the colony solvent.
  avatars: [
    {
      id: 1,
      kind: 'main',
      names: {
        en: 'Colony Pioneer',
        jp: 'コロニー・パイオニア',
        kr: '콜로니 파이오니어',
        cn: '殖民先驱',
        th: 'ผู้บุกเบิกอาณานิคม',
        vi: 'Người tiên phong thuộc địa',
        de: 'Kolonie-Pionier',
      },
      assets: ['USDT', 'USDC'],
      price: wholeUnits('100', 'USDT'),
      fuelMultiplierBps: 20_000,
      dailyYieldBps: 100,
      outputBps: { MM: 6000, MC: 3000, UME: 1000 },
      dailySupply: 500,
      forSale: true,
    },
    {
      id: 2,
      kind: 'guide',
      names: {
        en: 'Star Guide',
        jp: 'スターガイド',
        kr: '스타 가이드',
        cn: '星际导游',
        th: 'ไกด์ดวงดาว',
        vi: 'Hướng dẫn viên Ngôi sao',
        de: 'Sternenführer',
      },
      assets: ['USDT', 'USDC'],
      price: wholeUnits('30', 'USDT'),
      fuelMultiplierBps: 15_000,
      dailyYieldBps: 80,
      outputBps: { MM: 5000, MC: 4000, UME: 1000 },
      dailySupply: 200,
      forSale: true,
    },
    {
      id: 3,
      kind: 'guide',
      names: {
        en: 'Nebula Guide',
        jp: 'ネビュラガイド',
        kr: '네뷸라 가이드',
        cn: '星云导游',
        th: 'ไกด์เนบิวลา',
        vi: 'Hướng dẫn viên Tinh vân',
        de: 'Nebelführer',
      },
      assets: ['USDT', 'USDC'],
      price: wholeUnits('50', 'USDT'),
      fuelMultiplierBps: 16_000,
      dailyYieldBps: 80,
      outputBps: { MM: 5000, MC: 4000, UME: 1000 },
      dailySupply: 200,
      forSale: true,
    },
    {
      id: 15,
      kind: 'alliance',
      names: {
        en: 'Alliance Ranger',
        jp: 'アライアンス・レンジャー',
        kr: '얼라이언스 레인저',
        cn: '联盟游骑兵',
        th: 'เรนเจอร์พันธมิตร',
        vi: 'Kiểm lâm Liên minh',
        de: 'Allianz-Ranger',
      },
      assets: ['USDT'],
      price: wholeUnits('300', 'USDT'),
      fuelMultiplierBps: 22_000,
      dailyYieldBps: 110,
      outputBps: { MM: 6000, MC: 2500, UME: 1500 },
      dailySupply: 100,
      forSale: true,
    },
    {
      id: 16,
      kind: 'alliance',
      names: {
        en: 'Alliance Navigator',
        jp: 'アライアンス・ナビゲーター',
        kr: '얼라이언스 내비게이터',
        cn: '联盟领航员',
        th: 'นักนำทางพันธมิตร',
        vi: 'Hoa tiêu Liên minh',
        de: 'Allianz-Navigator',
      },
      assets: ['USDC'],
      price: wholeUnits('500', 'USDC'),
      fuelMultiplierBps: 24_000,
      dailyYieldBps: 120,
      outputBps: { MM: 6000, MC: 2500, UME: 1500 },
      dailySupply: 50,
      forSale: true,
    },
    {
      id: 17,
      kind: 'alliance',
      names: {
        en: 'Alliance Architect',
        jp: 'アライアンス・アーキテクト',
        kr: '얼라이언스 아키텍트',
        cn: '联盟建筑师',
        th: 'สถาปนิกพันธมิตร',
        vi: 'Kiến trúc sư Liên minh',
        de: 'Allianz-Architekt',
      },
      assets: ['USDT', 'USDC'],
      price: wholeUnits('1000', 'USDT'),
      fuelMultiplierBps: 25_000,
      dailyYieldBps: 125,
      outputBps: { MM: 6000, MC: 2500, UME: 1500 },
      dailySupply: 20,
      // Opens with the partner's launch.
      forSale: false,
    },
  ],
  energy: {
    boostsBps: [10_000, 10_500, 11_000, 11_500, 12_000, 12_500, 13_000, 13_500],
    directSteps: [1, 2, 3],
    zoneSteps: [1, 2, 3],
  },
  queue: { retentionDays: QUEUE_RETENTION_DAYS, guideLimit: GUIDE_AVATAR_LIMIT },
  // Below the thinnest margin the trader leaves (the Alliance Architect's 28.75%): docs/economy.md.
  income: { maxShareOfSalesBps: 2500 },
  staking: DEFAULT_STAKING,
  pools: DEFAULT_POOLS,
  governance: DEFAULT_GOVERNANCE,
  team: DEFAULT_TEAM,
};

/** The catalogue entry of an id, if any. */
export function avatarRule(config: EconomyConfig, id: number): AvatarRule | undefined {
  return config.avatars.find((rule) => rule.id === id);
}

/** An avatar's name in `language`, English where that language has none. */
export function avatarName(rule: AvatarRule, language: Language): string {
  return rule.names[language] ?? rule.names.en;
}

/** Total fuel of an avatar bought at `price`: price × multiplier, rounded down. */
export function totalFuelOf(rule: Pick<AvatarRule, 'price' | 'fuelMultiplierBps'>): bigint {
  return (rule.price * BigInt(rule.fuelMultiplierBps)) / BigInt(BPS);
}

/** Fuel burned per day at energy level 0: price × daily yield, rounded down. */
export function baseDailyBurnOf(rule: Pick<AvatarRule, 'price' | 'dailyYieldBps'>): bigint {
  return (rule.price * BigInt(rule.dailyYieldBps)) / BigInt(BPS);
}

/** The rule problems of a configuration; empty when it is sound. Checked at start and in tests. */
export function economyProblems(config: EconomyConfig): string[] {
  const problems: string[] = [];
  const bps = (where: string, value: number) => {
    if (!Number.isInteger(value) || value < 0 || value >= 10_000)
      problems.push(`${where}: fee must be 0..9999 bps`);
  };
  for (const asset of ASSETS) {
    if (config.transfers[asset].minimum <= 0n) problems.push(`transfers.${asset}: minimum must be positive`);
  }
  for (const [asset, rule] of Object.entries(config.buyBack)) {
    if (rule.payAsset === asset) problems.push(`buyBack.${asset}: pays in the asset it buys`);
    if (rule.price <= 0n) problems.push(`buyBack.${asset}: price must be positive`);
    if (rule.minimum <= 0n) problems.push(`buyBack.${asset}: minimum must be positive`);
    bps(`buyBack.${asset}`, rule.feeBps);
  }
  const pairs = new Set<string>();
  for (const rule of config.swaps) {
    const name = `swaps.${rule.from}->${rule.to}`;
    if (rule.from === rule.to) problems.push(`${name}: swaps an asset for itself`);
    if (pairs.has(name)) problems.push(`${name}: listed twice`);
    pairs.add(name);
    if (rule.price <= 0n) problems.push(`${name}: price must be positive`);
    if (rule.minimum <= 0n) problems.push(`${name}: minimum must be positive`);
    bps(name, rule.feeBps);
  }
  for (const [asset, rule] of Object.entries(config.withdrawals)) {
    if (rule.minimum <= rule.fee) problems.push(`withdrawals.${asset}: minimum must exceed the fee`);
    if (rule.memberDailyLimit < rule.minimum)
      problems.push(`withdrawals.${asset}: member limit below minimum`);
    if (rule.dailyLimit < rule.memberDailyLimit)
      problems.push(`withdrawals.${asset}: daily limit below member limit`);
  }
  for (const [kind, limits] of Object.entries(config.grants)) {
    for (const [asset, maximum] of Object.entries(limits as Record<string, bigint>)) {
      if (maximum <= 0n) problems.push(`grants.${kind}.${asset}: maximum must be positive`);
    }
  }
  problems.push(...avatarProblems(config));
  problems.push(...stakingProblems(config.staking, config.pools));
  problems.push(...governanceProblems(config.governance));
  problems.push(...teamProblems(config.team));
  return problems;
}

/**
 * What the colony pays in stablecoins over an avatar's life: the trader's net price for all the MM
 * it produces, plus the most income its sale may trigger. Undefined when the trader buys no MM.
 */
export function lifetimePayout(config: EconomyConfig, rule: AvatarRule): bigint | undefined {
  const buyBack = config.buyBack.MM;
  if (!buyBack) return undefined;
  const mm = (totalFuelOf(rule) * BigInt(rule.outputBps.MM)) / BigInt(BPS);
  const gross = (mm * buyBack.price) / 10n ** BigInt(ASSET_DECIMALS.MM);
  const net = (gross * BigInt(BPS - buyBack.feeBps)) / BigInt(BPS);
  return net + (rule.price * BigInt(config.income.maxShareOfSalesBps)) / BigInt(BPS);
}

function avatarProblems(config: EconomyConfig): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  for (const rule of config.avatars) {
    const where = `avatars.${rule.id}`;
    if (!Number.isInteger(rule.id) || rule.id < 1 || rule.id > 1_000_000)
      problems.push(`${where}: id must be 1..1000000`);
    if (ids.has(rule.id)) problems.push(`${where}: listed twice`);
    ids.add(rule.id);
    if (!AVATAR_KINDS.includes(rule.kind)) problems.push(`${where}.kind: unknown kind ${rule.kind}`);
    if (!rule.names.en) problems.push(`${where}.names.en: an English name is required`);
    for (const language of Object.keys(rule.names)) {
      if (!(LANGUAGES as readonly string[]).includes(language))
        problems.push(`${where}.names.${language}: unknown language`);
    }
    if (rule.assets.length === 0) problems.push(`${where}.assets: accepts no stablecoin`);
    if (new Set(rule.assets).size !== rule.assets.length) problems.push(`${where}.assets: listed twice`);
    if (rule.price <= 0n) problems.push(`${where}.price: must be positive`);
    if (
      !Number.isInteger(rule.fuelMultiplierBps) ||
      rule.fuelMultiplierBps < BPS ||
      rule.fuelMultiplierBps > 100 * BPS
    )
      problems.push(`${where}.fuelMultiplierBps: must be 10000..1000000 (×1 to ×100)`);
    if (!Number.isInteger(rule.dailyYieldBps) || rule.dailyYieldBps < 1 || rule.dailyYieldBps > BPS)
      problems.push(`${where}.dailyYieldBps: must be 1..10000`);
    const shares = OUTPUT_ASSETS.map((asset) => rule.outputBps[asset]);
    if (shares.some((share) => !Number.isInteger(share) || share < 0))
      problems.push(`${where}.outputBps: shares must be whole basis points`);
    else if (shares.reduce((sum, share) => sum + share, 0) !== BPS)
      problems.push(`${where}.outputBps: shares must add up to 10000`);
    if (!Number.isInteger(rule.dailySupply) || rule.dailySupply < 0 || rule.dailySupply > 10_000_000)
      problems.push(`${where}.dailySupply: must be 0..10000000`);
    if (baseDailyBurnOf(rule) <= 0n)
      problems.push(`${where}: produces nothing per day at this price and yield`);
    const owed = lifetimePayout(config, rule);
    if (owed !== undefined && owed >= rule.price)
      problems.push(
        `${where}: the trader's price for its MM plus the income cap reach its price (insolvent: ${owed} >= ${rule.price})`,
      );
  }
  if (!config.avatars.some((rule) => rule.id === 1))
    problems.push('avatars: the main avatar (id 1) is missing');
  const { boostsBps, directSteps, zoneSteps } = config.energy;
  const levels = 1 + directSteps.length + zoneSteps.length;
  if (boostsBps.length !== levels + 1)
    problems.push(`energy.boostsBps: needs ${levels + 1} levels (0..${levels}), has ${boostsBps.length}`);
  boostsBps.forEach((boost, level) => {
    if (!Number.isInteger(boost) || boost < BPS || boost > 10 * BPS)
      problems.push(`energy.boostsBps.${level}: must be 10000..100000`);
    if (level > 0 && boost < (boostsBps[level - 1] ?? 0))
      problems.push(`energy.boostsBps.${level}: a level may not boost less than the one below`);
  });
  for (const [name, steps] of [
    ['directSteps', directSteps],
    ['zoneSteps', zoneSteps],
  ] as const) {
    steps.forEach((step, index) => {
      if (!Number.isInteger(step) || step < 1 || (index > 0 && step <= (steps[index - 1] ?? 0)))
        problems.push(`energy.${name}.${index}: steps must be increasing whole multiples from 1`);
    });
  }
  if (
    !Number.isInteger(config.queue.retentionDays) ||
    config.queue.retentionDays < 1 ||
    config.queue.retentionDays > 30
  )
    problems.push('queue.retentionDays: must be 1..30');
  if (!Number.isInteger(config.queue.guideLimit) || config.queue.guideLimit < 0)
    problems.push('queue.guideLimit: must be a whole number');
  const cap = config.income.maxShareOfSalesBps;
  if (!Number.isInteger(cap) || cap < 0 || cap >= BPS)
    problems.push('income.maxShareOfSalesBps: must be 0..9999');
  return problems;
}
