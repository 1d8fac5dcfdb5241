import { randomUUID } from 'node:crypto';
import type { Asset } from '@colony/contract/assets';
import type {
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
import { dailyIncomeOf, type StakingPlanRule } from '../../economy/staking-config.ts';
import { ApiError } from '../../http/api-error.ts';
import { LedgerError, ledger } from '../../ledger/ledger.ts';
import { addDays, dayStartsAt, nextSettlementAt } from '../../settlement/calendar.ts';
import type { StakingContext } from './context.ts';
import { comparablePlans } from './early-income.ts';
import { orderView, rateOf, requireOrder, wholeText } from './order-view.ts';
import { colonyFigures, incomeLines, insertOrder, listOrders, memberTotals, stakingDay } from './queries.ts';
import { quoteEarly } from './redemption.ts';

type StakeBody = z.output<typeof stakeRequest>;
type OrderListBody = z.output<typeof stakingOrderListRequest>;
type DetailBody = z.output<typeof stakingDetailRequest>;

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
    comparablePlans: comparablePlans(context.economy.staking.plans, rule),
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
  const [income, next, early] = await Promise.all([
    incomeLines(db, order, { limit: body.limit, offset: (body.page - 1) * body.limit }),
    nextSettlementAt(db, context.clock),
    quoteEarly(db, context, order),
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
    earlyRedemption: early,
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
