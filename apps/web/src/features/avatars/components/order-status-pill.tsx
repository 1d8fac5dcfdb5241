import type { OrderStatus } from '@colony/contract/avatars';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

const STATUS_TONE: Record<OrderStatus, PillTone> = {
  awaitingPayment: 'pending',
  paid: 'success',
  queued: 'info',
  expired: 'neutral',
  cancelled: 'neutral',
  failed: 'danger',
};

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('avatars');
  return (
    <StatusPill tone={STATUS_TONE[status]}>
      <span data-testid="order-status">{t(`order.statuses.${status}`)}</span>
    </StatusPill>
  );
}
