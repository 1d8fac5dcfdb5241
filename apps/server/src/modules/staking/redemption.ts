import type { Asset } from '@colony/contract/assets';
import type { LedgerKind } from '@colony/contract/ledger-kinds';
import type { EarlyRedemptionQuote, RedeemResponse } from '@colony/contract/staking';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { LedgerError, ledger } from '../../ledger/ledger.ts';
import { daysBetween } from '../../settlement/calendar.ts';
import type { StakingContext } from './context.ts';
import { comparablePlans, earlyIncome, type PlanTerm } from './early-income.ts';
import { orderView, rateOf, requireOrder, wholeText } from './order-view.ts';
import {
  lockOrder,
  markRedeemed,
  recordHeldIncome,
  redemptionDaysNow,
  type StakingOrderRow,
} from './queries.ts';
import { lockStakingDays } from './settlement-queries.ts';

/**
 * Returns an order's principal to the member's available balance, once. Before maturity it costs
 * the early redemption fee, paid from the available balance before the principal is unfrozen
 * ("Insufficient balance" without it, and nothing moves), and its income is recomputed for the
 * days it held (`early-income.ts`): what was paid above that is taken back, from the balance
 * ("not enough available" without it, and nothing moves) or from `accrued` where not collected.
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
  if (fee)
    await payOrRefuse(
      tx,
      { memberId, to: 'fees', ...fee, kind: 'staking_redeem_fee', reference: order.id },
      new ApiError('insufficientBalance'),
    );
  await ledger.void(tx, order.pendingTransferId);
  await markRedeemed(tx, order.id, { early: order.early, fee, clock: context.clock });
  const returned = order.early ? await takeBackAboveHeldRate(tx, context, memberId, order.id) : 0n;
  return {
    order: orderView(await requireOrder(tx, memberId, id)),
    returned: { asset: order.asset, amount: order.amount.toString() },
    fee: fee ? { asset: fee.asset, amount: fee.amount.toString() } : null,
    incomeReturned: returned > 0n ? { asset: order.rewardAsset, amount: returned.toString() } : null,
  };
}

/** A payment from the member's available balance to `to`; `short` when it lacks the amount. */
async function payOrRefuse(
  tx: Db,
  payment: {
    memberId: number;
    to: 'fees' | 'emission';
    asset: Asset;
    amount: bigint;
    kind: LedgerKind;
    reference: string;
  },
  short: ApiError,
) {
  try {
    await ledger.transfer(tx, {
      asset: payment.asset,
      from: { member: payment.memberId },
      to: { system: payment.to },
      amount: payment.amount,
      kind: payment.kind,
      reference: payment.reference,
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw short;
    throw error;
  }
}

/** The plans an order is compared with: those kept when it was staked, or the config's for an older one. */
function plansOf(context: StakingContext, order: StakingOrderRow): PlanTerm[] {
  if (order.comparablePlans) return order.comparablePlans;
  const own = context.economy.staking.plans.find((plan) => plan.id === order.planId);
  return own ? comparablePlans(context.economy.staking.plans, own) : [];
}

/**
 * After `markRedeemed` fixed the early-redeemed order's last day: its income recomputed for the
 * days it held, the difference back to `emission` (kind `staking_income_return`, the order as
 * reference), from the member's balance for what they collected and from `accrued` for the rest.
 * Answers what the member gave back.
 */
async function takeBackAboveHeldRate(
  tx: Db,
  context: StakingContext,
  memberId: number,
  id: string,
): Promise<bigint> {
  const order = await requireOrder(tx, memberId, id);
  const held = earlyIncome(
    order,
    plansOf(context, order),
    { held: heldDaysOf(order), settled: order.incomeDays },
    order.incomeCollected,
  );
  if (!held) return 0n;
  const back = {
    asset: order.rewardAsset,
    kind: 'staking_income_return' as const,
    reference: order.id,
  };
  if (held.returned > 0n)
    await payOrRefuse(
      tx,
      { memberId, to: 'emission', amount: held.returned, ...back },
      new ApiError(
        'stakingIncomeReturnShort',
        { asset: order.rewardAsset, amount: held.returned.toString() },
        { amount: wholeText(held.returned, order.rewardAsset) },
      ),
    );
  if (held.withheld > 0n)
    await ledger.transfer(tx, {
      ...back,
      from: { system: 'accrued' },
      to: { system: 'emission' },
      amount: held.withheld,
    });
  await recordHeldIncome(tx, order.id, held);
  return held.returned;
}

/** The days a redeemed order earned on, from its first income day to its end day. */
const heldDaysOf = (order: StakingOrderRow) => daysBetween(order.firstIncomeDay, order.incomeEndDay) + 1;

/** What redeeming the order early now would do, or null when it has matured or is redeemed. */
export async function quoteEarly(
  db: Db,
  context: StakingContext,
  order: StakingOrderRow,
): Promise<EarlyRedemptionQuote | null> {
  if (!order.early) return null;
  const fee = context.economy.staking.earlyRedemptionFee;
  const days = await redemptionDaysNow(db, order.id, context.clock);
  const held = earlyIncome(order, plansOf(context, order), days, order.incomeCollected);
  return {
    fee: { asset: fee.asset, amount: fee.amount.toString() },
    heldDays: days.held,
    heldRate: rateOf(held?.heldRateBps ?? order.dailyRateBps),
    incomeKept: (held?.kept ?? order.dailyIncome * BigInt(days.settled)).toString(),
    incomeReturned: (held?.returned ?? 0n).toString(),
  };
}
