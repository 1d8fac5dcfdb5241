import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS, type Stablecoin } from '@colony/contract/assets';
import {
  type CatalogueAvatar,
  type EnergyLevel,
  type MyAvatarsResponse,
  type Order,
  type OrderCreateNewdappResponse,
  type OrderFailure,
  type OrderListResponse,
  OUTPUT_ASSETS,
  type OwnedAvatar,
  type orderCreateNewdappRequest,
  type orderCreateRequest,
  type orderListRequest,
  type PayConfigResponse,
  type PurchaseLimits,
  type QueuePlace,
} from '@colony/contract/avatars';
import type { Language } from '@colony/contract/locales';
import type { Address } from 'viem';
import type { z } from 'zod';
import type { ChainSettings } from '../../chain/chain-settings.ts';
import { depositInfo } from '../../chain/chain-settings.ts';
import type { ChainId } from '../../chain/chain-tokens.ts';
import type { Db } from '../../db/database.ts';
import {
  type AvatarRule,
  avatarName,
  avatarRule,
  BPS,
  baseDailyBurnOf,
  type EconomyConfig,
  totalFuelOf,
} from '../../economy/config.ts';
import { ApiError, isApiError } from '../../http/api-error.ts';
import { LedgerError, ledger } from '../../ledger/ledger.ts';
import { isUniqueViolation } from '../../ledger/pg-errors.ts';
import { addDays, dayStartsAt, nextSettlementAt, type SettlementClock } from '../../settlement/calendar.ts';
import type { AuthenticatedSession } from '../auth/service.ts';
import { recordSale } from '../team/service.ts';
import {
  awaitingOrderById,
  awaitingWalletOrder,
  cancelOrderRow,
  energyOf,
  findOrder,
  guidesHeld,
  holdsFuelLeft,
  insertAvatar,
  insertOrder,
  listOrders,
  lockMember,
  lockPayment,
  lockQueueArrivals,
  memberAvatars,
  nextOutputDay,
  type OrderRow,
  orderPaidBy,
  paidByTransaction,
  producedOutput,
  queueStanding,
  remainingFuel,
  type StoredEnergy,
  saleDay,
  settleWalletOrder,
  soldOn,
  takeSupply,
} from './queries.ts';
import { unpaidWalletOrders } from './wallet-payment-queries.ts';

export interface AvatarContext {
  economy: EconomyConfig;
  clock: SettlementClock;
  chains: Map<ChainId, ChainSettings>;
  /** Where wallet payments go; without one, avatars are bought from the balance only. */
  treasury: Address | undefined;
  /** Chain 56 is the local development chain. */
  devChain: boolean;
  /** Chains whose deposits are watched: a wallet pays only on these. */
  watched: readonly number[];
}

/**
 * Wallet orders a member may have awaiting their payment at once: enough for a purchase or two on
 * their way, few enough that the wallet payments job asks the chain about a bounded number.
 */
export const UNPAID_WALLET_ORDERS_LIMIT = 3;

type OrderCreateBody = z.output<typeof orderCreateRequest>;
type OrderCreateNewdappBody = z.output<typeof orderCreateNewdappRequest>;
type OrderListBody = z.output<typeof orderListRequest>;

const decimal = (bps: number): string => {
  const whole = Math.floor(bps / BPS);
  const fraction = (bps % BPS).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};

/** The catalogue with today's live supply, in the request's language. */
export async function catalogue(
  db: Db,
  context: AvatarContext,
  language: Language,
): Promise<CatalogueAvatar[]> {
  const sale = await saleDay(db, context.clock);
  const sold = await soldOn(db, sale.day);
  return context.economy.avatars.map((rule) =>
    catalogueEntry(rule, language, sold.get(rule.id) ?? 0, sale.open),
  );
}

/**
 * An avatar's terms and supply as a purchase now would find them: while the day's sale has not
 * opened (the settlement still has to serve the queue into it), nothing is left to buy directly.
 */
