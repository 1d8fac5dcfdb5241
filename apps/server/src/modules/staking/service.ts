import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS, type Asset, formatUnits } from '@colony/contract/assets';
import type {
  RedeemResponse,
  StakingColonyResponse,
  StakingDetailResponse,
  StakingHomeResponse,
  StakingOrder,
  StakingOrderListResponse,
  StakingPlan,
  stakeRequest,
  stakingDetailRequest,
  stakingOrderListRequest,
} from '@colony/contract/staking';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { dailyIncomeOf, type StakingPlanRule } from '../../economy/staking-config.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ContentCache } from '../../http/content-cache.ts';
import { LedgerError, ledger } from '../../ledger/ledger.ts';
import { addDays, dayStartsAt, nextSettlementAt, type SettlementClock } from '../../settlement/calendar.ts';
import {
  colonyFigures,
  findOrder,
  incomeLines,
  insertOrder,
  listOrders,
  lockOrder,
  markRedeemed,
  memberTotals,
  type StakingOrderRow,
  stakingDay,
} from './queries.ts';
import { lockStakingDays } from './settlement-queries.ts';

/** What the staking rules need: the plans and fee, the colony's clock, and a cache for public figures. */
export interface StakingContext {
  economy: EconomyConfig;
  clock: SettlementClock;
  cache: ContentCache;
}

type StakeBody = z.output<typeof stakeRequest>;
type OrderListBody = z.output<typeof stakingOrderListRequest>;
type DetailBody = z.output<typeof stakingDetailRequest>;

/** Basis points as an exact decimal: 30 → "0.003". */
export function rateOf(bps: number): string {
  return formatUnits(BigInt(bps), 4);
}

/** An amount in whole units with its asset, for messages ("100 MM"). */
const wholeText = (amount: bigint, asset: Asset) => `${formatUnits(amount, ASSET_DECIMALS[asset])} ${asset}`;

function planOf(rule: StakingPlanRule): StakingPlan {
  return {
    id: rule.id,
    asset: rule.asset,
    rewardAsset: rule.rewardAsset,
    termDays: rule.termDays,
    dailyRate: rateOf(rule.dailyRateBps),
    minimum: rule.minimum.toString(),
    maximum: rule.maximum.toString(),
    open: rule.open,
  };
}

export function orderView(row: StakingOrderRow): StakingOrder {
  return {
    id: row.id,
    planId: row.planId,
    asset: row.asset,
    rewardAsset: row.rewardAsset,
    amount: row.amount.toString(),
    dailyRate: rateOf(row.dailyRateBps),
    dailyIncome: row.dailyIncome.toString(),
    termDays: row.termDays,
    expectedIncome: (row.dailyIncome * BigInt(row.termDays)).toString(),
    status: row.status,
    incomeTotal: row.incomeTotal.toString(),
    incomeDays: row.incomeDays,
    stakedDay: row.stakedDay,
    firstIncomeDay: row.firstIncomeDay,
    lastIncomeDay: row.lastIncomeDay,
    maturesAt: row.maturesAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    early: row.redeemedEarly,
    fee:
      row.fee !== null && row.feeAsset !== null ? { asset: row.feeAsset, amount: row.fee.toString() } : null,
  };
}

const amounts = (list: { asset: Asset; amount: bigint }[]) =>
  list.map((entry) => ({ asset: entry.asset, amount: entry.amount.toString() }));

/** The plans, the early redemption fee and, for a signed-in member, their totals. */
export async function stakingHome(
  db: Db,
  context: StakingContext,
  memberId: number | null,
): Promise<StakingHomeResponse> {
  const { staking } = context.economy;
  const [totals, next] = await Promise.all([
    memberId === null ? undefined : memberTotals(db, memberId),
    nextSettlementAt(db, context.clock),
  ]);
  return {
    plans: staking.plans.map(planOf),
    earlyRedemptionFee: {
      asset: staking.earlyRedemptionFee.asset,
      amount: staking.earlyRedemptionFee.amount.toString(),
    },
    member: totals
      ? {
          staked: amounts(totals.staked),
          income: amounts(totals.income),
          earning: totals.counts.earning,
          waiting: totals.counts.waiting,
          redeemed: totals.counts.redeemed,
        }
      : null,
    nextSettlementAt: next.toISOString(),
  };
}

/**
 * Stakes from the member's available balance into a plan: the plan must be open and the amount
 * within its bounds; the principal is frozen (a pending transfer to `staking`) in the same
 * transaction as the order, which earns from the day after its staking day for the plan's term.
 */
