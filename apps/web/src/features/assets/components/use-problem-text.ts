import type { Asset } from '@colony/contract/assets';
import { useTranslation } from 'react-i18next';
import { useAmountFormat } from '../hooks/use-amount-format.ts';
import type { FieldProblem } from '../rules/amount-check.ts';

/** The translated message of a form problem; a minimum it names is written in the field's asset. */
export function useProblemText() {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  return (problem: FieldProblem | undefined, asset: Asset): string | undefined => {
    if (!problem) return undefined;
    const min =
      problem.units === undefined
        ? undefined
        : `${format(problem.units, asset, { maximumFractionDigits: 18 })} ${asset}`;
    return t(problem.key, { ...problem.values, ...(min === undefined ? {} : { min }) });
  };
}
