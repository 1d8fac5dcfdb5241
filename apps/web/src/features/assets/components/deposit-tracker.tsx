import type { AllowedChainId } from '@colony/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { TxReference } from '../../../components/money/tx-reference.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useDepositStatus } from '../api/get-deposit-status.ts';
import type { PendingDeposit } from '../pending-deposits.ts';

/**
 * One deposit on its way, as the server sees it on chain: "Signature successful: Waiting for
 * block confirmation" with the confirmations counted, then the credit once the deposit watcher
 * books it, or the failure when the chain reverted it.
 */
export function DepositTracker({
  address,
  deposit,
  onSettled,
  onDismiss,
}: {
  address: string;
  deposit: PendingDeposit;
  /** Credited, failed or not a deposit: nothing left to follow after a reload. */
  onSettled: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  const queryClient = useQueryClient();
  const status = useDepositStatus(address, {
    chainId: deposit.chainId as AllowedChainId,
    txHash: deposit.hash,
  });
  const state = status.data?.status ?? 'unknown';
  const settled = state === 'credited' || state === 'failed' || state === 'ignored';
  const sent = formatBaseUnits(deposit.amount, deposit.decimals, {
    locale: currentLocale(),
    maximumFractionDigits: 6,
  });
  const credited = (status.data?.credited ?? [])
    .map((entry) => `${format(entry.amount, entry.asset, { maximumFractionDigits: 6 })} ${entry.asset}`)
    .join(', ');
  const announced = useRef(false);

  useEffect(() => {
    if (!settled || announced.current) return;
    announced.current = true;
    onSettled();
    if (state !== 'credited') return;
    notify.success(t('recharge.creditedToast', { amount: credited }));
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
  }, [settled, state, credited, t, address, queryClient, onSettled]);

  let detail: string;
  if (state === 'credited') detail = t('recharge.credited', { amount: credited });
  else if (state === 'failed') detail = t('recharge.failed');
  else if (state === 'ignored') detail = t('recharge.ignored');
  else if (status.data && status.data.confirmations >= status.data.required) detail = t('recharge.crediting');
  else detail = t('recharge.signed');

  const confirmations = status.data?.confirmations ?? 0;
  const required = status.data?.required ?? deposit.confirmations;

  return (
    <div
      role="status"
      data-testid="deposit-status"
      data-state={state}
      className={cx(
        'flex flex-col gap-3 rounded-2xl border px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5',
        state === 'credited'
          ? 'border-success/40 bg-success/[0.07]'
          : state === 'failed' || state === 'ignored'
            ? 'border-danger/40 bg-danger/[0.07]'
            : 'border-plasma/30 bg-plasma/[0.05]',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 shrink-0">
          {state === 'credited' ? (
            <CheckIcon className="size-5 text-success" />
          ) : settled ? (
            <span aria-hidden="true" className="block size-5 rounded-full border-2 border-danger" />
          ) : (
            <Spinner className="size-5 text-plasma" />
          )}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink">
            {t('recharge.pendingTitle', { amount: sent, asset: deposit.asset })}
          </p>
          <p data-testid="deposit-status-text" className="mt-0.5 text-sm text-ink-muted">
            {detail}
          </p>
          {settled ? null : (
            <p className="mt-0.5 text-xs text-ink-faint tabular-nums">
              {t('recharge.progress', { done: Math.min(confirmations, required), total: required })}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 pl-8 sm:pl-0">
        <TxReference hash={deposit.hash} chainId={deposit.chainId} className="text-sm">
          {t('recharge.viewTx')}
        </TxReference>
        {settled ? (
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {t('recharge.dismiss')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
