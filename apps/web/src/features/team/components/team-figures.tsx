import type { TeamFigures as Figures } from '@colony/contract/team';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useUsdFormat } from '../../../lib/money/format-usd.ts';
import { FigureTile } from './figure-tile.tsx';

const count = (value: number) => formatNumber(value, { locale: currentLocale() }) ?? String(value);

/**
 * A member's team in figures: size, direct and effective members, personal, team and small-zone
 * performance, and today's; `income` adds the team income received (the member's own page only).
 */
export function TeamFigures({ figures, income = false }: { figures: Figures; income?: boolean }) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  return (
    <section
      aria-labelledby="team-figures-title"
      data-testid="team-figures"
      className="panel rounded-2xl p-4 sm:p-6"
    >
      <h2 id="team-figures-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('figures.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        <FigureTile label={t('figures.teamSize')} data-testid="figure-team-size" accent>
          {count(figures.teamSize)}
        </FigureTile>
        <FigureTile
          label={t('figures.direct')}
          data-testid="figure-direct"
          hint={t('figures.directEffective', { count: figures.directEffectiveCount })}
        >
          {count(figures.directCount)}
        </FigureTile>
        <FigureTile label={t('figures.effective')} data-testid="figure-effective">
          {count(figures.effectiveCount)}
        </FigureTile>
        <FigureTile label={t('figures.personal')} data-testid="figure-personal">
          {usd(figures.personalPerformance)}
        </FigureTile>
        <FigureTile label={t('figures.team')} data-testid="figure-team-performance">
          {usd(figures.teamPerformance)}
        </FigureTile>
        <FigureTile
          label={t('figures.smallZone')}
          data-testid="figure-small-zone"
          hint={t('figures.largestLeg', { amount: usd(figures.largestLegPerformance) })}
        >
          {usd(figures.smallZonePerformance)}
        </FigureTile>
        {income ? (
          <FigureTile
            label={t('figures.income')}
            data-testid="figure-income"
            accent
            className="col-span-2 md:col-span-3 xl:col-span-2"
          >
            {usd(figures.teamIncomeTotal)}
          </FigureTile>
        ) : null}
      </dl>
      <h3 className="mt-6 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('figures.today', { day: figures.today })}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <FigureTile
          label={t('figures.todayPerformance')}
          data-testid="figure-today-performance"
          className="col-span-2 sm:col-span-1"
        >
          {usd(figures.todayPerformance)}
        </FigureTile>
        <FigureTile label={t('figures.todayNewMembers')} data-testid="figure-today-members">
          {count(figures.todayNewMembers)}
        </FigureTile>
        <FigureTile label={t('figures.todayNewEffective')} data-testid="figure-today-effective">
          {count(figures.todayNewEffective)}
        </FigureTile>
      </dl>
    </section>
  );
}

export function TeamFiguresSkeleton() {
  return (
    <div aria-hidden="true" className="panel rounded-2xl p-5 sm:p-6">
      <Skeleton className="h-4 w-32" />
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2, 3, 4, 5, 6].map((index) => (
          <Skeleton key={index} className="h-22 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
