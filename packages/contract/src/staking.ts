import { z } from 'zod';
import { ASSETS } from './assets.ts';
import { OUTPUT_ASSETS, settlementDay } from './avatars.ts';
import { pageQuery, pageSchema, wholeNumber } from './envelope-schema.ts';
import { positiveBaseUnits } from './money.ts';

/**
 * Schemas of the staking endpoints (`/api/nft/Pledge/*`): the plans, staking from the balance,
 * the member's orders with their income day by day, redemption (early for a fee), and the
 * colony's staking figures. Amounts are decimal strings of base units; rates exact decimals.
 */

/** Paths under `/api`, shared by the server's routes and the web app's fetchers. */
export const STAKING_PATHS = {
  home: '/nft/Pledge/home',
  pledge: '/nft/Pledge/pledge',
  orderList: '/nft/Pledge/getOrderList',
  detail: '/nft/Pledge/pledgeDetail',
  redeem: '/nft/Pledge/redeemOrder',
  colony: '/nft/Pledge/homedomain',
} as const;

const units = z.string().describe('Decimal string of base units');
const decimal = z
  .string()
  .regex(/^[0-9]+(\.[0-9]+)?$/)
  .describe('Exact decimal, e.g. "0.003" (0.3 %)');
const isoTime = z.string().describe('ISO 8601');
const asset = z.enum(ASSETS);
/** Income is new resources from `emission`: only the resources avatars produce are paid. */
const rewardAsset = z.enum(OUTPUT_ASSETS);
const assetAmount = z.object({ asset, amount: units });

/** Plan ids of the economy config. */
export const stakingPlanId = z.number().int().min(1).max(1_000_000);

/** One staking plan (SPEC.md §3 Staking order): what is staked, what it earns, for how long. */
export const stakingPlan = z.object({
  id: z.number().int(),
  /** The staking currency: frozen on the member's balance for the term. */
  asset,
  /** The received currency: income is paid in it every settled day. */
  rewardAsset,
  termDays: z.number().int(),
  /**
   * Income per day as a share of the amount staked, in `rewardAsset` per unit of `asset`
   * ("0.003": 3 MC a day for 1,000 MM); each day's income is rounded down to a base unit.
   */
  dailyRate: decimal,
  /** Least and most base units of `asset` one order stakes. */
  minimum: units,
  maximum: units,
  /** False: the plan takes no new orders (existing ones run to their term). */
  open: z.boolean(),
});
export type StakingPlan = z.infer<typeof stakingPlan>;

/** What redeeming before maturity costs (SPEC.md §9: 5 MM), paid from the available balance. */
export const earlyRedemptionFee = assetAmount;

// ---------------------------------------------------------------------------
// Orders

/**
 * earning: income is paid every settled day of the term; waiting: matured, the principal waits to
 * be redeemed (no fee); redeemed: the principal is back on the balance.
 */
export const STAKING_STATUSES = ['earning', 'waiting', 'redeemed'] as const;
export const stakingStatus = z.enum(STAKING_STATUSES);
export type StakingStatus = z.infer<typeof stakingStatus>;

export const stakingOrder = z.object({
  id: z.string(),
  planId: z.number().int(),
  asset,
  rewardAsset,
  /** The principal, frozen while staked. */
  amount: units,
  dailyRate: decimal,
  /** Paid every settled day of the term: amount × daily rate, rounded down. */
  dailyIncome: units,
  termDays: z.number().int(),
  /** Over the whole term if kept to maturity: dailyIncome × termDays. */
  expectedIncome: units,
  /** Waiting once the term has ended, even before the settlement has marked it. */
  status: stakingStatus,
  /** Cumulative income paid so far and the days it was paid for. */
  incomeTotal: units,
  incomeDays: z.number().int(),
  /** The colony day it was staked on; income is paid from the next day. */
  stakedDay: settlementDay,
  firstIncomeDay: settlementDay,
  /** The term's last day of income. */
  lastIncomeDay: settlementDay,
  /** When the term ends: redeeming from then on costs nothing. */
  maturesAt: isoTime,
  /** Staking time. */
  createdAt: isoTime,
  redeemedAt: isoTime.nullable(),
  /** Redeemed before maturity. */
  early: z.boolean().nullable(),
  /** What an early redemption paid. */
  fee: assetAmount.nullable(),
  /**
   * Redeemed early for less than its plan's rate: the rate its income was recomputed at, the best
   * rate of a plan its days held cover, or the lowest plan's (docs/economy.md "Early redemption").
   * `dailyIncome` stays the plan's; `incomeTotal` is at this rate. Null otherwise.
   */
  heldRate: decimal.nullable(),
  /** What that redemption took back from the available balance in `rewardAsset` (income collected above it). */
  incomeReturned: units.nullable(),
});
export type StakingOrder = z.infer<typeof stakingOrder>;

// ---------------------------------------------------------------------------
// POST /api/nft/Pledge/home: the plans, and the signed-in member's totals (public)

