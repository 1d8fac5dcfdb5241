import type { Order } from '@colony/contract/avatars';
import { ROUTES } from '@colony/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AvatarArt } from '../../../components/avatar/avatar-art.tsx';
import { TxReference } from '../../../components/money/tx-reference.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { shortAddress } from '../../../lib/format/short-address.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { sessionQueryKey } from '../../../lib/wallet/session-query-key.ts';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { isCancellable } from '../order-status-param.ts';
import { OrderStatusPill } from './order-status-pill.tsx';

/**
 * A wallet order still waiting for its payment is followed through `orderDetail` until the deposit
 * places it or the server fails it; the lists are read again once it has moved on.
 */
function useLiveOrder(address: string, listed: Order): Order {
  const queryClient = useQueryClient();
  const detail = useOrderDetail(address, listed.status === 'awaitingPayment' ? listed.id : undefined);
  const live = detail.data ?? listed;
  const moved = live.status !== listed.status;
  useEffect(() => {
    if (moved) void queryClient.invalidateQueries({ queryKey: sessionQueryKey(address) });
  }, [moved, queryClient, address]);
  return live;
}

function hasNote(order: Order): boolean {
  return (
    (order.status === 'queued' && order.queue !== null) ||
    order.status === 'awaitingPayment' ||
    (order.status === 'failed' && order.failure !== null) ||
    order.status === 'expired'
  );
}

function hasActions(order: Order): boolean {
  return (order.status === 'paid' && order.ownedAvatarId !== null) || isCancellable(order.status);
}

/** What the member should know beyond the columns: the queue place, why it failed or expired, the payment awaited. */
function OrderNote({ order }: { order: Order }) {
  const { t } = useTranslation('avatars');
  const locale = currentLocale();
  if (order.status === 'queued' && order.queue) {
    return (
      <p data-testid="order-note" className="text-xs text-ink-muted">
        {t('order.place', {
          rank: formatNumber(order.queue.rank, { locale }),
          ahead: formatNumber(order.queue.ahead, { locale }),
        })}
        {' · '}
        {t('order.expires')} <DateTime value={order.queue.expiresAt} className="text-ink" />
      </p>
    );
  }
  if (order.status === 'awaitingPayment') {
    return (
      <p data-testid="order-note" className="flex items-center gap-2 text-xs text-nova">
        <Spinner className="size-3.5" />
        {t('order.awaiting')}
      </p>
    );
  }
  if (order.status === 'failed' && order.failure) {
    return (
      <p data-testid="order-note" className="text-xs text-danger">
        {t(`tracker.failures.${order.failure}`)}
      </p>
    );
  }
  if (order.status === 'expired') {
    return (
      <p data-testid="order-note" className="text-xs text-ink-muted">
        {t('tracker.statuses.expired')}
      </p>
    );
  }
  return null;
}

/**
 * One of the member's orders: the avatar, when it was ordered and settled, the amount and where it
 * was paid from (with the wallet's transaction), its status, and what can still be done with it.
 */
export function OrderRow({
  address,
  order: listed,
  onCancel,
}: {
  address: string;
  order: Order;
  onCancel: (order: Order) => void;
}) {
  const { t } = useTranslation('avatars');
  const format = useAmountFormat();
  const order = useLiveOrder(address, listed);
  const settledLabel =
    order.status === 'paid' ||
    order.status === 'expired' ||
    order.status === 'cancelled' ||
    order.status === 'failed'
      ? t(`order.settled.${order.status}`)
      : undefined;

  return (
    <article
      data-testid="order-row"
      data-order-id={order.id}
      data-status={order.status}
      className={cx(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 py-4',
        "[grid-template-areas:'avatar_status'_'time_time'_'amount_amount'_'note_note'_'actions_actions']",
        'lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,1fr)_18rem] lg:gap-x-6',
        "lg:[grid-template-areas:'avatar_time_amount_status'_'avatar_time_amount_actions'_'note_note_note_note']",
      )}
    >
      <div className="flex min-w-0 items-center gap-3 [grid-area:avatar] lg:self-center">
        <AvatarArt
          id={order.avatarId}
          name={order.avatarName}
          className="size-12 shrink-0 rounded-xl border border-line"
        />
        <div className="min-w-0">
          <p data-testid="order-avatar" className="truncate text-sm font-semibold text-ink">
            {order.avatarName}
          </p>
          <p className="truncate text-xs text-ink-faint">
            {t(`kinds.${order.avatarKind}`)} · {t('order.number', { id: order.id.slice(0, 8) })}
          </p>
        </div>
      </div>

      <div className="self-start justify-self-end [grid-area:status] lg:self-end">
        <OrderStatusPill status={order.status} />
      </div>

      <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-ink-muted [grid-area:time] lg:mt-0 lg:grid-cols-1 lg:self-center">
        <p>
          <span className="block text-ink-faint">{t('order.ordered')}</span>
          <DateTime value={order.createdAt} className="text-ink" />
        </p>
        {settledLabel && order.settledAt ? (
          <p>
            <span className="block text-ink-faint">{settledLabel}</span>
            <DateTime value={order.settledAt} className="text-ink" />
          </p>
        ) : null}
      </div>

      <div className="mt-3 flex items-baseline justify-between gap-3 [grid-area:amount] lg:mt-0 lg:block lg:self-center">
        <p data-testid="order-amount" className="text-sm font-semibold text-ink tabular-nums">
          {format(order.amount, order.asset)} {order.asset}
        </p>
        <p className="text-right text-xs text-ink-muted lg:mt-0.5 lg:text-left">
          {order.payment ? (
            <>
              {t('order.fromWallet')}
              <TxReference
                hash={order.payment.txHash}
                chainId={order.payment.chainId}
                testId="order-transaction"
                className="ml-1.5 font-mono"
              >
                {t('order.transaction', { hash: shortAddress(order.payment.txHash) })}
              </TxReference>
            </>
          ) : (
            t('order.fromBalance')
          )}
        </p>
      </div>

      {hasNote(order) ? (
        <div className="mt-3 [grid-area:note]">
          <OrderNote order={order} />
        </div>
      ) : null}

      {hasActions(order) ? (
        <div className="mt-3 grid auto-cols-fr grid-flow-col gap-2 [grid-area:actions] lg:mt-2 lg:flex lg:justify-end lg:self-start">
          {order.status === 'paid' && order.ownedAvatarId !== null ? (
            <Link to={ROUTES.myAvatar} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('order.viewAvatar')}
            </Link>
          ) : null}
          {order.status === 'queued' ? (
            <Link to={ROUTES.queue} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('order.viewQueue')}
            </Link>
          ) : null}
          {isCancellable(order.status) ? (
            <Button variant="ghost" size="sm" onClick={() => onCancel(order)} data-testid="order-cancel">
              {order.status === 'queued' ? t('order.leaveQueue') : t('order.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