export async function stake(
  tx: Db,
  context: StakingContext,
  memberId: number,
  body: StakeBody,
): Promise<StakingOrder> {
  const rule = context.economy.staking.plans.find((plan) => plan.id === body.planId);
  if (!rule) throw new ApiError('stakingPlanNotFound', { planId: body.planId });
  if (!rule.open) throw new ApiError('stakingPlanClosed', { planId: rule.id });
  const amount = BigInt(body.amount);
  if (amount < rule.minimum)
    throw new ApiError(
      'stakeBelowMinimum',
      { asset: rule.asset, min: rule.minimum.toString() },
      { min: wholeText(rule.minimum, rule.asset) },
    );
  if (amount > rule.maximum)
    throw new ApiError(
      'stakeAboveMaximum',
      { asset: rule.asset, max: rule.maximum.toString() },
      { max: wholeText(rule.maximum, rule.asset) },
    );

  const id = randomUUID();
  const day = await stakingDay(tx, context.clock);
  const lastIncomeDay = addDays(day, rule.termDays);
  const pendingTransferId = await freeze(tx, memberId, rule.asset, amount, id);
  await insertOrder(tx, {
    id,
    memberId,
    planId: rule.id,
    asset: rule.asset,
    rewardAsset: rule.rewardAsset,
    amount,
    dailyRateBps: rule.dailyRateBps,
    dailyIncome: dailyIncomeOf(amount, rule.dailyRateBps),
    termDays: rule.termDays,
    pendingTransferId,
    stakedDay: day,
    firstIncomeDay: addDays(day, 1),
    lastIncomeDay,
    maturesAt: await dayStartsAt(tx, context.clock, addDays(lastIncomeDay, 1)),
  });
  return orderView(await requireOrder(tx, memberId, id));
}

async function freeze(tx: Db, memberId: number, asset: Asset, amount: bigint, orderId: string) {
  try {
    const pending = await ledger.reserve(tx, {
      asset,
      from: { member: memberId },
      to: { system: 'staking' },
      amount,
      kind: 'stake',
      reference: orderId,
    });
    return pending.id;
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds')
      throw new ApiError('insufficientBalance');
    throw error;
  }
}

async function requireOrder(db: Db, memberId: number, id: string): Promise<StakingOrderRow> {
  const row = await findOrder(db, memberId, id);
  if (!row) throw new ApiError('stakingOrderNotFound');
  return row;
}

/**
 * Returns an order's principal to the member's available balance, once. Before maturity it costs
 * the early redemption fee, paid from the available balance before the principal is unfrozen
 * ("Insufficient balance" without it, and nothing moves); the income already paid stays paid.
 * The order's row is locked first, so a second redemption at the same moment finds it redeemed.
 */
export async function redeem(
  tx: Db,
  context: StakingContext,
  memberId: number,
  id: string,
): Promise<RedeemResponse> {
  await lockStakingDays(tx, 'shared');
  const order = await lockOrder(tx, memberId, id);
  if (!order) throw new ApiError('stakingOrderNotFound');
  if (order.status === 'redeemed') throw new ApiError('stakingOrderRedeemed');
  const fee = order.early ? context.economy.staking.earlyRedemptionFee : null;
  if (fee) {
    try {
      await ledger.transfer(tx, {
        asset: fee.asset,
        from: { member: memberId },
        to: { system: 'fees' },
        amount: fee.amount,
        kind: 'staking_redeem_fee',
        reference: order.id,
      });
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficientFunds')
        throw new ApiError('insufficientBalance');
      throw error;
    }
  }
  await ledger.void(tx, order.pendingTransferId);
  await markRedeemed(tx, order.id, { early: order.early, fee, clock: context.clock });
  return {
    order: orderView(await requireOrder(tx, memberId, id)),
    returned: { asset: order.asset, amount: order.amount.toString() },
    fee: fee ? { asset: fee.asset, amount: fee.amount.toString() } : null,
  };
}

export async function orderList(
  db: Db,
  memberId: number,
  body: OrderListBody,
): Promise<StakingOrderListResponse> {
  const { orders, total } = await listOrders(db, memberId, {
    status: body.status,
    limit: body.limit,
    offset: (body.page - 1) * body.limit,
  });
  return { list: orders.map(orderView), total, page: body.page, limit: body.limit };
}

/** One of the member's orders with its income day by day; "does not exist" for anyone else's. */
export async function orderDetail(
  db: Db,
  context: StakingContext,
  memberId: number,
  body: DetailBody,
): Promise<StakingDetailResponse> {
  const order = await requireOrder(db, memberId, body.id);
  const [income, next] = await Promise.all([
    incomeLines(db, order, { limit: body.limit, offset: (body.page - 1) * body.limit }),
    nextSettlementAt(db, context.clock),
  ]);
  const fee = context.economy.staking.earlyRedemptionFee;
  return {
    order: orderView(order),
    income: {
      list: income.lines.map((line) => ({
        day: line.day,
        amount: line.amount.toString(),
        reference: line.reference,
        paidAt: line.paidAt.toISOString(),
      })),
      total: income.total,
      page: body.page,
      limit: body.limit,
    },
    redemptionFee: order.early ? { asset: fee.asset, amount: fee.amount.toString() } : null,
    nextSettlementAt: next.toISOString(),
  };
}

/** The colony's staking figures, computed at most once per cache period. */
export function colonyStaking(db: Db, context: StakingContext): Promise<StakingColonyResponse> {
  return context.cache.get('staking:colony', async () => {
    const figures = await colonyFigures(db);
    return {
      staked: amounts(figures.staked),
      stakers: figures.stakers,
      orders: figures.counts,
      incomePaid: amounts(figures.incomePaid),
      plans: figures.plans.map((plan) => ({
        planId: plan.planId,
        staked: plan.staked.toString(),
        orders: plan.orders,
      })),
    };
  });
}
