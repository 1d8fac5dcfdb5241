import { isChecksummedAddress } from '@colony/contract/address';
import { ASSET_DECIMALS, type Asset } from '@colony/contract/assets';
import type { ConfirmTransRequest, TransferRule } from '@colony/contract/money';
import { checkAmount, type FieldProblem } from '../../../lib/money/amount-check.ts';

export interface TransferDraft {
  to: string;
  asset: Asset;
  amount: string;
}

export interface TransferLimits {
  /** The member's own address: nobody transfers to themselves. */
  self: string | undefined;
  /** The asset's rule from the exchange index; absent means it cannot be transferred. */
  rule: TransferRule | undefined;
  /** The member's available balance of the asset, in base units. */
  available: bigint;
}

export type TransferCheck =
  | { ok: true; request: ConfirmTransRequest; units: bigint }
  | { ok: false; problems: Partial<Record<keyof TransferDraft, FieldProblem>> };

/**
 * The transfer form's checks, in the server's order and words (SPEC.md §5): the address is a
 * 20-byte hex value with a valid EIP-55 checksum (one case throughout has none), the asset is
 * transferable, the amount reaches the minimum and the available balance covers it.
 */
export function checkTransfer(draft: TransferDraft, limits: TransferLimits): TransferCheck {
  const problems: Partial<Record<keyof TransferDraft, FieldProblem>> = {};
  const to = draft.to.trim();
  if (to === '') problems.to = { key: 'validation.addressRequired' };
  else if (!isChecksummedAddress(to)) problems.to = { key: 'validation.addressInvalid' };
  else if (limits.self && to.toLowerCase() === limits.self.toLowerCase())
    problems.to = { key: 'validation.transferToSelf' };

  if (!limits.rule?.transferable) problems.asset = { key: 'validation.cannotTransfer' };

  const amount = checkAmount(draft.amount, ASSET_DECIMALS[draft.asset]);
  if ('problem' in amount) problems.amount = amount.problem;
  else if (limits.rule?.transferable) {
    const minimum = BigInt(limits.rule.minimum);
    if (amount.units < minimum) problems.amount = { key: 'validation.minimumTransfer', units: minimum };
    else if (amount.units > limits.available) problems.amount = { key: 'validation.insufficientBalance' };
  }

  if (Object.keys(problems).length > 0 || 'problem' in amount) return { ok: false, problems };
  return {
    ok: true,
    units: amount.units,
    request: { to, asset: draft.asset, amount: amount.units.toString() },
  };
}
