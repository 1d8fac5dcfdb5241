import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import type { SwapRequest, SwapRule } from '@colony/contract/money';
import { type Quote, quote } from '@colony/contract/quote';
import { checkAmount, type FieldProblem } from '../../../lib/money/amount-check.ts';

export interface SwapDraft {
  from: Asset;
  amount: string;
}

export interface SwapLimits {
  /** The pair's rule from the exchange index; absent means the pair is not offered. */
  rule: SwapRule | undefined;
  /** The member's available balance of `from`, in base units. */
  available: bigint;
}

/** What a swap of `units` of the pair's `from` pays in its `to`, as the server reckons it. */
export function quoteSwap(units: bigint, rule: SwapRule): Quote {
  return quote(units, rule.from, BigInt(rule.price), rule.feeBps);
}

export type SwapCheck =
  | { ok: true; request: SwapRequest; units: bigint; quote: Quote }
  | { ok: false; problems: Partial<Record<keyof SwapDraft, FieldProblem>> };

/**
 * The swap form's checks, in the server's order and words: the pair is offered, the amount is
 * well formed, reaches the pair's minimum, is covered by the balance and leaves something once
 * the fee is taken.
 */
export function checkSwap(draft: SwapDraft, limits: SwapLimits): SwapCheck {
  const problems: Partial<Record<keyof SwapDraft, FieldProblem>> = {};
  const { rule } = limits;
  if (!rule) problems.from = { key: 'validation.cannotSwap' };

  const amount = checkAmount(draft.amount, ASSET_DECIMALS[draft.from]);
  if ('problem' in amount) problems.amount = amount.problem;
  else if (rule) {
    const minimum = BigInt(rule.minimum);
    if (amount.units < minimum) problems.amount = { key: 'validation.minimumSwap', units: minimum };
    else if (amount.units > limits.available) problems.amount = { key: 'validation.insufficientBalance' };
    else if (quoteSwap(amount.units, rule).net <= 0n) problems.amount = { key: 'validation.swapTooSmall' };
  }

  if (!rule || 'problem' in amount || Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    units: amount.units,
    quote: quoteSwap(amount.units, rule),
    request: { from: rule.from, to: rule.to, amount: amount.units.toString() },
  };
}
