import { type Asset, parseUnits } from '@colony/contract/assets';
import type { ErrorName } from '@colony/contract/errors';

/**
 * The economy's rules as docs/economy.md states them, for tests to hold the server to: what each
 * request moves between members, the treasury and the fees, and which refusals it may get. It is
 * written from the document alone; never import the server's economy code (config, quotes,
 * services) here, or the server would be checked against itself.
 */

/** Every asset has 18 decimals (economy.md, "Amounts are written in whole units here"). */
const DECIMALS = 18;

/** Base units of an amount in whole units, as the document writes it ("0.5", "10,000"). */
export function whole(amount: string): bigint {
  const units = parseUnits(amount.replaceAll(',', ''), DECIMALS);
  if (units === undefined) throw new Error(`not an amount: ${amount}`);
  return units;
}

/** A fee of `percent` % of `gross`, rounded up: rounding never favours the member. */
function feeOf(gross: bigint, percent: string): bigint {
  return ceilDiv(gross * whole(percent), 100n * whole('1'));
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

export interface WithdrawalRule {
  minimum: bigint;
  fee: bigint;
  memberDailyLimit: bigint;
  dailyLimit: bigint;
}

export interface EconomyRules {
  /** Minimum per transferable asset; the others cannot be transferred. */
  transfers: Partial<Record<Asset, bigint>>;
  /** What the trader buys: paid in, price per whole unit (base units of the paid asset), fee %, minimum. */
  buyBack: Partial<Record<Asset, { payAsset: Asset; price: bigint; feePercent: string; minimum: bigint }>>;
  /** Swaps at 1:1, with their fee % and minimum. */
  swaps: { from: Asset; to: Asset; feePercent: string; minimum: bigint }[];
  withdrawals: Partial<Record<Asset, WithdrawalRule>>;
  /** Most per grant: airdrops (from `emission`) and treasury funding (from `world`). */
  airdrop: Partial<Record<Asset, bigint>>;
  treasuryFunding: Partial<Record<Asset, bigint>>;
  /** Price of each avatar of the catalogue, by id, in either stablecoin it is sold for. */
  avatarPrices: Record<number, bigint>;
}

const STABLECOIN_WITHDRAWAL: WithdrawalRule = {
  minimum: whole('10'),
  fee: whole('1'),
  memberDailyLimit: whole('10,000'),
  dailyLimit: whole('100,000'),
};

/** The tables of docs/economy.md. */
export const DOCUMENTED_RULES: EconomyRules = {
  transfers: { USDT: whole('1'), USDC: whole('1'), MM: whole('1'), MC: whole('1') },
  buyBack: { MM: { payAsset: 'USDT', price: whole('0.5'), feePercent: '5', minimum: whole('10') } },
  swaps: [
    { from: 'USDT', to: 'USDC', feePercent: '0.1', minimum: whole('1') },
    { from: 'USDC', to: 'USDT', feePercent: '0.1', minimum: whole('1') },
  ],
  withdrawals: { USDT: STABLECOIN_WITHDRAWAL, USDC: STABLECOIN_WITHDRAWAL },
  airdrop: { MM: whole('10,000'), MC: whole('10,000'), UME: whole('1,000') },
  treasuryFunding: { USDT: whole('1,000,000'), USDC: whole('1,000,000') },
  // The Colony Pioneer, the main avatar, sold for USDT or USDC.
  avatarPrices: { 1: whole('100') },
};

/** A member (by the test's own numbering) or one of the system accounts the model follows. */
export type Holder = number | 'treasury' | 'fees';

export interface Movement {
  holder: Holder;
  asset: Asset;
  delta: bigint;
}

export type Verdict =
  /** Breaks a rule: the answer is one of these refusals (any, when it breaks several) and nothing moves. */
  | { refused: ErrorName[] }
  /** Keeps every rule: it moves `moves` when it goes through, or is refused for one of `shortfalls`. */
  | { moves: Movement[]; shortfalls: ErrorName[] };

function verdict(broken: ErrorName[], moves: () => Movement[], shortfalls: ErrorName[]): Verdict {
  return broken.length > 0 ? { refused: broken } : { moves: moves(), shortfalls };
}

/** A transfer between members: free, at least the asset's minimum, never to oneself. */
export function transfer(
  rules: EconomyRules,
  request: { from: number; to: number; asset: Asset; amount: bigint },
): Verdict {
  const minimum = rules.transfers[request.asset];
  const broken: ErrorName[] = [];
  if (minimum === undefined) broken.push('cannotTransfer');
  else if (request.amount < minimum) broken.push('transferBelowMinimum');
  if (request.from === request.to) broken.push('transferToSelf');
  return verdict(
    broken,
    () => [
      { holder: request.from, asset: request.asset, delta: -request.amount },
      { holder: request.to, asset: request.asset, delta: request.amount },
    ],
    ['insufficientBalance'],
  );
}

/** The price of `amount` at `price` per whole unit, rounded down, less a fee rounded up. */
export function price(amount: bigint, pricePerUnit: bigint, feePercent: string) {
  const gross = (amount * pricePerUnit) / whole('1');
  const fee = feeOf(gross, feePercent);
  return { gross, fee, net: gross - fee };
}

/** A sale to the trader: the member's asset to the treasury, the price from the treasury, the fee to the fees. */
export function sell(
  rules: EconomyRules,
  request: { member: number; asset: Asset; amount: bigint },
): Verdict {
  const rule = rules.buyBack[request.asset];
  if (!rule) return { refused: ['cannotBeSold'] };
  const { gross, fee, net } = price(request.amount, rule.price, rule.feePercent);
  const broken: ErrorName[] = [];
  if (request.amount < rule.minimum) broken.push('buyBackBelowMinimum');
  if (net <= 0n) broken.push('amountTooSmall');
  return verdict(
    broken,
    () => [
      { holder: request.member, asset: request.asset, delta: -request.amount },
      { holder: 'treasury', asset: request.asset, delta: request.amount },
      { holder: 'treasury', asset: rule.payAsset, delta: -gross },
      { holder: request.member, asset: rule.payAsset, delta: net },
      { holder: 'fees', asset: rule.payAsset, delta: fee },
    ],
    ['insufficientBalance', 'treasuryInsufficient'],
  );
}

/** A swap at 1:1: `from` to the treasury, `to` from the treasury, the fee (in `to`) to the fees. */
export function swap(
  rules: EconomyRules,
  request: { member: number; from: Asset; to: Asset; amount: bigint },
): Verdict {
  const rule = rules.swaps.find((pair) => pair.from === request.from && pair.to === request.to);
  if (!rule) return { refused: ['swapUnavailable'] };
  const { gross, fee, net } = price(request.amount, whole('1'), rule.feePercent);
  const broken: ErrorName[] = [];
  if (request.amount < rule.minimum) broken.push('swapBelowMinimum');
  if (net <= 0n) broken.push('amountTooSmall');
  return verdict(
    broken,
    () => [
      { holder: request.member, asset: request.from, delta: -request.amount },
      { holder: 'treasury', asset: request.from, delta: request.amount },
      { holder: 'treasury', asset: request.to, delta: -gross },
      { holder: request.member, asset: request.to, delta: net },
      { holder: 'fees', asset: request.to, delta: fee },
    ],
    ['insufficientBalance', 'treasuryInsufficient'],
  );
}

/** An operator's airdrop: created by `emission`, which may go negative, up to the per-grant maximum. */
export function airdrop(rules: EconomyRules, request: { to: number; asset: Asset; amount: bigint }): Verdict {
  const maximum = rules.airdrop[request.asset];
  if (maximum === undefined) throw new Error(`${request.asset} is never airdropped`);
  return verdict(
    request.amount > maximum ? ['grantAboveMaximum'] : [],
    () => [{ holder: request.to, asset: request.asset, delta: request.amount }],
    [],
  );
}

/** The colony's own stablecoins recorded in the treasury, up to the per-grant maximum. */
export function fundTreasury(rules: EconomyRules, request: { asset: Asset; amount: bigint }): Verdict {
  const maximum = rules.treasuryFunding[request.asset];
  if (maximum === undefined) throw new Error(`${request.asset} does not fund the treasury`);
  return verdict(
    request.amount > maximum ? ['grantAboveMaximum'] : [],
    () => [{ holder: 'treasury', asset: request.asset, delta: request.amount }],
    [],
  );
}

/** An avatar bought from the balance: its price goes from the member to the treasury. */
export function purchase(
  rules: EconomyRules,
  request: { member: number; avatarId: number; asset: Asset },
): Verdict {
  const price = rules.avatarPrices[request.avatarId];
  if (price === undefined) throw new Error(`avatar ${request.avatarId} is not in the model`);
  return verdict(
    [],
    () => [
      { holder: request.member, asset: request.asset, delta: -price },
      { holder: 'treasury', asset: request.asset, delta: price },
    ],
    ['insufficientBalance'],
  );
}

/** A deposit from a member's wallet: credited in full, once confirmed. */
export function deposit(request: { member: number; asset: Asset; amount: bigint }): Movement[] {
  return [{ holder: request.member, asset: request.asset, delta: request.amount }];
}

/**
 * A withdrawal request: at least the minimum, frozen from the member's available balance until it
 * settles (`withdrawalSettled`).
 */
export function withdrawal(
  rules: EconomyRules,
  request: { member: number; asset: Asset; amount: bigint },
): Verdict {
  const rule = rules.withdrawals[request.asset];
  if (!rule) throw new Error(`${request.asset} is never withdrawn`);
  return verdict(
    request.amount < rule.minimum ? ['withdrawBelowMinimum'] : [],
    () => [{ holder: request.member, asset: request.asset, delta: -request.amount }],
    ['insufficientBalance'],
  );
}

export type WithdrawalEnd = 'completed' | 'failed' | 'rejected';

/**
 * What a settled withdrawal moved for good, and what the chain paid: a completed one takes the
 * amount from the member, sends it less the fee and keeps the fee; a failed or rejected one moves
 * nothing.
 */
export function withdrawalSettled(
  rules: EconomyRules,
  request: { member: number; asset: Asset; amount: bigint },
  end: WithdrawalEnd,
): { moves: Movement[]; paid: bigint | null } {
  const rule = rules.withdrawals[request.asset];
  if (!rule) throw new Error(`${request.asset} is never withdrawn`);
  if (end !== 'completed') return { moves: [], paid: null };
  return {
    moves: [
      { holder: request.member, asset: request.asset, delta: -request.amount },
      { holder: 'fees', asset: request.asset, delta: rule.fee },
    ],
    paid: request.amount - rule.fee,
  };
}

/**
 * Whether a withdrawal of `amount` waits for an operator, as far as the rules decide it whatever
 * order requests of one day arrive in: always without a hot wallet; when it alone passes a daily
 * limit; never when everything the member, and everyone, asked that day stays within the limits.
 * Undefined when it depends on which requests came first.
 */
export function waitsForOperator(
  rules: EconomyRules,
  request: { asset: Asset; amount: bigint; hotWallet: boolean },
  day: { memberTotal: bigint; total: bigint },
): boolean | undefined {
  const rule = rules.withdrawals[request.asset];
  if (!rule) throw new Error(`${request.asset} is never withdrawn`);
  if (!request.hotWallet) return true;
  // The document does not say whether the fee counts toward the limit: both readings agree here.
  const leaving = request.amount - rule.fee;
  if (leaving > rule.memberDailyLimit || leaving > rule.dailyLimit) return true;
  if (day.memberTotal <= rule.memberDailyLimit && day.total <= rule.dailyLimit) return false;
  return undefined;
}

const key = (holder: Holder, asset: Asset) => `${holder}:${asset}`;

/** Balances as the rules move them. */
export class EconomyModel {
  readonly #balances = new Map<string, bigint>();

  balance(holder: Holder, asset: Asset): bigint {
    return this.#balances.get(key(holder, asset)) ?? 0n;
  }

  apply(moves: readonly Movement[]): void {
    for (const move of moves) {
      this.#balances.set(key(move.holder, move.asset), this.balance(move.holder, move.asset) + move.delta);
    }
  }
}
