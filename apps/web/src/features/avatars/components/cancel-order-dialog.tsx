import type { Order } from '@colony/contract/avatars';
import { ConfirmStep } from '../../../components/money/confirm-step.tsx';
import { MoneyFlowDialog } from '../../../components/money/money-flow-dialog.tsx';
import type { SummaryRow } from '../../../components/money/summary-list.tsx';
import { useMoneyFlow } from '../../../components/money/use-money-flow.ts';
import { notify } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/**
 * The confirmation before an order is called off: leaving the queue (the frozen price returns to the
 * balance) or giving up a wallet payment still awaited (a payment arriving later stays on the balance).
 * The server decides; a refusal (served or expired meanwhile) is shown here and the lists read again.
 */
export function CancelOrderDialog({
  address,
  order,
  onClose,
}: {
  address: string;
  /** The order to call off; none while closed. */
  order: Order | undefined;
  onClose: () => void;
}) {
  return order ? <OpenCancelDialog key={order.id} address={address} order={order} onClose={onClose} /> : null;
}

function OpenCancelDialog({
  address,
  order,
  onClose,
}: {
  address: string;
  order: Order;
  onClose: () => void;
}) {
  const { t } = useTranslation('avatars');
  const format = useAmountFormat();
  const cancel = useCancelOrder(address);
  const queued = order.status === 'queued';
  // Mounted only while an order is chosen, so the dialog is open for as long as it lives.
  const flow = useMoneyFlow({
    open: true,
    start: 'confirm',
    send: cancel.sendAsync,
    onSuccess: () => {
      notify.success(t(queued ? 'cancel.leftQueue' : 'cancel.cancelled'));
      onClose();
    },
  });
  const amount = `${format(order.amount, order.asset)} ${order.asset}`;
  const rows: SummaryRow[] = [
    { label: t('cancel.avatar'), value: order.avatarName, testId: 'cancel-avatar' },
    queued
      ? { label: t('cancel.returned'), value: amount, emphasis: true, testId: 'cancel-returned' }
      : { label: t('cancel.amount'), value: amount, testId: 'cancel-amount' },
  ];
  if (queued && order.queue)
    rows.push({
      label: t('cancel.rank'),
      value: formatNumber(order.queue.rank, { locale: currentLocale() }),
    });

  return (
    <MoneyFlowDialog
      flow={flow}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      data-testid="cancel-order-dialog"
      confirm={{
        title: t(queued ? 'cancel.queueTitle' : 'cancel.paymentTitle'),
        description: t(queued ? 'cancel.queueDescription' : 'cancel.paymentDescription', {
          name: order.avatarName,
          amount: format(order.amount, order.asset),
          asset: order.asset,
        }),
        backLabel: t('cancel.keep'),
        label: t(queued ? 'cancel.confirmQueue' : 'cancel.confirmPayment'),
        variant: 'danger',
        'data-testid': 'cancel-order-confirm',
        request: { id: order.id },
        summary: <ConfirmStep rows={rows} problem={flow.problem} />,
      }}
    />
  );
}
