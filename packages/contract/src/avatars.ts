import { z } from 'zod';
import { STABLECOINS } from './assets.ts';
import { pageQuery, pageSchema } from './envelope-schema.ts';
import { chainId, depositChain } from './money.ts';

/**
 * Schemas of the avatar endpoints: the catalogue, purchases from the balance or
 * the wallet, the queue, the member's avatars and the daily settlement that
 * makes them produce. Amounts are decimal strings of base units; rates and
 * shares are exact decimal strings ("2.5", "0.01").
 */

const units = z.string().describe('Decimal string of base units');
const decimal = z
  .string()
  .regex(/^[0-9]+(\.[0-9]+)?$/)
  .describe('Exact decimal, e.g. "2.5" or "0.01"');
const isoTime = z.string().describe('ISO 8601');
/** A settlement day of the colony, `YYYY-MM-DD`. */
export const settlementDay = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      params: { format: 'date' },
    },
  )
  .describe('A day of the colony, YYYY-MM-DD');

const stablecoin = z.enum(STABLECOINS);

/** main: the colony's own avatar (id 1); alliance: co-branded with a partner; guide: tour guides, at most two per member. */
export const AVATAR_KINDS = ['main', 'alliance', 'guide'] as const;
export const avatarKind = z.enum(AVATAR_KINDS);
export type AvatarKind = z.infer<typeof avatarKind>;

/** Resources an avatar produces. */
export const OUTPUT_ASSETS = ['MM', 'MC', 'UME'] as const;
export const outputAsset = z.enum(OUTPUT_ASSETS);
export type OutputAsset = z.infer<typeof outputAsset>;

export const outputShare = z.object({ asset: outputAsset, share: decimal });
export type OutputShare = z.infer<typeof outputShare>;

export const outputAmount = z.object({ asset: outputAsset, amount: units });
export type OutputAmount = z.infer<typeof outputAmount>;

/** Catalogue ids of SPEC.md §2: 1 the main avatar, 15-17 the alliance avatars; guides have their own. */
export const avatarId = z.number().int().min(1).max(1_000_000);

/** One avatar of the catalogue with today's supply. */
export const catalogueAvatar = z.object({
  id: z.number().int(),
  kind: avatarKind,
  name: z.string(),
  /** Stablecoins it can be paid with. */
  assets: z.array(stablecoin),
  /** In base units of any accepted stablecoin (all have 18 decimals in the ledger). */
  price: units,
  /** Total fuel = price × fuelMultiplier. */
  fuelMultiplier: decimal,
  totalFuel: units,
  /** Share of the price burned and produced per day at energy level 0. */
  dailyYieldRate: decimal,
  /** How each day's burned fuel splits into resources; the shares add up to 1. */
  output: z.array(outputShare),
  dailySupply: z.number().int(),
  soldToday: z.number().int(),
  remainingToday: z.number().int(),
  forSale: z.boolean(),
});
export type CatalogueAvatar = z.infer<typeof catalogueAvatar>;

// ---------------------------------------------------------------------------
// POST /api/nft/nft_order/payConfig: how to pay for one avatar

export const payConfigRequest = z.object({ avatarId }).strict();
export type PayConfigRequest = z.input<typeof payConfigRequest>;
export const payConfigResponse = z.object({
  avatar: catalogueAvatar,
  /** Where wallet payments go: the treasury and token contracts per chain (empty: wallet payment closed). */
  chains: z.array(depositChain),
  /** When the next daily settlement serves the queue and pays output. */
  nextSettlementAt: isoTime,
  /**
   * The signed-in member's limits a purchase of this avatar meets, so nothing is paid that would
   * be refused; null for a visitor. The purchase itself checks them again.
   */
  limits: z
    .object({
      /** Guide avatars held, queued or being paid for, and the most a member may have; null for other kinds. */
      guides: z.object({ held: z.number().int(), limit: z.number().int() }).nullable(),
      /** Wallet orders awaiting their payment, and the most a member may have at once. */
      unpaidWalletOrders: z.object({ count: z.number().int(), limit: z.number().int() }),
    })
    .nullable(),
});
export type PurchaseLimits = NonNullable<z.infer<typeof payConfigResponse>['limits']>;
export type PayConfigResponse = z.infer<typeof payConfigResponse>;

// ---------------------------------------------------------------------------
// Orders

/**
 * awaitingPayment: a wallet payment sent, waiting for its deposit; paid: the avatar is the member's;
 * queued: the day's supply was gone, the price is frozen until a settlement serves it; expired: not
 * served within the queue's retention, the price returned; cancelled: left the queue, the price returned;
 * failed: a wallet payment that could not become an avatar (the deposit, if any, stays on the balance),
 * or whose payment did not arrive within a day.
 */
