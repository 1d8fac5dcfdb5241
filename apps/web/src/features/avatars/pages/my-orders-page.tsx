import type { Order } from '@colony/contract/avatars';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useOrderList } from '../api/get-order-list.ts';
import { CancelOrderDialog } from '../components/cancel-order-dialog.tsx';
import { MyAvatarsNav } from '../components/my-avatars-nav.tsx';
import { OrderRow } from '../components/order-row.tsx';
import { OrderStatusFilter } from '../components/order-status-filter.tsx';
import { orderStatusFromSearch, searchWithStatus } from '../order-status-param.ts';

function OrdersSkeleton() {
  return (
    <div data-testid="orders-loading" className="divide-y divide-line">
      {[0, 1, 2, 3].map((slot) => (
        <div key={slot} className="flex items-center gap-3 py-4">
          <Skeleton className="size-12 rounded-xl" />
          <div className="flex-1">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-2 h-3 w-1/2" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}

function Orders({ address }: { address: string }) {
  const [search, setSearch] = useSearchParams();
  const status = orderStatusFromSearch(search);
  const orders = useOrderList(address, status);
  const [cancelling, setCancelling] = useState<Order>();
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section data-testid="orders" className="panel rounded-2xl p-4 sm:p-6">
      <OrderStatusFilter
        value={status}
        onChange={(next) => setSearch(searchWithStatus(search, next), { replace: true })}
      />
      <div className="mt-2">
        <InfiniteList
          items={list}
          getKey={(order) => order.id}
          renderItem={(order) => <OrderRow address={address} order={order} onCancel={setCancelling} />}
          hasNextPage={orders.hasNextPage}
          isFetchingNextPage={orders.isFetchingNextPage}
          fetchNextPage={orders.fetchNextPage}
          isLoading={orders.isPending}
          isError={orders.isError}
          onRetry={() => void orders.refetch()}
          className="divide-y divide-line"
          skeleton={<OrdersSkeleton />}
        />
      </div>
      <CancelOrderDialog address={address} order={cancelling} onClose={() => setCancelling(undefined)} />
    </section>
  );
}

/** /myOrder: the member's avatar orders, filtered by status in the URL, and calling off those still open. */
export default function MyOrdersPage() {
  const { t } = useTranslation('avatars');
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.description')}>
        <MyAvatarsNav />
      </PageHeader>
      <Container className="py-8 sm:py-12">
        {address === undefined ? (
          <SignedOutPanel description={t('orders.signedOut')} data-testid="my-orders-signed-out" />
        ) : (
          <Orders key={address} address={address} />
        )}
      </Container>
    </>
  );
}