function catalogueEntry(
  rule: AvatarRule,
  language: Language,
  soldToday: number,
  open: boolean,
): CatalogueAvatar {
  return {
    id: rule.id,
    kind: rule.kind,
    name: avatarName(rule, language),
    assets: [...rule.assets],
    price: rule.price.toString(),
    fuelMultiplier: decimal(rule.fuelMultiplierBps),
    totalFuel: totalFuelOf(rule).toString(),
    dailyYieldRate: decimal(rule.dailyYieldBps),
    output: OUTPUT_ASSETS.map((asset) => ({ asset, share: decimal(rule.outputBps[asset]) })),
    dailySupply: rule.dailySupply,
    soldToday,
    remainingToday: open ? Math.max(rule.dailySupply - soldToday, 0) : 0,
    forSale: rule.forSale,
  };
}

/**
 * An avatar's price, where to pay it from a wallet, and when the next settlement runs; for a
 * signed-in member (`memberId`) also the limits their purchase of it meets.
 */
export async function payConfig(
  db: Db,
  context: AvatarContext,
  avatarId: number,
  language: Language,
  memberId?: number,
): Promise<PayConfigResponse> {
  const rule = requireRule(context.economy, avatarId);
  const sale = await saleDay(db, context.clock);
  const sold = await soldOn(db, sale.day);
  const chains = depositInfo(context.chains, context.treasury, context).chains.map((chain) => ({
    ...chain,
    tokens: chain.tokens.filter((token) => rule.assets.includes(token.asset)),
  }));
  return {
    avatar: catalogueEntry(rule, language, sold.get(rule.id) ?? 0, sale.open),
    chains,
    nextSettlementAt: (await nextSettlementAt(db, context.clock)).toISOString(),
    limits: memberId === undefined ? null : await limitsOf(db, context.economy, rule, memberId),
  };
}

async function limitsOf(
  db: Db,
  economy: EconomyConfig,
  rule: AvatarRule,
  memberId: number,
): Promise<PurchaseLimits> {
  return {
    guides:
      rule.kind === 'guide'
        ? { held: await guidesHeld(db, memberId), limit: economy.queue.guideLimit }
        : null,
    unpaidWalletOrders: {
      count: await unpaidWalletOrders(db, memberId),
      limit: UNPAID_WALLET_ORDERS_LIMIT,
    },
  };
}

function requireRule(economy: EconomyConfig, avatarId: number): AvatarRule {
  const rule = avatarRule(economy, avatarId);
  if (!rule) throw new ApiError('avatarNotFound', { avatarId });
  return rule;
}

/** The catalogue's checks of a purchase: the avatar is for sale and takes the asset. */
function checkSale(rule: AvatarRule, asset: Stablecoin): void {
  if (!rule.forSale) throw new ApiError('avatarNotForSale', { avatarId: rule.id });
  if (!rule.assets.includes(asset))
    throw new ApiError(
      'avatarAssetNotAccepted',
      { avatarId: rule.id, asset, accepted: rule.assets },
      { asset },
    );
}

/** Refuses a guide past the member's limit; the caller holds the member's lock. */
async function checkGuideLimit(
  tx: Db,
  economy: EconomyConfig,
  rule: AvatarRule,
  memberId: number,
): Promise<void> {
  if (rule.kind !== 'guide') return;
  if ((await guidesHeld(tx, memberId)) >= economy.queue.guideLimit)
    throw new ApiError('guideLimit', { limit: economy.queue.guideLimit });
}

/** Raised inside the purchase's savepoint to undo its payment when the day's supply is gone. */
class SoldOut extends Error {}

/**
 * Buys an avatar from the member's balance (SPEC.md §4): the guide limit, the sale and the asset
 * are checked, then the price moves to the treasury and one unit of today's supply is taken, in
 * that order and in one transaction. When the supply is gone (or today's sale has not opened
 * because the settlement is still serving the queue), the payment is undone and the member is
 * offered the queue, or with `queue` takes a place in it: the price is frozen until a settlement
 * serves the entry or it expires.
 */
