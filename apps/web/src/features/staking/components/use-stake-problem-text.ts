import type { Asset } from '@colony/contract/assets';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { FieldProblem } from '../../../lib/money/amount-check.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useProblemText } from '../../../lib/money/use-problem-text.ts';

/** The message of a stake's amount problem; a minimum or maximum is written in the asset. */
export function useStakeProblemText() {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  const problemText = useProblemText('staking');
  return (problem: FieldProblem | undefined, bounds: { asset: Asset }): string | undefined => {
    if (problem?.key === 'validation.aboveMaximum' && problem.units !== undefined)
      return t('validation.aboveMaximum', {
        max: `${format(problem.units, bounds.asset, { maximumFractionDigits: 18 })} ${bounds.asset}`,
      });
    return problemText(problem, bounds.asset);
  };
}
