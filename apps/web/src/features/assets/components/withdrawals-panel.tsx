import type { WithdrawalRecord, WithdrawalStatus } from '@colony/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { TxReference } from '../../../components/money/tx-reference.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';

const TONE: Record<WithdrawalStatus, PillTone> = {
  awaitingApproval: 'pending',
  queued: 'info',
  broadcast: 'info',
  completed: 'success',
  failed: 'danger',
  rejected: 'danger',
};

function WithdrawalRow({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation(['assets', 'common']);
  const format = useAmountFormat();
  const moving = record.status === 'queued' || record.status === 'broadcast';
  return (
    <div data-testid="withdrawal-row" data-status={record.status} className="flex flex-col gap-1.5 py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold text-ink tabular-nums">
          {format(record.amount, record.asset)} {record.asset}
        </span>
        <StatusPill tone={TONE[record.status]}>
          {moving ? <Spinner className="size-3" /> : null}
          {t(`withdrawals.status.${record.status}`)}
        </StatusPill>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-ink-muted">
        <DateTime value={record.createdAt} />
        <span>{t(`common:wallet.chains.${record.chainId}`)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-ink-muted">
        <span className="tabular-nums">
          {t('withdrawals.fee', { amount: `${format(record.fee, record.asset)} ${record.asset}` })}
        </span>
        {record.txHash ? (
          <TxReference hash={record.txHash} chainId={record.chainId}>
            {t('withdrawals.viewTx')}
          </TxReference>
        ) : null}
      </div>
    </div>
  );
}

/** The member's withdrawals with their state: awaiting approval, on their way, completed, or returned. */
export function WithdrawalsPanel({ address }: { address: string }) {
  const { t } = useTranslation(['assets', 'common']);
  const queryClient = useQueryClient();
  const first = useWithdrawals(address);
  const records = first.data?.pages.flatMap((page) => page.list) ?? [];
  // A withdrawal that completes or returns its funds changes the balances and the money log.
  const states = records.map((record) => `${record.id}:${record.status}`).join(',');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== states) {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address, 'user/index') });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address, 'money_log') });
    }
    seen.current = states;
  }, [states, address, queryClient]);

  let body: ReactNode;
  if (first.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3 py-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    );
  } else if (first.isError && records.length === 0) {
    const message = userMessageOf(first.error);
    body = <ErrorState message={message?.text} onRetry={() => void first.refetch()} className="py-6" />;
  } else if (records.length === 0) {
    body = <p className="py-4 text-sm text-ink-muted">{t('withdrawals.empty')}</p>;
  } else {
    body = (
      <>
        <ul className="divide-y divide-line">
          {records.map((record) => (
            <li key={record.id}>
              <WithdrawalRow record={record} />
            </li>
          ))}
        </ul>
        {first.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            loading={first.isFetchingNextPage}
            onClick={() => void first.fetchNextPage()}
          >
            {t('common:list.loadMore')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="withdrawals-title"
      data-testid="withdrawals"
      className="panel rounded-2xl p-5 sm:p-6"
    >
      <h2 id="withdrawals-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('withdrawals.title')}
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}
