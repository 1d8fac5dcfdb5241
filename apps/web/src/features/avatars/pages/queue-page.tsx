import type { Order } from '@colony/contract/avatars';
import { QUEUE_RETENTION_DAYS } from '@colony/contract/constants';
import { useState } from 'react';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useQueueEntries } from '../api/get-order-list.ts';
import { CancelOrderDialog } from '../components/cancel-order-dialog.tsx';
import { EmptyHoldings } from '../components/empty-holdings.tsx';
import { MyAvatarsNav } from '../components/my-avatars-nav.tsx';
import { QueueEntryCard } from '../components/queue-entry-card.tsx';

function QueueSkeleton() {
  return (
    <div data-testid="queue-loading" className="grid gap-4 xl:grid-cols-2">
      {[0, 1].map((slot) => (
        <div key={slot} aria-hidden="true" className="panel rounded-2xl p-5">
          <div className="flex gap-4">
            <Skeleton className="size-16 shrink-0 rounded-2xl sm:size-20" />
            <div className="flex-1">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="mt-2 h-5 w-2/3" />
              <Skeleton className="mt-2 h-3 w-1/2" />
            </div>
          </div>
          <div className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[0, 1, 2, 3].map((figure) => (
              <Skeleton key={figure} className="h-16 rounded-xl" />
            ))}
          </div>
          <Skeleton className="mt-5 h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

function QueueRules() {
  const { t } = useTranslation('avatars');
  return (
    <aside aria-labelledby="queue-rules" className="panel rounded-2xl p-5 sm:p-6">
      <h2 id="queue-rules" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('queuePage.rules.title')}
      </h2>
      <ol className="mt-4 flex flex-col gap-3 text-sm text-ink-muted">
        {[
          t('queuePage.rules.served'),
          t('queuePage.rules.frozen'),
          t('queuePage.rules.expiry', { days: QUEUE_RETENTION_DAYS }),
          t('queuePage.rules.leave'),
        ].map((rule, index) => (
          <li key={rule} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full border border-plasma/40 text-xs font-semibold text-plasma"
            >
              {index + 1}
            </span>
            <span>{rule}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}

function QueueEntries({ address }: { address: string }) {
  const { t } = useTranslation('avatars');
  const entries = useQueueEntries(address);
  const [leaving, setLeaving] = useState<Order>();
  // A settlement may have served or expired an entry since the list was read: only queued ones are shown.
  const list = (entries.data?.pages.flatMap((page) => page.list) ?? []).filter(
    (order) => order.status === 'queued' && order.queue !== null,
  );
  const loaded = !entries.isPending && !entries.isError;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="queue-entries" data-testid="queue-entries" className="min-w-0">
        <h2 id="queue-entries" className="sr-only">
          {t('queuePage.listTitle')}
        </h2>
        {loaded && list.length === 0 && !entries.hasNextPage ? (
          <EmptyHoldings
            title={t('queuePage.empty.title')}
            description={t('queuePage.empty.description')}
            action={t('queuePage.empty.action')}
            testId="queue-empty"
          />
        ) : (
          <InfiniteList
            items={list}
            getKey={(order) => order.id}
            renderItem={(order) =>
              order.queue ? (
                <QueueEntryCard
                  order={order}
                  place={order.queue}
                  onLeave={() => setLeaving(order)}
                  onExpired={() => void entries.refetch()}
                />
              ) : null
            }
            hasNextPage={entries.hasNextPage}
            isFetchingNextPage={entries.isFetchingNextPage}
            fetchNextPage={entries.fetchNextPage}
            isLoading={entries.isPending}
            isError={entries.isError}
            onRetry={() => void entries.refetch()}
            className="grid gap-4 xl:grid-cols-2"
            skeleton={<QueueSkeleton />}
          />
        )}
      </section>
      <QueueRules />
      <CancelOrderDialog address={address} order={leaving} onClose={() => setLeaving(undefined)} />
    </div>
  );
}

/** /queue: the member's queue entries with their places, estimated completion and expiry, and leaving the queue. */
export default function QueuePage() {
  const { t } = useTranslation('avatars');
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('queuePage.title')} description={t('queuePage.description')}>
        <MyAvatarsNav />
      </PageHeader>
      <Container className="py-8 sm:py-12">
        {address === undefined ? (
          <SignedOutPanel description={t('queuePage.signedOut')} data-testid="queue-signed-out" />
        ) : (
          <QueueEntries key={address} address={address} />
        )}
      </Container>
    </>
  );
}
