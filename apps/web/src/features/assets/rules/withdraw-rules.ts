import { ASSET_DECIMALS } from '@colony/contract/assets';
import type { AllowedChainId } from '@colony/contract/constants';
import type { WithdrawalRule, WithdrawRequest } from '@colony/contract/money';
import { checkAmount, type FieldProblem } from '../../../lib/money/amount-check.ts';

export type WithdrawAsset = WithdrawalRule['asset'];

export interface WithdrawDraft {
  asset: WithdrawAsset;
  amount: string;
  chainId: AllowedChainId;
}

export interface WithdrawLimits {
  /** The asset's rule from the exchange index; absent means it cannot be withdrawn. */
  rule: WithdrawalRule | undefined;
  available: bigint;
}

export type WithdrawCheck =
  | { ok: true; request: WithdrawRequest; units: bigint; fee: bigint; received: bigint }
  | { ok: false; problems: Partial<Record<keyof WithdrawDraft, FieldProblem>> };

/** What a withdrawal sends to the wallet: the amount less the fee the colony keeps for gas. */
export function withdrawalReceived(units: bigint, rule: WithdrawalRule): bigint {
  const received = units - BigInt(rule.fee);
  return received > 0n ? received : 0n;
}

/** The withdraw form's checks: a withdrawable asset, an amount at least the minimum and above the fee, covered by the balance. */
export function checkWithdraw(draft: WithdrawDraft, limits: WithdrawLimits): WithdrawCheck {
  const problems: Partial<Record<keyof WithdrawDraft, FieldProblem>> = {};
  const { rule } = limits;
  if (!rule) problems.asset = { key: 'validation.cannotWithdraw', values: { asset: draft.asset } };

  const amount = checkAmount(draft.amount, ASSET_DECIMALS[draft.asset]);
  if ('problem' in amount) problems.amount = amount.problem;
  else if (rule) {
    const minimum = BigInt(rule.minimum);
    const fee = BigInt(rule.fee);
    if (amount.units < minimum) problems.amount = { key: 'validation.minimumWithdrawal', units: minimum };
    else if (amount.units <= fee) problems.amount = { key: 'validation.amountNotAboveFee', units: fee };
    else if (amount.units > limits.available) problems.amount = { key: 'validation.insufficientBalance' };
  }

  if (!rule || 'problem' in amount || Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    units: amount.units,
    fee: BigInt(rule.fee),
    received: withdrawalReceived(amount.units, rule),
    request: { asset: draft.asset, amount: amount.units.toString(), chainId: draft.chainId },
  };
}
