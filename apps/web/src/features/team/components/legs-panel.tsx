import type { TeamLeg } from '@colony/contract/team';
import { Link } from 'react-router';
import { StatusPill } from '../../../components/money/status-pill.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { progressPercent } from '../../../lib/format/progress-percent.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { unitsOf } from '../../../lib/money/format-amount.ts';
import { useUsdFormat } from '../../../lib/money/format-usd.ts';
import { useTeamGroup } from '../api/get-team-group.ts';
import { memberDetailsPath } from '../rules/member-address-param.ts';

function LegRow({ leg, teamPerformance }: { leg: TeamLeg; teamPerformance: string }) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  const share = progressPercent(unitsOf(leg.performance) ?? 0n, unitsOf(teamPerformance) ?? 0n);
  return (
    <div
      data-testid="team-leg"
      data-largest={leg.largest}
      className={cx(
        'flex h-full flex-col gap-1.5 rounded-xl border px-4 py-3',
        leg.largest ? 'border-nova/40 bg-nova/[0.05]' : 'border-line bg-space-950/40',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="flex min-w-0 items-center gap-2">
          <Link
            to={memberDetailsPath(leg.address)}
            className="text-sm font-medium text-ink hover:text-plasma hover:underline"
            aria-label={t('legs.open', { address: leg.address })}
          >
            <ShortAddress address={leg.address} />
          </Link>
          {leg.largest ? <StatusPill tone="pending">{t('legs.largest')}</StatusPill> : null}
        </span>
        <span data-testid="leg-performance" className="text-sm font-semibold text-ink tabular-nums">
          {usd(leg.performance)}
        </span>
      </div>
      <span className="text-xs text-ink-muted">
        {t('legs.size', { count: leg.size, effective: leg.effectiveCount })}
      </span>
      <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-space-700">
        <div
          className={cx('h-full rounded-full', leg.largest ? 'bg-nova' : 'bg-plasma')}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The member's legs, heaviest first, with the largest marked: the small zone is the team without
 * it, and the star levels and elite tiers count the small zone.
 */
export function LegsPanel({ address, className }: { address: string; className?: string }) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  const group = useTeamGroup(address);
  const first = group.data?.pages[0];
  const legs = group.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section
      aria-labelledby="legs-title"
      data-testid="legs-panel"
      className={cx('panel flex flex-col gap-4 rounded-2xl p-5 sm:p-6', className)}
    >
      <div>
        <h2 id="legs-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
          {t('legs.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('legs.description')}</p>
      </div>
      {first ? (
        <p
          data-testid="small-zone-sum"
          className="rounded-xl border border-line bg-space-950/50 px-4 py-3 text-sm text-ink tabular-nums"
        >
          {t('legs.sum', {
            team: usd(first.teamPerformance),
            largest: usd(first.largestLegPerformance),
            smallZone: usd(first.smallZonePerformance),
          })}
        </p>
      ) : null}
      <InfiniteList
        items={legs}
        getKey={(leg) => leg.address}
        renderItem={(leg) => <LegRow leg={leg} teamPerformance={first?.teamPerformance ?? '0'} />}
        className="grid gap-2 sm:grid-cols-2"
        itemClassName={(leg) => (leg.largest ? 'sm:col-span-2' : undefined)}
        hasNextPage={group.hasNextPage}
        isFetchingNextPage={group.isFetchingNextPage}
        fetchNextPage={group.fetchNextPage}
        isLoading={group.isPending}
        isError={group.isError}
        onRetry={() => void group.refetch()}
        emptyMessage={t('legs.empty')}
        skeleton={
          <div className="grid gap-2 sm:grid-cols-2">
            <Skeleton className="h-18 w-full rounded-xl sm:col-span-2" />
            <Skeleton className="h-18 w-full rounded-xl" />
            <Skeleton className="h-18 w-full rounded-xl" />
          </div>
        }
      />
    </section>
  );
}
