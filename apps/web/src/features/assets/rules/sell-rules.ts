import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import type { BuyBackRule, ExchangeRequest } from '@colony/contract/money';
import { type Quote, quote } from '@colony/contract/quote';
import { checkAmount, type FieldProblem } from '../../../lib/money/amount-check.ts';

export interface SellDraft {
  asset: Asset;
  amount: string;
}

export interface SellLimits {
  /** The trader's rule for the asset; absent means it "cannot be sold". */
  rule: BuyBackRule | undefined;
  available: bigint;
}

export type SaleQuote = Quote;

/** The trader's payment for `units` of the rule's asset, as the server reckons it. */
export function quoteSale(units: bigint, rule: BuyBackRule): SaleQuote {
  return quote(units, rule.asset, BigInt(rule.price), rule.feeBps);
}

export type SellCheck =
  | { ok: true; request: ExchangeRequest; units: bigint; quote: SaleQuote }
  | { ok: false; problems: Partial<Record<keyof SellDraft, FieldProblem>> };

/** The buy-back form's checks (SPEC.md §5): amount required, the minimum quantity, "Cannot be sold", the balance. */
export function checkSell(draft: SellDraft, limits: SellLimits): SellCheck {
  const problems: Partial<Record<keyof SellDraft, FieldProblem>> = {};
  const { rule } = limits;
  if (!rule) problems.asset = { key: 'validation.cannotBeSold' };

  const amount = checkAmount(draft.amount, ASSET_DECIMALS[draft.asset]);
  if ('problem' in amount) problems.amount = amount.problem;
  else if (rule) {
    const minimum = BigInt(rule.minimum);
    if (amount.units < minimum) problems.amount = { key: 'validation.minimumBuyBack', units: minimum };
    else if (amount.units > limits.available) problems.amount = { key: 'validation.insufficientBalance' };
  }

  if (!rule || 'problem' in amount || Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    units: amount.units,
    quote: quoteSale(amount.units, rule),
    request: { asset: draft.asset, amount: amount.units.toString() },
  };
}
