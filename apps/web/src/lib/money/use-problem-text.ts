import type { Asset } from '@colony/contract/assets';
import type { Namespace } from '../i18n/namespaces.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { FieldProblem } from './amount-check.ts';
import { useAmountFormat } from './use-amount-format.ts';

/**
 * The translated message of a form problem; a minimum it names is written in the field's asset.
 * Keys are looked up in the feature's `namespace` first, then in `money` (the shared checks').
 */
export function useProblemText(namespace: Namespace) {
  const { t } = useTranslation([namespace, 'money']);
  const format = useAmountFormat();
  return (problem: FieldProblem | undefined, asset: Asset): string | undefined => {
    if (!problem) return undefined;
    const min =
      problem.units === undefined
        ? undefined
        : `${format(problem.units, asset, { maximumFractionDigits: 18 })} ${asset}`;
    return t(problem.key, {
      ...problem.values,
      ...(min === undefined ? {} : { min }),
      ns: [namespace, 'money'],
    });
  };
}
