import type { StakingIncomeLine, StakingOrder } from '@colony/contract/staking';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';

/** One settled day's income: the day, what it paid, when, and the journal reference that paid it. */
function IncomeLine({ line, order }: { line: StakingIncomeLine; order: StakingOrder }) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  return (
    <div data-testid="income-line" data-day={line.day} className="flex items-center gap-3 py-3">
      <AssetBadge asset={order.rewardAsset} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium text-ink">{t('detail.incomeOf', { day: line.day })}</span>
        <span className="text-xs text-ink-muted">
          {t('detail.paidAt')} <DateTime value={line.paidAt} />
        </span>
      </div>
      <span
        data-testid="income-amount"
        className="shrink-0 text-sm font-semibold text-success tabular-nums"
        title={line.reference}
      >
        {format(line.amount, order.rewardAsset, { signed: true })} {order.rewardAsset}
      </span>
    </div>
  );
}

export function IncomeLines({
  order,
  lines,
  query,
}: {
  order: StakingOrder;
  lines: StakingIncomeLine[];
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
}) {
  const { t } = useTranslation('staking');
  return (
    <section
      aria-labelledby="income-title"
      data-testid="income-lines"
      className="panel rounded-2xl p-5 sm:p-6"
    >
      <h2 id="income-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('detail.incomeTitle')}
      </h2>
      <div className="mt-2">
        <InfiniteList
          items={lines}
          getKey={(line) => line.reference}
          renderItem={(line) => <IncomeLine line={line} order={order} />}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          isLoading={query.isPending}
          isError={query.isError}
          onRetry={query.refetch}
          className="divide-y divide-line"
          skeleton={<Skeleton className="h-40 w-full" />}
          emptyMessage={
            order.status === 'redeemed'
              ? t('detail.noIncomeRedeemed')
              : t('detail.noIncome', { day: order.firstIncomeDay })
          }
        />
      </div>
    </section>
  );
}
