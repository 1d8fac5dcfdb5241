import { ELITE_TIERS, type EliteTier } from '@colony/contract/elite';
import { useState } from 'react';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useEliteIndex } from '../api/get-elite-index.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { ReviewHistory } from '../components/review-history.tsx';
import { StandingPanel } from '../components/standing-panel.tsx';
import { TierLadder } from '../components/tier-ladder.tsx';
import { targetTier } from '../rules/standing.ts';

function BenefitsSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" data-testid="elite-loading" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('status.loading')}
      </span>
      <Skeleton className="h-36 w-full rounded-2xl" />
      <Skeleton className="h-[28rem] w-full rounded-2xl" />
    </div>
  );
}

/**
 * /benefits: the elite membership. Seven tiers with their requirements and benefits for everyone;
 * for a member, their tier, the tier their live figures reach, their standing against each
 * requirement, their monthly reviews, and the sign-up form.
 */
export default function BenefitsPage() {
  const { t } = useTranslation('elite');
  const address = useMemberAddress();
  const index = useEliteIndex();
  const [chosen, setChosen] = useState<EliteTier>();
  const data = index.data;
  const member = address !== undefined ? data : undefined;
  const selected = chosen ?? targetTier(member?.reachedTier ?? null);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="flex flex-col gap-6 py-8 sm:py-12">
        {data ? (
          <>
            {member ? <StandingPanel index={member} /> : <SignedOutPanel description={t('signedOut')} />}
            <TierLadder
              tiers={data.tiers}
              selected={selected}
              onSelect={setChosen}
              standing={member?.standing}
              tier={member?.tier ?? null}
              reachedTier={member?.reachedTier ?? null}
            />
            {address && member ? (
              <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <ReviewHistory reviews={member.reviews} />
                <ApplicationForm
                  key={address}
                  address={address}
                  // The server takes an application only for a tier the figures reach.
                  initialTier={member.reachedTier ?? ELITE_TIERS[0]}
                  latest={member.application}
                  nextApplicationAt={member.nextApplicationAt}
                />
              </div>
            ) : null}
          </>
        ) : index.isError ? (
          <ErrorState message={userMessageOf(index.error)?.text} onRetry={() => void index.refetch()} />
        ) : (
          <BenefitsSkeleton />
        )}
      </Container>
    </>
  );
}
