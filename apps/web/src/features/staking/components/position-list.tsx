import type { PoolPosition } from '@colony/contract/pools';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { usePositions } from '../api/get-positions.ts';
import { AssetPair } from './asset-pair.tsx';
import { Figure } from './figure.tsx';

const TONE: Record<PoolPosition['status'], PillTone> = { active: 'info', returned: 'neutral' };

function PositionRow({ position }: { position: PoolPosition }) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  return (
    <article
      data-testid="pool-position"
      data-pool={position.poolId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-space-900/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <span className="text-sm font-semibold text-ink">
            {t(`pools.types.${position.type}`, { asset: position.asset })}
          </span>
          <AssetPair asset={position.asset} rewardAsset={position.rewardAsset} />
        </div>
        <span data-testid="position-status" data-status={position.status}>
          <StatusPill tone={TONE[position.status]}>{t(`positions.statuses.${position.status}`)}</StatusPill>
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label={t('positions.amount')} data-testid="position-amount">
          {format(position.amount, position.asset)} <span className="text-ink-muted">{position.asset}</span>
        </Figure>
        <Figure
          label={t('positions.produced')}
          data-testid="position-produced"
          hint={position.rewardDays > 0 ? t('positions.days', { days: position.rewardDays }) : undefined}
        >
          {format(position.rewardsPaid, position.rewardAsset)}{' '}
          <span className="text-ink-muted">{position.rewardAsset}</span>
        </Figure>
        <Figure label={t('positions.joined')}>
          <DateTime value={position.joinedAt} className="text-sm" />
        </Figure>
        <Figure label={position.status === 'active' ? t('positions.unlocksIn') : t('positions.returnedAt')}>
          {position.status === 'active' ? (
            <Countdown to={position.unlocksAt} className="text-sm" />
          ) : position.returnedAt ? (
            <DateTime value={position.returnedAt} className="text-sm" />
          ) : null}
        </Figure>
      </dl>
    </article>
  );
}

/** The member's pool positions, newest first, loading more as they scroll. */
export function PositionList({ address }: { address: string }) {
  const { t } = useTranslation('staking');
  const positions = usePositions(address);
  const list = positions.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <InfiniteList
      items={list}
      getKey={(position) => position.id}
      renderItem={(position) => <PositionRow position={position} />}
      hasNextPage={positions.hasNextPage}
      isFetchingNextPage={positions.isFetchingNextPage}
      fetchNextPage={positions.fetchNextPage}
      isLoading={positions.isPending}
      isError={positions.isError}
      onRetry={() => void positions.refetch()}
      skeleton={<Skeleton className="h-40 w-full rounded-xl" />}
      emptyMessage={t('positions.empty')}
      className="flex flex-col gap-3"
    />
  );
}
