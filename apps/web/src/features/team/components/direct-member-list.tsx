import type { DirectMember } from '@colony/contract/team';
import { Link } from 'react-router';
import { StatusPill } from '../../../components/money/status-pill.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useUsdFormat } from '../../../lib/money/format-usd.ts';
import { useTeamLists } from '../api/get-team-lists.ts';
import { memberDetailsPath } from '../rules/member-address-param.ts';

function MemberCard({ member }: { member: DirectMember }) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  return (
    <Link
      to={memberDetailsPath(member.address)}
      data-testid="direct-member"
      aria-label={t('members.open', { address: member.address })}
      className="panel flex h-full flex-col gap-3 rounded-xl p-4 transition hover:border-plasma/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plasma"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ShortAddress address={member.address} className="text-sm font-semibold text-ink" />
        <span className="flex flex-wrap gap-1.5">
          {member.starLevel > 0 ? (
            <StatusPill tone="pending">{t('star.level', { level: member.starLevel })}</StatusPill>
          ) : null}
          <StatusPill tone={member.effective ? 'success' : 'neutral'}>
            {member.effective ? t('members.effective') : t('members.notEffective')}
          </StatusPill>
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('members.personal')}</dt>
          <dd className="font-medium text-ink tabular-nums">{usd(member.personalPerformance)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('members.leg')}</dt>
          <dd data-testid="direct-member-leg" className="font-medium text-ink tabular-nums">
            {usd(member.legPerformance)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('members.teamSize')}</dt>
          <dd className="font-medium text-ink tabular-nums">{member.teamSize}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('members.teamPerformance')}</dt>
          <dd className="font-medium text-ink tabular-nums">{usd(member.teamPerformance)}</dd>
        </div>
      </dl>
      <p className="mt-auto text-xs text-ink-muted">
        {t('members.joined')} <DateTime value={member.joinedAt} />
      </p>
    </Link>
  );
}

/** A member's direct members, newest first, page after page; each leads to their own figures. */
export function DirectMemberList({ address, member }: { address: string; member?: string }) {
  const { t } = useTranslation('team');
  const lists = useTeamLists(address, member);
  const items = lists.data?.pages.flatMap((page) => page.list) ?? [];
  const total = lists.data?.pages[0]?.total;
  return (
    <section aria-labelledby="members-title" data-testid="direct-members" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="members-title" className="text-xl font-semibold text-ink">
          {t('members.title')}
        </h2>
        {total !== undefined ? (
          <p data-testid="direct-members-total" className="text-sm text-ink-muted">
            {t('members.total', { count: total })}
          </p>
        ) : null}
      </div>
      <InfiniteList
        items={items}
        getKey={(item) => item.address}
        renderItem={(item) => <MemberCard member={item} />}
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        hasNextPage={lists.hasNextPage}
        isFetchingNextPage={lists.isFetchingNextPage}
        fetchNextPage={lists.fetchNextPage}
        isLoading={lists.isPending}
        isError={lists.isError}
        onRetry={() => void lists.refetch()}
        skeleton={
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-40 w-full rounded-xl" />
            ))}
          </div>
        }
      />
    </section>
  );
}
