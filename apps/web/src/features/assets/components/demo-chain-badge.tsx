import { useDevChain } from '../../../components/money/use-dev-chain.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** "Demo chain", quietly, while the server runs on the local development chain: balances there are test tokens. */
export function DemoChainBadge() {
  const { t } = useTranslation('common');
  if (!useDevChain()) return null;
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