export const stakingHomeRequest = z.object({}).strict();
export const stakingMemberTotals = z.object({
  /** Principal frozen in orders not redeemed yet, per staking currency. */
  staked: z.array(assetAmount),
  /** Staking income received so far, per received currency (the ledger's `staking_income`). */
  income: z.array(assetAmount),
  earning: z.number().int(),
  waiting: z.number().int(),
  redeemed: z.number().int(),
});
export type StakingMemberTotals = z.infer<typeof stakingMemberTotals>;
export const stakingHomeResponse = z.object({
  plans: z.array(stakingPlan),
  earlyRedemptionFee,
  /** Null for a visitor (no session headers). */
  member: stakingMemberTotals.nullable(),
  /** When the next settlement pays a day's income. */
  nextSettlementAt: isoTime,
});
export type StakingHomeResponse = z.infer<typeof stakingHomeResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Pledge/pledge (Idempotency-Key): stake from the available balance

export const stakeRequest = z.object({ planId: stakingPlanId, amount: positiveBaseUnits }).strict();
export type StakeRequest = z.input<typeof stakeRequest>;
export const stakeResponse = stakingOrder;
export type StakeResponse = StakingOrder;

// ---------------------------------------------------------------------------
// POST /api/nft/Pledge/getOrderList: the caller's orders, newest first

export const stakingOrderListRequest = pageQuery.extend({ status: stakingStatus.optional() }).strict();
export type StakingOrderListRequest = z.input<typeof stakingOrderListRequest>;
export const stakingOrderListResponse = pageSchema(stakingOrder);
export type StakingOrderListResponse = z.infer<typeof stakingOrderListResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Pledge/pledgeDetail: one order with its income day by day, newest first

/** One day's income of an order, as the settlement of that day credited it. */
export const stakingIncomeLine = z.object({
  day: settlementDay,
  amount: units,
  /** The day's reference in the settlement record: `settlement:<day>:staking_income`. */
  reference: z.string(),
  paidAt: isoTime,
});
export type StakingIncomeLine = z.infer<typeof stakingIncomeLine>;

export const stakingDetailRequest = z
  .object({
    id: z.uuid(),
    page: wholeNumber(1, 10_000).default(1),
    limit: wholeNumber(1, 100).default(30),
  })
  .strict();
export type StakingDetailRequest = z.input<typeof stakingDetailRequest>;
/**
 * What redeeming an order early now would do: the fee, and its income recomputed at the rate of
 * the days it has held (docs/economy.md "Early redemption"), as of the last day settled.
 */
export const earlyRedemptionQuote = z.object({
  fee: assetAmount,
  /** Days it has earned on if redeemed now (the day that ended before its settlement included). */
  heldDays: z.number().int(),
  /** The rate its income is recomputed at; the plan's own when no shorter plan pays less. */
  heldRate: decimal,
  /** Its income over the days settled, at `heldRate`, in the order's `rewardAsset`. */
  incomeKept: units,
  /** Taken back from the available balance in `rewardAsset`: income collected above `incomeKept`. */
  incomeReturned: units,
});
export type EarlyRedemptionQuote = z.infer<typeof earlyRedemptionQuote>;

export const stakingDetailResponse = z.object({
  order: stakingOrder,
  income: pageSchema(stakingIncomeLine),
  /** What redeeming now would cost (null: nothing, the order has matured or is redeemed). */
  redemptionFee: assetAmount.nullable(),
  /** What redeeming early now would do (null: the order has matured or is redeemed). */
  earlyRedemption: earlyRedemptionQuote.nullable(),
  nextSettlementAt: isoTime,
});
export type StakingDetailResponse = z.infer<typeof stakingDetailResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Pledge/redeemOrder (Idempotency-Key): the principal back to the balance

export const redeemRequest = z.object({ id: z.uuid() }).strict();
export type RedeemRequest = z.input<typeof redeemRequest>;
export const redeemResponse = z.object({
  order: stakingOrder,
  /** The principal, available again. */
  returned: assetAmount,
  /** The early redemption fee paid, or null at or after maturity. */
  fee: assetAmount.nullable(),
  /** Income taken back from the available balance by an early redemption (null: none). */
  incomeReturned: assetAmount.nullable(),
});
export type RedeemResponse = z.infer<typeof redeemResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Pledge/homedomain: the colony's staking figures (public)

export const stakingColonyRequest = z.object({}).strict();
export const stakingPlanFigures = z.object({
  planId: z.number().int(),
  /** Principal staked now (orders earning or waiting). */
  staked: units,
  orders: z.number().int(),
});
export const stakingColonyResponse = z.object({
  /** Principal staked now per staking currency. */
  staked: z.array(assetAmount),
  /** Members with an order not redeemed yet. */
  stakers: z.number().int(),
  orders: z.object({ earning: z.number().int(), waiting: z.number().int(), redeemed: z.number().int() }),
  /** Staking income paid so far per received currency. */
  incomePaid: z.array(assetAmount),
  plans: z.array(stakingPlanFigures),
});
export type StakingColonyResponse = z.infer<typeof stakingColonyResponse>;