export async function createOrder(
  tx: Db,
  context: AvatarContext,
  member: AuthenticatedSession,
  body: OrderCreateBody,
  language: Language,
): Promise<Order> {
  const rule = requireRule(context.economy, body.avatarId);
  checkSale(rule, body.asset);
  await lockMember(tx, member.memberId);
  await checkGuideLimit(tx, context.economy, rule, member.memberId);
  const id = await placeOrder(tx, context, member.memberId, rule, {
    id: randomUUID(),
    asset: body.asset,
    queue: body.queue,
  });
  return orderView(tx, context, member.memberId, id, language);
}

interface Placement {
  id: string;
  asset: Stablecoin;
  queue: boolean;
  /** A wallet payment's order, already recorded as awaiting its deposit. */
  existing?: boolean;
}

async function placeOrder(
  tx: Db,
  context: AvatarContext,
  memberId: number,
  rule: AvatarRule,
  placement: Placement,
): Promise<string> {
  const { id, asset } = placement;
  const sale = await saleDay(tx, context.clock);
  if (sale.open) {
    try {
      await tx.transaction(async (savepoint) => {
        const sp = savepoint as unknown as Db;
        await payTreasury(sp, memberId, asset, rule.price, id, 'posted');
        if (!(await takeSupply(sp, sale.day, rule.id, rule.dailySupply))) throw new SoldOut();
        // Read before the new avatar exists: does this sale make the member an effective user?
        const becameEffective = !(await holdsFuelLeft(sp, memberId));
        if (placement.existing) await settleWalletOrder(sp, id, { status: 'paid', saleDay: sale.day });
        else await insertOrder(sp, { ...orderOf(memberId, rule, asset, id, 'paid'), saleDay: sale.day });
        await insertAvatar(sp, {
          memberId,
          avatarId: rule.id,
          kind: rule.kind,
          orderId: id,
          asset,
          price: rule.price,
          firstDay: addDays(sale.day, 1),
          terms: termsOf(rule),
        });
        await recordSale(sp, { memberId, day: sale.day, performance: rule.price, becameEffective });
      });
      return id;
    } catch (error) {
      if (!(error instanceof SoldOut)) throw error;
    }
  }
  if (!placement.queue) {
    throw new ApiError('avatarSoldOut', { avatarId: rule.id, queue: await queueOffer(tx, context, rule) });
  }
  await lockQueueArrivals(tx);
  const pending = await payTreasury(tx, memberId, asset, rule.price, id, 'pending');
  const queued = { pendingTransferId: pending, expiresAt: await queueExpiry(tx, context, sale.day) };
  if (placement.existing) await settleWalletOrder(tx, id, { status: 'queued', ...queued });
  else await insertOrder(tx, { ...orderOf(memberId, rule, asset, id, 'queued'), ...queued });
  return id;
}

function orderOf(
  memberId: number,
  rule: AvatarRule,
  asset: Stablecoin,
  id: string,
  status: 'paid' | 'queued',
) {
  return { id, memberId, avatarId: rule.id, avatarKind: rule.kind, asset, amount: rule.price, status };
}

function termsOf(rule: AvatarRule) {
  return { totalFuel: totalFuelOf(rule), dailyBurn: baseDailyBurnOf(rule), shares: rule.outputBps };
}

/** The price to the treasury, posted now or frozen for the queue; "Insufficient balance" when short. */
async function payTreasury(
  tx: Db,
  memberId: number,
  asset: Stablecoin,
  price: bigint,
  orderId: string,
  phase: 'posted' | 'pending',
): Promise<string> {
  const spec = {
    asset,
    from: { member: memberId },
    to: { system: 'treasury' as const },
    amount: price,
    kind: 'avatar_purchase' as const,
    reference: orderId,
  };
  try {
    const record = phase === 'posted' ? await ledger.transfer(tx, spec) : await ledger.reserve(tx, spec);
    return record.id;
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds')
      throw new ApiError('insufficientBalance');
    throw error;
  }
}

/**
 * When an entry queued on sale day `day` leaves the queue: the settlements of its day and of the
 * next `retentionDays - 1` days may serve it (up to 3 days), the one after expires it.
 */
