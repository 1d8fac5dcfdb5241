import { dailyIncomeOf, type StakingPlanRule } from '../../economy/staking-config.ts';

/**
 * What an early redemption leaves an order (docs/economy.md "Early redemption"): no more income
 * than a plan its days held would have paid. Without this, staking in the longest plan and
 * redeeming after a day for the flat fee would earn its rate with a daily exit.
 */

/** A plan's term and rate, as an order keeps them to compare its days held with. */
export interface PlanTerm {
  termDays: number;
  dailyRateBps: number;
}

/**
 * The plans an order of `own` is compared with when redeemed early: the open plans staking the
 * same currency and paying the same received currency, `own` included. Kept on the order when it
 * is staked, so a later change of the plans changes nothing for it.
 */
export function comparablePlans(plans: readonly StakingPlanRule[], own: StakingPlanRule): PlanTerm[] {
  return plans
    .filter(
      (plan) =>
        plan.id === own.id || (plan.open && plan.asset === own.asset && plan.rewardAsset === own.rewardAsset),
    )
    .map((plan) => ({ termDays: plan.termDays, dailyRateBps: plan.dailyRateBps }))
    .sort((a, b) => a.termDays - b.termDays || a.dailyRateBps - b.dailyRateBps);
}

/**
 * The rate for `heldDays`: the best rate of the plans whose term they cover, or the lowest rate
 * of all when they cover none; never above the order's own rate.
 */
export function heldRateBps(plans: readonly PlanTerm[], own: PlanTerm, heldDays: number): number {
  const all = [...plans, own];
  const covered = all.filter((plan) => plan.termDays <= heldDays);
  const rate =
    covered.length > 0
      ? Math.max(...covered.map((plan) => plan.dailyRateBps))
      : Math.min(...all.map((plan) => plan.dailyRateBps));
  return Math.min(rate, own.dailyRateBps);
}

export interface EarlyIncome {
  heldRateBps: number;
  /** amount × the held rate, rounded down like any day's income. */
  heldDailyIncome: bigint;
  /** The income of the days settled at the held rate. */
  kept: bigint;
  /** Collected above `kept`: taken back from the member's available balance. */
  returned: bigint;
  /** Credited to `accrued` above `kept` and not collected: taken back from there. */
  withheld: bigint;
  /** What of `kept` the member has collected, after what is returned. */
  collected: bigint;
}

/**
 * The order's income recomputed for its days held, or null when its own rate stands or it held
 * none. `days.settled` are the days held the settlement has credited (at the plan's daily income),
 * `collected` what of them the member has collected; a day held but not settled yet is credited at
 * the held rate later.
 */
export function earlyIncome(
  order: PlanTerm & { amount: bigint; dailyIncome: bigint },
  plans: readonly PlanTerm[],
  days: { held: number; settled: number },
  collected: bigint,
): EarlyIncome | null {
  // Redeemed before its first day of income ended: it earned nothing to recompute.
  if (days.held <= 0) return null;
  const rate = heldRateBps(plans, order, days.held);
  if (rate >= order.dailyRateBps) return null;
  const heldDailyIncome = dailyIncomeOf(order.amount, rate);
  const settled = BigInt(days.settled);
  const kept = heldDailyIncome * settled;
  const credited = order.dailyIncome * settled;
  const over = collected > kept;
  return {
    heldRateBps: rate,
    heldDailyIncome,
    kept,
    returned: over ? collected - kept : 0n,
    withheld: credited - (over ? collected : kept),
    collected: over ? kept : collected,
  };
}