export const ORDER_STATUSES = [
  'awaitingPayment',
  'paid',
  'queued',
  'expired',
  'cancelled',
  'failed',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Why an order failed. */
export const ORDER_FAILURES = [
  'transactionFailed',
  'insufficientBalance',
  'soldOut',
  'guideLimit',
  'notForSale',
  'paymentNotFound',
] as const;
export const orderFailure = z.enum(ORDER_FAILURES);
export type OrderFailure = z.infer<typeof orderFailure>;

/** A queue entry's place, live. */
export const queuePlace = z.object({
  /** Queued entries of the same avatar before this one. */
  ahead: z.number().int(),
  /** Position among every queued entry of the colony, 1 first. */
  rank: z.number().int(),
  /** Entries queued for this avatar now. */
  queued: z.number().int(),
  /** When the entry leaves the queue unserved. */
  expiresAt: isoTime,
  /** The settlement expected to serve it if the whole daily supply goes to the queue; null when the avatar has no supply. */
  estimatedAt: isoTime.nullable(),
  /** The daily supply that estimate assumes goes to the queue; 0 when the avatar is not for sale. */
  dailySupply: z.number().int(),
});
export type QueuePlace = z.infer<typeof queuePlace>;

export const order = z.object({
  id: z.string(),
  avatarId: z.number().int(),
  avatarKind,
  avatarName: z.string(),
  asset: stablecoin,
  amount: units,
  status: orderStatus,
  /** While queued. */
  queue: queuePlace.nullable(),
  /** A wallet payment's transaction. */
  payment: z.object({ chainId, txHash: z.string() }).nullable(),
  failure: orderFailure.nullable(),
  /** The avatar this order made, once paid. */
  ownedAvatarId: z.number().int().nullable(),
  createdAt: isoTime,
  /** When it was paid, served, expired, cancelled or failed. */
  settledAt: isoTime.nullable(),
});
export type Order = z.infer<typeof order>;

/** POST /api/nft/nft_order/orderCreate (Idempotency-Key): buy from the balance, or queue when sold out. */
export const orderCreateRequest = z
  .object({
    avatarId,
    asset: stablecoin,
    /** Take a queue entry when today's supply is gone (otherwise that is refused with the place offered). */
    queue: z.boolean().default(false),
  })
  .strict();
export type OrderCreateRequest = z.input<typeof orderCreateRequest>;
export const orderCreateResponse = order;
export type OrderCreateResponse = Order;

/**
 * POST /api/nft/nft_order/orderCreateNewdapp (Idempotency-Key): after the wallet sent the price to the
 * treasury, the order that the deposit of `txHash` pays for when the deposit watcher credits it.
 */
export const orderCreateNewdappRequest = z
  .object({
    avatarId,
    asset: stablecoin,
    chainId,
    queue: z.boolean().default(false),
    txHash: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .describe('The transaction that sent the price to the treasury'),
  })
  .strict();
export type OrderCreateNewdappRequest = z.input<typeof orderCreateNewdappRequest>;
export const orderCreateNewdappResponse = z.object({
  order,
  /** What the wallet was to send, for the page to show. */
  payment: z.object({
    chainId,
    treasury: z.string(),
    token: z.string(),
    /** In the token's own decimals. */
    amount: units,
    decimals: z.number().int(),
  }),
});
export type OrderCreateNewdappResponse = z.infer<typeof orderCreateNewdappResponse>;

/** POST /api/nft/nft_order/getOrderList: the caller's orders, newest first */
export const orderListRequest = pageQuery.extend({ status: orderStatus.optional() }).strict();
export type OrderListRequest = z.input<typeof orderListRequest>;
export const orderListResponse = pageSchema(order);
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** POST /api/nft/nft_order/orderDetail */
export const orderDetailRequest = z.object({ id: z.uuid() }).strict();
export type OrderDetailRequest = z.input<typeof orderDetailRequest>;
export const orderDetailResponse = order;
export type OrderDetailResponse = Order;

/**
 * POST /api/nft/nft_order/orderCancel (Idempotency-Key): leave the queue (the price unfrozen), or give up
 * a wallet order still waiting for its payment (a deposit arriving later stays on the balance)
 */
export const orderCancelRequest = z.object({ id: z.uuid() }).strict();
export type OrderCancelRequest = z.input<typeof orderCancelRequest>;
export const orderCancelResponse = order;
export type OrderCancelResponse = Order;

// ---------------------------------------------------------------------------
// POST /api/nft/nft_order/index: the caller's avatars and energy level

export const AVATAR_STATES = ['starting', 'producing', 'spent'] as const;
export const avatarState = z.enum(AVATAR_STATES);
export type AvatarState = z.infer<typeof avatarState>;

export const ownedAvatar = z.object({
  /** This avatar's own number. */
  id: z.number().int(),
  avatarId: z.number().int(),
  kind: avatarKind,
  name: z.string(),
  asset: stablecoin,
  price: units,
  totalFuel: units,
  remainingFuel: units,
  /**
   * Fuel burned, and produced as output, per producing day at the holder's energy level now: its
   * daily burn times the level's boost, never more than the fuel left; 0 once spent.
   */
  dailyBurn: units,
  /** Produced so far, per resource. */
  output: z.array(outputAmount),
  /** starting: produces from its first settlement; producing; spent: no fuel left. */
  state: avatarState,
  /** The first settlement day it produces on. */
  firstDay: settlementDay,
  /** When that day begins; the settlement at its end pays the first output. */
  producingFrom: isoTime,
  orderId: z.string(),
  createdAt: isoTime,
});
export type OwnedAvatar = z.infer<typeof ownedAvatar>;

/** One of the energy level's conditions (SPEC.md §4) and how far the member is. */
export const energyCondition = z.object({
  /** personal: own minted vs own MM redemption; direct: direct referrals'; zone: the small zone's. */
  key: z.enum(['personal', 'direct', 'zone']),
  /** USD value of avatars minted (bought). */
  minted: units,
  /** USD value the trader paid for MM (before its fee). */
  redeemed: units,
  /** Multiples of the redemption the condition steps at (1 for personal; 1, 2, 3 for the others). */
  steps: z.array(z.number().int()),
  /** How many steps are reached. */
  reached: z.number().int(),
});
export type EnergyCondition = z.infer<typeof energyCondition>;

export const energyLevel = z.object({
  level: z.number().int(),
  maxLevel: z.number().int(),
  /**
   * Output speed the settlements apply now ("1.05": 5% more fuel burned and produced per day): the
   * boost recorded with the level, which a change of the catalogue's boosts reaches at the next settlement.
   */
  boost: decimal,
  /** Boost of each level, level 0 first. */
  boosts: z.array(decimal),
  /** Each condition with its figures as of `day`. */
  conditions: z.array(energyCondition),
  /** The settlement day that computed it; null before the first. */
  day: settlementDay.nullable(),
});
export type EnergyLevel = z.infer<typeof energyLevel>;

export const myAvatarsRequest = z.object({}).strict();
export const myAvatarsResponse = z.object({
  avatars: z.array(ownedAvatar),
  totalFuel: units,
  remainingFuel: units,
  output: z.array(outputAmount),
  energy: energyLevel,
  nextSettlementAt: isoTime,
});
export type MyAvatarsResponse = z.infer<typeof myAvatarsResponse>;

// ---------------------------------------------------------------------------
// Operators: the daily settlement

/** The server's list of steps is `apps/server/src/settlement/steps.ts`, in the order they run. */
export const settlementStepName = z.string().describe('A step of the daily settlement, e.g. serve_queue');

export const settlementStepRecord = z.object({
  step: settlementStepName,
  /** What the step did: counts and sums (base units as decimal strings). */
  figures: z.record(z.string(), z.union([z.string(), z.number()])),
  /** True when this call ran it; false when it was done before. */
  ranNow: z.boolean(),
  doneAt: isoTime,
});
export type SettlementStepRecord = z.infer<typeof settlementStepRecord>;

export const settlementDayRecord = z.object({
  day: settlementDay,
  steps: z.array(settlementStepRecord),
  complete: z.boolean(),
});
export type SettlementDayRecord = z.infer<typeof settlementDayRecord>;

/** POST /api/admin/Settlement/run: settle every unsettled day up to `through`. */
export const settlementRunRequest = z.object({ through: settlementDay }).strict();
export type SettlementRunRequest = z.input<typeof settlementRunRequest>;
export const settlementRunResponse = z.object({ days: z.array(settlementDayRecord) });
export type SettlementRunResponse = z.infer<typeof settlementRunResponse>;

/** POST /api/admin/Settlement/index: the settled days, newest first. */
export const settlementIndexRequest = pageQuery.strict();
export type SettlementIndexRequest = z.input<typeof settlementIndexRequest>;
export const settlementIndexResponse = pageSchema(settlementDayRecord).extend({
  /** The last day whose every step is done; null before the first settlement. */
  lastSettledDay: settlementDay.nullable(),
  nextSettlementAt: isoTime,
});
export type SettlementIndexResponse = z.infer<typeof settlementIndexResponse>;