function queueExpiry(db: Db, context: AvatarContext, day: string): Promise<Date> {
  return dayStartsAt(db, context.clock, addDays(day, context.economy.queue.retentionDays));
}

/** The place a queue entry for `rule` would take now. */
async function queueOffer(tx: Db, context: AvatarContext, rule: AvatarRule): Promise<QueuePlace> {
  const standing = await queueStanding(tx, rule.id);
  const { day } = await saleDay(tx, context.clock);
  return {
    ahead: standing.ahead,
    rank: standing.rank,
    queued: standing.ahead,
    expiresAt: (await queueExpiry(tx, context, day)).toISOString(),
    estimatedAt: await estimatedService(tx, context, rule, day, standing.ahead),
    dailySupply: queueSupplyOf(rule),
  };
}

/** What each settlement may serve of an avatar's queue: its daily supply, none while it is not for sale. */
function queueSupplyOf(rule: AvatarRule | undefined): number {
  return rule?.forSale ? rule.dailySupply : 0;
}

/** When the settlement serving the entry with `ahead` before it runs, if every day's supply goes to the queue. */
async function estimatedService(
  db: Db,
  context: AvatarContext,
  rule: AvatarRule,
  saleDayNow: string,
  ahead: number,
): Promise<string | null> {
  const supply = queueSupplyOf(rule);
  if (supply <= 0) return null;
  // The settlement of `saleDayNow` serves the first `supply` entries; it runs when that day ends.
  const settledDay = addDays(saleDayNow, Math.floor(ahead / supply));
  return (await dayStartsAt(db, context.clock, addDays(settledDay, 1))).toISOString();
}

/** Leaves the queue (the price unfrozen) or gives up a wallet order still waiting for its payment, once. */
export async function cancelOrder(
  tx: Db,
  context: AvatarContext,
  memberId: number,
  id: string,
  language: Language,
): Promise<Order> {
  // A wallet order's payment may be credited at this moment: both take the payment's lock.
  const order = await findOrder(tx, memberId, id);
  if (!order) throw new ApiError('orderNotFound');
  if (order.paymentChainId !== null && order.paymentTxHash !== null)
    await lockPayment(tx, order.paymentChainId, order.paymentTxHash);
  const cancelled = await cancelOrderRow(tx, memberId, id);
  if (!cancelled) throw new ApiError('orderNotCancellable');
  if (cancelled.pendingTransferId) await ledger.void(tx, cancelled.pendingTransferId);
  return orderView(tx, context, memberId, id, language);
}

/**
 * Records a wallet payment's order for the transaction that sent the price to the treasury. The
 * deposit watcher places it (bought or queued, as the member chose) in the transaction that credits
 * the deposit; if the deposit was credited already, it is placed now.
 */
export async function createWalletOrder(
  tx: Db,
  context: AvatarContext,
  member: AuthenticatedSession,
  body: OrderCreateNewdappBody,
  language: Language,
): Promise<OrderCreateNewdappResponse> {
  const rule = requireRule(context.economy, body.avatarId);
  checkSale(rule, body.asset);
  const chain = context.chains.get(body.chainId);
  const token = chain?.tokens.find((candidate) => candidate.asset === body.asset);
  if (!chain || !context.treasury || !token || !context.watched.includes(chain.chainId))
    throw new ApiError('walletPaymentUnavailable', { chainId: body.chainId });
  const txHash = body.txHash.toLowerCase();
  await lockMember(tx, member.memberId);
  await lockPayment(tx, body.chainId, txHash);
  await checkGuideLimit(tx, context.economy, rule, member.memberId);
  await checkUnpaidWalletOrders(tx, member.memberId);
  const id = randomUUID();
  if (!(await insertWalletOrder(tx, member.memberId, rule, body, id, txHash)))
    throw new ApiError('paymentAlreadyUsed', { chainId: body.chainId, txHash });
  if (await orderPaidBy(tx, member.memberId, body.chainId, txHash)) await placeWalletOrder(tx, context, id);
  // Base units of the ledger (18 decimals) in the token's own decimals: what the wallet sent.
  const scale = 10n ** BigInt(ASSET_DECIMALS[body.asset] - token.decimals);
  return {
    order: await orderView(tx, context, member.memberId, id, language),
    payment: {
      chainId: body.chainId,
      treasury: context.treasury,
      token: token.address,
      amount: (rule.price / scale).toString(),
      decimals: token.decimals,
    },
  };
}

