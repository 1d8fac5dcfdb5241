import { ROUTES } from '@colony/contract/routes';
import type { StakingOrder } from '@colony/contract/staking';
import { Link, useSearchParams } from 'react-router';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useStakingOrders } from '../api/get-staking-orders.ts';
import { ORDER_TABS, type OrderTab, orderTabFromSearch, searchWithOrderTab } from '../rules/order-tabs.ts';
import { AssetPair } from './asset-pair.tsx';
import { Figure } from './figure.tsx';
import { OrderStatusPill } from './order-status-pill.tsx';

export const detailPath = (id: string) => `${ROUTES.stakingDetail}?id=${encodeURIComponent(id)}`;

function OrderRow({ order }: { order: StakingOrder }) {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  return (
    <Link
      to={detailPath(order.id)}
      data-testid="staking-order"
      data-id={order.id}
      className="flex flex-col gap-4 rounded-xl border border-line bg-space-900/60 p-4 transition hover:border-plasma/50 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AssetPair asset={order.asset} rewardAsset={order.rewardAsset} />
        <OrderStatusPill status={order.status} />
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label={t('order.amount')}>
          {format(order.amount, order.asset)} <span className="text-ink-muted">{order.asset}</span>
        </Figure>
        <Figure
          label={t('order.income')}
          hint={t('order.incomeDays', { days: order.incomeDays, term: order.termDays })}
        >
          {format(order.incomeTotal, order.rewardAsset)}{' '}
          <span className="text-ink-muted">{order.rewardAsset}</span>
        </Figure>
        <Figure label={t('order.stakedAt')}>
          <DateTime value={order.createdAt} className="text-sm" />
        </Figure>
        <Figure label={order.status === 'earning' ? t('order.maturesIn') : t('order.maturedAt')}>
          {order.status === 'earning' ? (
            <Countdown to={order.maturesAt} className="text-sm" />
          ) : (
            <DateTime value={order.maturesAt} className="text-sm" />
          )}
        </Figure>
      </dl>
    </Link>
  );
}

function OrdersSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-36 w-full rounded-xl" />
      ))}
    </div>
  );
}

function OrdersOfTab({ address, tab }: { address: string; tab: OrderTab }) {
  const { t } = useTranslation('staking');
  const orders = useStakingOrders(address, tab === 'all' ? undefined : tab);
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <InfiniteList
      items={list}
      getKey={(order) => order.id}
      renderItem={(order) => <OrderRow order={order} />}
      hasNextPage={orders.hasNextPage}
      isFetchingNextPage={orders.isFetchingNextPage}
      fetchNextPage={orders.fetchNextPage}
      isLoading={orders.isPending}
      isError={orders.isError}
      onRetry={() => void orders.refetch()}
      skeleton={<OrdersSkeleton />}
      emptyMessage={t(`orders.empty.${tab}`)}
      className="flex flex-col gap-3"
    />
  );
}

/** The member's orders under status tabs kept in the URL (`?status=earning`), loading more as they scroll. */
export function OrderList({ address }: { address: string }) {
  const { t } = useTranslation('staking');
  const [search, setSearch] = useSearchParams();
  const tab = orderTabFromSearch(search);
  return (
    <section aria-labelledby="orders-title" data-testid="staking-orders" className="flex flex-col gap-4">
      <h2 id="orders-title" className="text-xl font-semibold text-ink">
        {t('orders.title')}
      </h2>
      <Tabs
        ariaLabel={t('orders.tabsLabel')}
        value={tab}
        onValueChange={(next) => setSearch(searchWithOrderTab(search, next as OrderTab), { replace: true })}
        items={ORDER_TABS.map((value) => ({ value, label: t(`orders.tabs.${value}`) }))}
      >
        <div className="mt-4">
          <OrdersOfTab address={address} tab={tab} />
        </div>
      </Tabs>
    </section>
  );
}
