import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PollInfo } from '../api/get-poll-info.ts';
import { shareOf } from '../results.ts';
import { usePowerFormat, useShareFormat } from '../use-power-format.ts';

/** Each choice with its power, share of the power cast and number of votes, as bars; the lead marked. */
export function ResultsPanel({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  const formatPower = usePowerFormat();
  const formatShare = useShareFormat();
  const cast = info.quorum.cast;
  const winner = info.result === 'passed' ? info.leading?.choice : undefined;
  return (
    <section aria-labelledby="results-title" className="panel rounded-2xl p-5 sm:p-6" data-testid="results">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="results-title" className="text-lg font-semibold text-ink">
          {t('results.title')}
        </h2>
        <span className="text-xs text-ink-muted tabular-nums">{t('card.votes', { count: info.votes })}</span>
      </div>
      <ol className="mt-5 flex flex-col gap-4">
        {info.choices.map((choice) => {
          const share = shareOf(choice.power, cast);
          const leading = info.leading?.choice === choice.choice;
          return (
            <li key={choice.choice} data-testid="result-choice" data-choice={choice.choice}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-ink">
                  <span className={cx('break-words', leading && 'font-semibold')}>{choice.label}</span>
                  {choice.choice === winner ? (
                    <span className="rounded-full bg-success/15 px-2 py-0.5 text-[0.65rem] font-semibold text-success">
                      {t('results.winner')}
                    </span>
                  ) : leading && info.status !== 'closed' ? (
                    <span className="rounded-full bg-plasma/15 px-2 py-0.5 text-[0.65rem] font-semibold text-plasma">
                      {t('results.leading')}
                    </span>
                  ) : null}
                  {choice.choice === info.rejectChoice ? (
                    <span className="text-[0.65rem] text-ink-faint">{t('results.rejects')}</span>
                  ) : null}
                  {choice.choice === info.abstainChoice ? (
                    <span className="text-[0.65rem] text-ink-faint">{t('results.abstains')}</span>
                  ) : null}
                </span>
                <span
                  className="shrink-0 text-sm font-semibold text-ink tabular-nums"
                  data-testid="result-share"
                >
                  {formatShare(share)}
                </span>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-space-700">
                <div
                  className={cx(
                    'h-full rounded-full transition-[width] duration-500',
                    choice.choice === winner ? 'bg-success' : leading ? 'bg-plasma' : 'bg-nebula/70',
                  )}
                  style={{ width: `${share * 100}%` }}
                />
              </div>
              <p className="mt-1.5 text-xs text-ink-muted tabular-nums" data-testid="result-power">
                {t('results.powerAndVotes', { power: formatPower(choice.power), count: choice.votes })}
              </p>
            </li>
          );
        })}
      </ol>
      {info.votingType === 'approval' ? (
        <p className="mt-4 text-xs text-ink-faint">{t('results.approvalNote')}</p>
      ) : null}
    </section>
  );
}