/** Refuses a wallet order past the member's unpaid ones; the caller holds the member's lock. */
async function checkUnpaidWalletOrders(tx: Db, memberId: number): Promise<void> {
  if ((await unpaidWalletOrders(tx, memberId)) >= UNPAID_WALLET_ORDERS_LIMIT)
    throw new ApiError(
      'unpaidWalletOrdersLimit',
      { limit: UNPAID_WALLET_ORDERS_LIMIT },
      { limit: UNPAID_WALLET_ORDERS_LIMIT },
    );
}

async function insertWalletOrder(
  tx: Db,
  memberId: number,
  rule: AvatarRule,
  body: OrderCreateNewdappBody,
  id: string,
  txHash: string,
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await insertOrder(savepoint as unknown as Db, {
        id,
        memberId,
        avatarId: rule.id,
        avatarKind: rule.kind,
        asset: body.asset,
        amount: rule.price,
        status: 'awaitingPayment',
        queueWanted: body.queue,
        payment: { chainId: body.chainId, txHash },
      });
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'avatar_order_payment_idx')) return false;
    throw error;
  }
}

/**
 * Places the wallet order waiting for the deposit of (`chainId`, `txHash`), in the transaction that
 * credited it: bought, or queued when the member asked for it and the supply is gone. When it cannot
 * be (sold out without the queue, guide limit, balance short), it fails and the deposit stays on the
 * member's balance.
 */
export async function placeOrderPaidByDeposit(
  tx: Db,
  context: AvatarContext,
  deposit: { chainId: number; txHash: string; memberId: number },
): Promise<void> {
  await lockMember(tx, deposit.memberId);
  await lockPayment(tx, deposit.chainId, deposit.txHash.toLowerCase());
  const order = await awaitingOrderOf(tx, deposit);
  if (order) await placeWalletOrder(tx, context, order);
}

function awaitingOrderOf(
  tx: Db,
  deposit: { chainId: number; txHash: string; memberId: number },
): Promise<string | undefined> {
  return awaitingWalletOrder(tx, deposit.memberId, deposit.chainId, deposit.txHash.toLowerCase());
}

