import { AmountField } from '../../../components/money/amount-field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { FieldProblem } from '../../../lib/money/amount-check.ts';
import { amountInputValue } from '../../../lib/money/format-amount.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import type { StakeBounds } from '../rules/stake-rules.ts';
import { useStakeProblemText } from './use-stake-problem-text.ts';

/** The amount staked in a plan or a pool: the balance it comes from, its bounds, what is wrong with it. */
export function StakeAmountField({
  name,
  label,
  bounds,
  available,
  value,
  onChange,
  problem,
}: {
  name: string;
  label: string;
  bounds: StakeBounds;
  available: bigint;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the member has tried to continue. */
  problem: FieldProblem | undefined;
}) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  const problemText = useStakeProblemText();
  return (
    <AmountField
      name={name}
      label={label}
      asset={bounds.asset}
      value={value}
      onChange={onChange}
      available={{
        text: format(available, bounds.asset),
        input: amountInputValue(available, bounds.asset),
      }}
      error={problemText(problem, bounds)}
      hint={t('plans.range', {
        min: format(bounds.minimum, bounds.asset),
        max: format(bounds.maximum, bounds.asset),
        asset: bounds.asset,
      })}
    />
  );
}
