import { parseAmount } from './parse-amount.ts';

/** A reason a form field is refused: a key of the feature's namespace or of `money`, and what it names. */
export interface FieldProblem {
  key: string;
  /** Base units the message names (a minimum), formatted by the form in the field's asset. */
  units?: bigint;
  /** Other values of the message. */
  values?: Record<string, string | number>;
}

export type AmountCheck = { problem: FieldProblem } | { units: bigint };

/** An amount typed in whole units, read exactly: present, well-formed, positive, not too precise. */
export function checkAmount(text: string, decimals: number): AmountCheck {
  const parsed = parseAmount(text, decimals);
  switch (parsed.kind) {
    case 'empty':
      return { problem: { key: 'validation.amountRequired' } };
    case 'invalid':
      return { problem: { key: 'validation.amountInvalid' } };
    case 'tooPrecise':
      return { problem: { key: 'validation.amountTooPrecise', values: { decimals: parsed.decimals } } };
    case 'amount':
      return parsed.units > 0n ? { units: parsed.units } : { problem: { key: 'validation.amountZero' } };
  }
}