async function placeWalletOrder(tx: Db, context: AvatarContext, id: string): Promise<void> {
  const order = await awaitingOrderById(tx, id);
  if (!order) return;
  const rule = avatarRule(context.economy, order.avatarId);
  // Only what the transaction itself sent pays: a payment in another stablecoin, or short of the
  // price, fails the order however much else the member holds, and stays on the balance.
  const paid = await paidByTransaction(tx, {
    memberId: order.memberId,
    asset: order.asset,
    ...order.payment,
  });
  if (paid === 0n || (rule && paid < rule.price)) {
    await settleWalletOrder(tx, id, {
      status: 'failed',
      failure: paid === 0n ? 'paymentNotFound' : 'insufficientBalance',
    });
    return;
  }
  try {
    await tx.transaction(async (savepoint) => {
      const sp = savepoint as unknown as Db;
      if (!rule) throw new ApiError('avatarNotFound');
      checkSale(rule, order.asset);
      await placeOrder(sp, context, order.memberId, rule, {
        id,
        asset: order.asset,
        queue: order.queueWanted,
        existing: true,
      });
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    await settleWalletOrder(tx, id, { status: 'failed', failure: failureOf(error) });
  }
}

function failureOf(error: ApiError): OrderFailure {
  switch (error.errorName) {
    case 'avatarSoldOut':
      return 'soldOut';
    case 'guideLimit':
      return 'guideLimit';
    case 'insufficientBalance':
      return 'insufficientBalance';
    default:
      return 'notForSale';
  }
}

/**
 * One of the member's orders with its live queue place; "does not exist" for anyone else's. A read
 * asks the chain nothing: the wallet payments job ends orders whose payment cannot come.
 */
export function orderDetail(
  db: Db,
  context: AvatarContext,
  memberId: number,
  id: string,
  language: Language,
): Promise<Order> {
  return orderView(db, context, memberId, id, language);
}

async function orderView(
  db: Db,
  context: AvatarContext,
  memberId: number,
  id: string,
  language: Language,
): Promise<Order> {
  const row = await findOrder(db, memberId, id);
  if (!row) throw new ApiError('orderNotFound');
  const { day } = await saleDay(db, context.clock);
  return toOrder(db, context, row, language, day);
}

/** The member's orders, a page of them; like every read, nothing is asked of the chain. */
export async function orderList(
  db: Db,
  context: AvatarContext,
  memberId: number,
  body: OrderListBody,
  language: Language,
): Promise<OrderListResponse> {
  const page = { status: body.status, limit: body.limit, offset: (body.page - 1) * body.limit };
  const { orders, total } = await listOrders(db, memberId, page);
  const { day } = await saleDay(db, context.clock);
  return {
    list: await Promise.all(orders.map((row) => toOrder(db, context, row, language, day))),
    total,
    page: body.page,
    limit: body.limit,
  };
}

async function toOrder(
  db: Db,
  context: AvatarContext,
  row: OrderRow,
  language: Language,
  saleDayNow: string,
): Promise<Order> {
  const rule = avatarRule(context.economy, row.avatarId);
  let queue: QueuePlace | null = null;
  if (
    row.status === 'queued' &&
    row.expiresAt &&
    row.ahead !== null &&
    row.rank !== null &&
    row.queued !== null
  ) {
    queue = {
      ahead: row.ahead,
      rank: row.rank,
      queued: row.queued,
      expiresAt: row.expiresAt.toISOString(),
      estimatedAt: rule ? await estimatedService(db, context, rule, saleDayNow, row.ahead) : null,
      dailySupply: queueSupplyOf(rule),
    };
  }
  return {
    id: row.id,
    avatarId: row.avatarId,
    avatarKind: row.avatarKind,
    avatarName: rule ? avatarName(rule, language) : `#${row.avatarId}`,
    asset: row.asset,
    amount: row.amount.toString(),
    status: row.status,
    queue,
    payment:
      row.paymentChainId !== null && row.paymentTxHash !== null
        ? { chainId: row.paymentChainId as 1 | 56, txHash: row.paymentTxHash }
        : null,
    failure: row.failure,
    ownedAvatarId: row.ownedAvatarId,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** The member's avatars, fuel and output, and their energy level with what raises it. */
export async function myAvatars(
  db: Db,
  context: AvatarContext,
  memberId: number,
  language: Language,
): Promise<MyAvatarsResponse> {
  const [owned, stored, next] = await Promise.all([
    memberAvatars(db, memberId),
    energyOf(db, memberId),
    nextSettlementAt(db, context.clock),
  ]);
  // What the output step burns: the daily burn times the boost recorded with the level (level 0 without one).
  const boostBps = BigInt(stored?.boostBps ?? BPS);
  const startsOf = await dayStarts(
    db,
    context.clock,
    owned.map((avatar) => avatar.firstDay),
  );
  const avatars: OwnedAvatar[] = owned.map((avatar) => {
    const rule = avatarRule(context.economy, avatar.avatarId);
    const remaining = avatar.totalFuel - avatar.burnedFuel;
    const boosted = (avatar.dailyBurn * boostBps) / BigInt(BPS);
    return {
      id: avatar.id,
      avatarId: avatar.avatarId,
      kind: avatar.kind,
      name: rule ? avatarName(rule, language) : `#${avatar.avatarId}`,
      asset: avatar.asset,
      price: avatar.price.toString(),
      totalFuel: avatar.totalFuel.toString(),
      remainingFuel: remaining.toString(),
      dailyBurn: (boosted < remaining ? boosted : remaining).toString(),
      output: OUTPUT_ASSETS.map((asset) => ({ asset, amount: avatar.output[asset].toString() })),
      state: remaining === 0n ? 'spent' : avatar.lastOutputDay === null ? 'starting' : 'producing',
      firstDay: avatar.firstDay,
      producingFrom: (startsOf.get(avatar.firstDay) as Date).toISOString(),
      orderId: avatar.orderId,
      createdAt: avatar.createdAt.toISOString(),
    };
  });
  const sum = (pick: (avatar: (typeof owned)[number]) => bigint) =>
    owned.reduce((total, avatar) => total + pick(avatar), 0n);
  return {
    avatars,
    totalFuel: sum((avatar) => avatar.totalFuel).toString(),
    remainingFuel: sum((avatar) => avatar.totalFuel - avatar.burnedFuel).toString(),
    output: OUTPUT_ASSETS.map((asset) => ({
      asset,
      amount: sum((avatar) => avatar.output[asset]).toString(),
    })),
    energy: energyLevel(context.economy, stored),
    nextSettlementAt: next.toISOString(),
  };
}

/** When each of `days` begins on the colony's clock, asked once per distinct day. */
async function dayStarts(db: Db, clock: SettlementClock, days: string[]): Promise<Map<string, Date>> {
  const distinct = [...new Set(days)];
  const starts = await Promise.all(distinct.map((day) => dayStartsAt(db, clock, day)));
  return new Map(distinct.map((day, index) => [day, starts[index] as Date]));
}

/** The energy level as the last settlement computed it, with the figures of each condition then. */
function energyLevel(economy: EconomyConfig, stored: StoredEnergy | undefined): EnergyLevel {
  const { boostsBps, directSteps, zoneSteps } = economy.energy;
  const level = stored?.level ?? 0;
  const condition = (
    key: 'personal' | 'direct' | 'zone',
    minted: bigint,
    redeemed: bigint,
    steps: number[],
  ) => ({
    key,
    minted: minted.toString(),
    redeemed: redeemed.toString(),
    steps,
    reached: steps.filter((multiple) => minted > BigInt(multiple) * redeemed).length,
  });
  return {
    level,
    maxLevel: boostsBps.length - 1,
    // The boost the output step applies is the one recorded with the level.
    boost: decimal(stored?.boostBps ?? boostsBps[level] ?? BPS),
    boosts: boostsBps.map(decimal),
    conditions: [
      condition('personal', stored?.minted ?? 0n, stored?.redeemed ?? 0n, [1]),
      condition('direct', stored?.directMinted ?? 0n, stored?.directRedeemed ?? 0n, directSteps),
      condition('zone', stored?.zoneMinted ?? 0n, stored?.zoneRedeemed ?? 0n, zoneSteps),
    ],
    day: stored?.day ?? null,
  };
}

/** Remaining fuel of the member's avatars, for the Assets page. */
export function fuelOf(db: Db, memberId: number): Promise<bigint> {
  return remainingFuel(db, memberId);
}

/**
 * When the daily settlement next pays the member's avatars' output: the end of the first day one
 * with fuel left produces on. Null when none has fuel left: the member needs an avatar first.
 */
export async function nextOutputAt(db: Db, clock: SettlementClock, memberId: number): Promise<Date | null> {
  const day = await nextOutputDay(db, memberId, clock);
  return day === null ? null : dayStartsAt(db, clock, addDays(day, 1));
}

/** What the member's avatars produced so far, MM, MC and UME together, for the elite tiers. */
export function outputOf(db: Db, memberId: number): Promise<bigint> {
  return producedOutput(db, memberId);
}

/**
 * Set-based sources for other modules: every Avatar held, weighed by kind (governance's snapshot),
 * and the members holding one with fuel left (the team fold).
 */
export { avatarHolders, avatarWeights } from './holdings-queries.ts';
export { OUTPUT_DAY, productionAsOf } from './production.ts';
