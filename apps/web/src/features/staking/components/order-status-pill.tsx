import type { StakingStatus } from '@colony/contract/staking';
import { useTranslation } from 'react-i18next';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';

const TONE: Record<StakingStatus, PillTone> = { earning: 'info', waiting: 'pending', redeemed: 'neutral' };

/** Earning in progress, waiting to be redeemed, redeemed (SPEC.md §4). */
export function OrderStatusPill({ status }: { status: StakingStatus }) {
  const { t } = useTranslation('staking');
  return (
    <span data-testid="order-status" data-status={status}>
      <StatusPill tone={TONE[status]}>{t(`statuses.${status}`)}</StatusPill>
    </span>
  );
}
