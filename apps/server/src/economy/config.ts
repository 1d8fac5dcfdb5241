import { ASSET_DECIMALS, ASSETS, type Asset, parseUnits, type Stablecoin } from '@colony/contract/assets';
import type { AirdropAsset } from '@colony/contract/grants';

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

export interface EconomyConfig {
  transfers: Record<Asset, TransferRule>;
  /** Assets the trader buys; any other asset "cannot be sold". */
  buyBack: Partial<Record<Asset, BuyBackRule>>;
  /** Each direction of a pair is its own rule. */
  swaps: SwapRule[];
  withdrawals: Record<Stablecoin, WithdrawalRule>;
  grants: GrantLimits;
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
};

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
  return problems;
}
