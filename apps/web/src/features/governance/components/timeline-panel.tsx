import { cx } from '../../../components/ui/class-names.ts';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PollInfo } from '../api/get-poll-info.ts';

/** Created, voting opens, power counted, voting closes (or cancelled), result: done steps lit. */
export function TimelinePanel({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  return (
    <section aria-labelledby="timeline-title" className="panel rounded-2xl p-5 sm:p-6" data-testid="timeline">
      <h2 id="timeline-title" className="text-lg font-semibold text-ink">
        {t('timeline.title')}
      </h2>
      <ol className="mt-5 flex flex-col">
        {info.timeline.map((step, index) => {
          const last = index === info.timeline.length - 1;
          return (
            <li
              key={step.event}
              className="relative flex gap-4 pb-5 last:pb-0"
              data-testid="timeline-step"
              data-event={step.event}
              data-done={step.done}
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={cx(
                    'absolute top-4 left-[0.4375rem] h-full w-px',
                    step.done ? 'bg-plasma/50' : 'bg-line',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cx(
                  'relative mt-1 size-3.5 shrink-0 rounded-full border-2',
                  step.done ? 'border-plasma bg-plasma' : 'border-line-strong bg-space-900',
                )}
              />
              <div className="min-w-0">
                <p className={cx('text-sm', step.done ? 'text-ink' : 'text-ink-muted')}>
                  {step.event === 'result' && info.result
                    ? t('timeline.resultIs', { result: t(`result.${info.result}`) })
                    : t(`timeline.${step.event}`)}
                </p>
                <p className="mt-0.5 text-xs text-ink-muted">
                  {step.at ? <DateTime value={step.at} /> : t('timeline.whenClosed')}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {info.cancelReason ? (
        <p className="mt-4 rounded-lg border border-line bg-space-950/50 px-3 py-2 text-xs text-ink-muted">
          {t('timeline.cancelReason', { reason: info.cancelReason })}
        </p>
      ) : null}
    </section>
  );
}
