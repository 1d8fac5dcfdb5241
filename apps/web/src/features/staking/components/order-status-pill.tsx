import type { StakingStatus } from '@colony/contract/staking';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

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
