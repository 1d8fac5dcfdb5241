import type { StakingColonyResponse, StakingMemberTotals } from '@colony/contract/staking';
import type { ReactNode } from 'react';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AssetAmounts } from './asset-amounts.tsx';
import { Figure } from './figure.tsx';

/** The member's staking at a glance, the colony's beside it, and when the next income is paid. */
export function StakingOverview({
  member,
  colony,
  nextSettlementAt,
  onSettlement,
}: {
  member: StakingMemberTotals | null | undefined;
  colony: StakingColonyResponse | undefined;
  nextSettlementAt: string | undefined;
  onSettlement: () => void;
}) {
  const { t } = useTranslation('staking');
  const value = (ready: boolean, content: ReactNode) =>
    ready ? content : <Skeleton className="mt-1 h-5 w-24" />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {member !== null ? (
        <section
          aria-labelledby="mine-title"
          className="panel rounded-2xl p-5 sm:p-6"
          data-testid="staking-mine"
        >
          <h2 id="mine-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
            {t('overview.mine')}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Figure label={t('overview.staked')}>
              {value(
                member !== undefined,
                <AssetAmounts amounts={member?.staked ?? []} data-testid="mine-staked" />,
              )}
            </Figure>
            <Figure label={t('overview.income')}>
              {value(
                member !== undefined,
                <AssetAmounts amounts={member?.income ?? []} data-testid="mine-income" />,
              )}
            </Figure>
            <Figure label={t('overview.orders')} className="col-span-2 sm:col-span-1">
              {value(
                member !== undefined,
                t('overview.ordersValue', { earning: member?.earning ?? 0, waiting: member?.waiting ?? 0 }),
              )}
            </Figure>
          </dl>
        </section>
      ) : null}
      <section
        aria-labelledby="colony-title"
        className="panel rounded-2xl p-5 sm:p-6"
        data-testid="staking-colony"
      >
        <h2 id="colony-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
          {t('overview.colony')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label={t('overview.colonyStaked')}>
            {value(
              colony !== undefined,
              <AssetAmounts amounts={colony?.staked ?? []} data-testid="colony-staked" />,
            )}
          </Figure>
          <Figure label={t('overview.incomePaid')}>
            {value(colony !== undefined, <AssetAmounts amounts={colony?.incomePaid ?? []} />)}
          </Figure>
          <Figure label={t('overview.stakers')}>{value(colony !== undefined, colony?.stakers ?? 0)}</Figure>
          <Figure label={t('overview.nextIncome')} hint={t('overview.nextIncomeHint')}>
            {nextSettlementAt ? (
              <Countdown to={nextSettlementAt} onEnd={onSettlement} className="text-sm" />
            ) : (
              <Skeleton className="mt-1 h-5 w-32" />
            )}
          </Figure>
        </dl>
      </section>
    </div>
  );
}
