import type { TransMoneyLogEntry } from '@colony/contract/money';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useTransferLog } from '../api/get-transfer-log.ts';

function TransferRow({ entry }: { entry: TransMoneyLogEntry }) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  const received = entry.direction === 'in';
  return (
    <div data-testid="transfer-log-entry" data-direction={entry.direction} className="flex gap-3 py-3">
      <AssetBadge asset={entry.asset} className="mt-0.5" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <span className="min-w-0 truncate text-sm font-medium text-ink">
            {t(received ? 'kinds.transferIn' : 'kinds.transferOut')}
          </span>
          <span
            data-testid="transfer-log-amount"
            className={cx(
              'shrink-0 text-sm font-semibold tabular-nums',
              received ? 'text-success' : 'text-ink',
            )}
          >
            {format(received ? entry.amount : `-${entry.amount}`, entry.asset, { signed: true })}{' '}
            {entry.asset}
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-ink-muted">
          <span className="inline-flex items-center gap-1">
            {received ? t('log.from') : t('log.to')}
            <ShortAddress address={entry.counterparty} />
          </span>
          <DateTime value={entry.time} />
        </div>
      </div>
    </div>
  );
}

function TransferSkeleton() {
  return (
    <div className="divide-y divide-line">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3 py-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The member's transfers to and from other members, newest first, loading more as it scrolls. */
export function TransferLog({ address }: { address: string }) {
  const { t } = useTranslation('assets');
  const log = useTransferLog(address);
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section
      aria-labelledby="transfer-log-title"
      data-testid="transfer-log"
      className="panel rounded-2xl p-5 sm:p-6"
    >
      <h2 id="transfer-log-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('transferLog.title')}
      </h2>
      <div className="mt-2">
        <InfiniteList
          items={entries}
          getKey={(entry) => entry.id}
          renderItem={(entry) => <TransferRow entry={entry} />}
          hasNextPage={log.hasNextPage}
          isFetchingNextPage={log.isFetchingNextPage}
          fetchNextPage={log.fetchNextPage}
          isLoading={log.isPending}
          isError={log.isError}
          onRetry={() => void log.refetch()}
          className="divide-y divide-line"
          skeleton={<TransferSkeleton />}
        />
      </div>
    </section>
  );
}
