import { useQuery } from '@tanstack/react-query';
import { useWhenIdle } from '../../../components/ui/use-when-idle.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { depositInfoQueryOptions } from '../../../lib/money/get-deposit-info.ts';

/**
 * "Demo chain", quietly, while the server runs on the local development chain (its deposit info
 * marks the chain): balances there are test tokens. Asked once the page is idle, never before the
 * first paint; the recharge and withdraw dialogs share the answer.
 */
export function DemoChainBadge() {
  const { t } = useTranslation('common');
  const idle = useWhenIdle();
  const { data } = useQuery({ ...depositInfoQueryOptions, enabled: idle });
  if (!data?.chains.some((chain) => chain.devChain)) return null;
  const explanation = t('demoChain.explanation');
  return (
    <span
      data-testid="demo-chain-badge"
      title={explanation}
      className="inline-flex items-center gap-1.5 self-start rounded-full border border-nova/35 bg-nova/10 px-2.5 py-0.5 text-xs font-semibold text-nova sm:self-auto"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-nova" />
      {t('demoChain.label')}
      <span className="sr-only">{`: ${explanation}`}</span>
    </span>
  );
}
