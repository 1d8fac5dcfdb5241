import type { AllowedChainId } from '@colony/contract/constants';
import { ROUTES } from '@colony/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TxReference } from '../../../components/money/tx-reference.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isUnsettled } from '../../../lib/money/idempotent-action.ts';
import { useServerProblemText } from '../../../lib/money/use-server-problem-text.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useCreateWalletOrder } from '../api/create-wallet-order.ts';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { PAY_CONFIG_SCOPE } from '../api/get-pay-config.ts';
import type { PendingPurchase } from '../pending-purchases.ts';
import { QueuePlaceSummary } from './queue-offer.tsx';

/** Where a wallet payment is: on its way, an avatar bought or queued, or not an avatar after all. */
type TrackerState = 'waiting' | 'paid' | 'queued' | 'failed' | 'refused' | 'stalled';

/**
 * One avatar paid from the wallet, followed until it is settled: the server is told what the
 * transaction pays for (under the key kept with it, so a reload sends the same), then the order is
 * followed while the deposit is confirmed and credited: "Signature successful: Waiting for block
 * confirmation", then bought (with the way to the member's avatars), queued, or failed with the
 * reason ("Transaction failed" when the chain reverted it; otherwise the payment is on the balance).
 */
export function PurchaseTracker({
  address,
  purchase,
  name,
  onOrder,
  onSettled,
  onDismiss,
}: {
  address: string;
  purchase: PendingPurchase;
  /** The avatar's name while the order does not say it yet. */
  name: string | undefined;
  onOrder: (orderId: string) => void;
  /** No longer followed after a reload; answers whether it still was (its outcome is announced once). */
  onSettled: () => boolean;
  onDismiss?: () => void;
}) {
  const { t } = useTranslation('avatars');
  const queryClient = useQueryClient();
  const create = useCreateWalletOrder();
  const [orderId, setOrderId] = useState(purchase.orderId);
  const detail = useOrderDetail(address, orderId);
  const refusal = useServerProblemText(
    create.isError && !isUnsettled(create.error) ? create.error : undefined,
  );
  const sent = useRef(false);

  const send = () =>
    create.mutate(
      {
        request: {
          avatarId: purchase.avatarId,
          asset: purchase.asset,
          chainId: purchase.chainId as AllowedChainId,
          queue: purchase.queue,
          txHash: purchase.hash,
        },
        key: purchase.key,
      },
      {
        onSuccess: (answer) => {
          setOrderId(answer.order.id);
          onOrder(answer.order.id);
        },
      },
    );

  // Sent once per mount: the key makes a second mount's send the same request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the payment does not change while mounted
  useEffect(() => {
    if (orderId !== undefined || sent.current) return;
    sent.current = true;
    send();
  }, []);

  const order = detail.data;
  let state: TrackerState = 'waiting';
  if (create.isError) state = isUnsettled(create.error) ? 'stalled' : 'refused';
  else if (order?.status === 'paid') state = 'paid';
  else if (order?.status === 'queued') state = 'queued';
  else if (order && order.status !== 'awaitingPayment') state = 'failed';
  const settled = state === 'paid' || state === 'queued' || state === 'failed' || state === 'refused';
  const avatarName = order?.avatarName ?? name;

  const announced = useRef(false);
  useEffect(() => {
    if (!settled || announced.current) return;
    announced.current = true;
    if (!onSettled()) return;
    if (state === 'paid') notify.success(t('outcome.purchased'));
    else if (state === 'queued') notify.success(t('outcome.queued'));
    else if (order?.failure === 'transactionFailed') notify.error(t('problems.transactionFailed'));
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
    void queryClient.invalidateQueries({ queryKey: PAY_CONFIG_SCOPE });
  }, [settled, state, order?.failure, onSettled, t, queryClient, address]);

  let detailText: string;
  if (state === 'paid') detailText = t('outcome.purchasedDetail', { name: avatarName ?? '' });
  else if (state === 'queued') detailText = t('outcome.queued');
  else if (state === 'failed')
    detailText = order?.failure
      ? t(`tracker.failures.${order.failure}`)
      : t(`tracker.statuses.${order?.status === 'cancelled' ? 'cancelled' : 'expired'}`);
  else if (state === 'refused') detailText = refusal ?? t('problems.transactionFailed');
  else if (state === 'stalled') detailText = t('tracker.stalled');
  else detailText = t('tracker.signed');

  const good = state === 'paid' || state === 'queued';
  const bad = state === 'failed' || state === 'refused';
  return (
    <div
      role="status"
      data-testid="purchase-status"
      data-state={state}
      className={cx(
        'flex flex-col gap-3 rounded-2xl border px-4 py-4 sm:px-5',
        good
          ? 'border-success/40 bg-success/[0.07]'
          : bad
            ? 'border-danger/40 bg-danger/[0.07]'
            : 'border-plasma/30 bg-plasma/[0.05]',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 shrink-0">
          {good ? (
            <CheckIcon className="size-5 text-success" />
          ) : bad ? (
            <span aria-hidden="true" className="block size-5 rounded-full border-2 border-danger" />
          ) : (
            <Spinner className="size-5 text-plasma" />
          )}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words text-ink">
            {avatarName ? t('tracker.title', { name: avatarName }) : t('tracker.untitled')}
          </p>
          <p data-testid="purchase-status-text" className="mt-0.5 text-sm break-words text-ink-muted">
            {detailText}
          </p>
          {state === 'refused' ? (
            <p className="mt-1 text-xs text-ink-faint">{t('tracker.onBalance')}</p>
          ) : null}
        </div>
      </div>
      {state === 'queued' && order?.queue ? <QueuePlaceSummary place={order.queue} /> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pl-8">
        {state === 'paid' ? (
          <Link
            to={ROUTES.myAvatar}
            className={buttonClass({ size: 'sm' })}
            data-testid="purchase-my-avatars"
          >
            {t('outcome.viewAvatars')}
          </Link>
        ) : null}
        {state === 'queued' ? (
          <Link to={ROUTES.queue} className={buttonClass({ size: 'sm' })} data-testid="purchase-queue">
            {t('outcome.viewQueue')}
          </Link>
        ) : null}
        {state === 'stalled' ? (
          <Button size="sm" variant="secondary" onClick={send} loading={create.isPending}>
            {t('tracker.retry')}
          </Button>
        ) : null}
        <TxReference hash={purchase.hash} chainId={purchase.chainId} className="text-sm">
          {t('tracker.viewTx')}
        </TxReference>
        {settled && onDismiss ? (
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {t('tracker.dismiss')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
