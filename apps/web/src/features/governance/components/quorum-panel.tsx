import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PollInfo } from '../api/get-poll-info.ts';
import { usePowerFormat, useShareFormat } from '../use-power-format.ts';
import { QuorumBar } from './quorum-bar.tsx';

/** The quorum: its rule, the power cast against the power needed, and whether it is reached. */
export function QuorumPanel({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  const formatPower = usePowerFormat();
  const formatShare = useShareFormat();
  const { quorum } = info;
  return (
    <section aria-labelledby="quorum-title" className="panel rounded-2xl p-5 sm:p-6" data-testid="quorum">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="quorum-title" className="text-lg font-semibold text-ink">
          {t('quorum.title')}
        </h2>
        {quorum.required !== null ? (
          <span className={quorum.reached ? 'text-xs font-semibold text-success' : 'text-xs text-nova'}>
            {quorum.reached ? t('quorum.reached') : t('quorum.notReached')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {t('quorum.rule', { percent: formatShare(quorum.bps / 10_000) })}
      </p>
      <QuorumBar quorum={quorum} className="mt-4 h-2" />
      <p className="mt-2 text-xs text-ink-muted tabular-nums" data-testid="quorum-progress">
        {quorum.required === null
          ? t('quorum.pending')
          : t('quorum.progress', { cast: formatPower(quorum.cast), required: formatPower(quorum.required) })}
      </p>
    </section>
  );
}
