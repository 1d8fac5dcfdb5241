import type { StakingPlan } from '@colony/contract/staking';
import { useState } from 'react';
import { ResourceShortfall } from '../../../components/money/resource-shortfall.tsx';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { availableOf } from '../../../lib/money/available-of.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { useColonyStaking } from '../api/get-colony-staking.ts';
import { useStakingHome } from '../api/get-staking-home.ts';
import { detailPath, OrderList } from '../components/order-list.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { RoiCalculator } from '../components/roi-calculator.tsx';
import { StakeDialog } from '../components/stake-dialog.tsx';
import { StakingOverview } from '../components/staking-overview.tsx';

function PlansSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-72 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * /staking: the plans with an ROI calculator, the member's and the colony's staking, staking from
 * the balance with a confirmation, and the member's orders under status tabs kept in the URL.
 */
export default function StakingPage() {
  const { t } = useTranslation('staking');
  const format = useAmountFormat();
  const address = useMemberAddress();
  const home = useStakingHome();
  const colony = useColonyStaking();
  const member = useMemberAssets(address);
  const [staking, setStaking] = useState<StakingPlan>();
  const fee = home.data?.earlyRedemptionFee;
  const feeText = fee ? `${format(fee.amount, fee.asset)} ${fee.asset}` : '';

  const stakeIn = (plan: StakingPlan) => {
    if (address) setStaking(plan);
    else walletStore.connect();
  };
  // Said on the card, before the dialog: a plan the member's balance cannot reach.
  const shortfallOf = (plan: StakingPlan) => {
    if (!address || !member.data) return undefined;
    const have = availableOf(member.data.assets, plan.asset);
    const need = BigInt(plan.minimum);
    if (have >= need) return undefined;
    return (
      <ResourceShortfall
        asset={plan.asset}
        need={need}
        have={have}
        nextOutputAt={member.data.nextOutputAt}
        onOutput={() => void member.refetch()}
        data-testid="plan-shortfall"
      />
    );
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="flex flex-col gap-10 py-8 sm:py-12">
        <StakingOverview
          member={address ? home.data?.member : null}
          colony={colony.data}
          nextSettlementAt={home.data?.nextSettlementAt}
          onSettlement={() => {
            void home.refetch();
            void colony.refetch();
          }}
        />

        <section aria-labelledby="plans-title" className="flex flex-col gap-4">
          <div>
            <h2 id="plans-title" className="text-xl font-semibold text-ink">
              {t('plans.title')}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-ink-muted">
              {fee ? t('plans.lead', { fee: feeText }) : t('plans.leadNoFee')}
            </p>
          </div>
          {home.data ? (
            home.data.plans.length > 0 ? (
              <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="staking-plans">
                {home.data.plans.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    onStake={stakeIn}
                    signedIn={address !== undefined}
                    shortfall={shortfallOf(plan)}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-ink-muted">{t('plans.none')}</p>
            )
          ) : home.isError ? (
            <ErrorState message={userMessageOf(home.error)?.text} onRetry={() => void home.refetch()} />
          ) : (
            <PlansSkeleton />
          )}
        </section>

        {home.data && home.data.plans.length > 0 ? <RoiCalculator plans={home.data.plans} /> : null}

        {address ? <OrderList address={address} /> : <SignedOutPanel description={t('signedOut')} />}
      </Container>
      {address ? (
        <StakeDialog
          key={address}
          plan={staking}
          onOpenChange={(open) => {
            if (!open) setStaking(undefined);
          }}
          address={address}
          nextSettlementAt={home.data?.nextSettlementAt}
          fee={fee}
          detailPath={detailPath}
        />
      ) : null}
    </>
  );
}
