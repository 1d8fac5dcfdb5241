import type { TeamXingResponse } from '@colony/contract/team';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { unitsOf } from '../../../lib/money/format-amount.ts';
import { useUsdFormat } from '../../../lib/money/format-usd.ts';
import { useTeamXing } from '../api/get-team-xing.ts';
import { StarIcons } from './star-icons.tsx';

function Requirement({
  label,
  current,
  required,
  met,
  text,
  testId,
}: {
  label: string;
  current: string;
  required: string;
  met: boolean;
  text: string;
  testId: string;
}) {
  const { t } = useTranslation('team');
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="text-ink">{label}</span>
        <span className="text-ink-muted tabular-nums">{text}</span>
      </div>
      <ProgressBar
        label={label}
        current={unitsOf(current) ?? 0n}
        required={unitsOf(required) ?? 0n}
        valueText={`${text} · ${met ? t('star.met') : t('star.notMet')}`}
      />
      <span className={met ? 'text-xs font-medium text-success' : 'text-xs text-ink-muted'}>
        {met ? t('star.met') : t('star.notMet')}
      </span>
    </div>
  );
}

function StarLevel({ xing, onSettled }: { xing: TeamXingResponse; onSettled: () => void }) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  const top = xing.levels.reduce((max, rule) => Math.max(max, rule.level), 0);
  const count = (value: string) => formatNumber(value, { locale: currentLocale() }) ?? value;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p data-testid="star-level" className="text-3xl font-bold text-ink">
          {xing.starLevel > 0 ? t('star.level', { level: xing.starLevel }) : t('star.none')}
        </p>
        <StarIcons level={xing.starLevel} of={top} />
      </div>
      {xing.reachedLevel !== xing.starLevel ? (
        <p
          data-testid="star-reached"
          className="rounded-lg border border-nova/30 bg-nova/[0.06] px-3 py-2 text-sm text-ink"
        >
          {t('star.reached', { level: xing.reachedLevel })}
        </p>
      ) : null}
      {xing.next ? (
        <div className="flex flex-col gap-4" data-testid="star-next">
          <p className="text-sm text-ink-muted">{t('star.next', { level: xing.next.level })}</p>
          <Requirement
            testId="star-requirement-small-zone"
            label={t('star.smallZone')}
            current={xing.next.smallZonePerformance.current}
            required={xing.next.smallZonePerformance.required}
            met={xing.next.smallZonePerformance.met}
            text={t('star.progress', {
              current: usd(xing.next.smallZonePerformance.current, 0),
              required: usd(xing.next.smallZonePerformance.required, 0),
            })}
          />
          <Requirement
            testId="star-requirement-direct"
            label={t('star.directEffective')}
            current={xing.next.directEffective.current}
            required={xing.next.directEffective.required}
            met={xing.next.directEffective.met}
            text={t('star.progress', {
              current: count(xing.next.directEffective.current),
              required: count(xing.next.directEffective.required),
            })}
          />
        </div>
      ) : (
        <p data-testid="star-top" className="text-sm text-ink-muted">
          {t('star.top')}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
        {t('star.settlement')} <Countdown to={xing.nextSettlementAt} onEnd={onSettled} className="text-xs" />
      </p>
    </>
  );
}

/** The member's star level, the level their live figures reach, and both requirements of the next. */
export function StarLevelPanel({ address }: { address: string }) {
  const { t } = useTranslation('team');
  const xing = useTeamXing(address);
  return (
    <section
      aria-labelledby="star-title"
      aria-busy={xing.isPending || undefined}
      data-testid="star-panel"
      className="panel flex flex-col gap-5 rounded-2xl p-5 sm:p-6"
    >
      <h2 id="star-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('star.title')}
      </h2>
      {xing.data ? (
        <StarLevel xing={xing.data} onSettled={() => void xing.refetch()} />
      ) : xing.isError ? (
        <ErrorState message={userMessageOf(xing.error)?.text} onRetry={() => void xing.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-2 w-full" />
        </div>
      )}
    </section>
  );
}
