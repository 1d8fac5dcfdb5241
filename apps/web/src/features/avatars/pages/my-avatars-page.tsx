import type { MyAvatarsResponse } from '@colony/contract/avatars';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useMyAvatars } from '../api/get-my-avatars.ts';
import { EmptyHoldings } from '../components/empty-holdings.tsx';
import { EnergyPanel } from '../components/energy-panel.tsx';
import { HoldingsOverview } from '../components/holdings-overview.tsx';
import { MyAvatarsNav } from '../components/my-avatars-nav.tsx';
import { MyAvatarsSkeleton } from '../components/my-avatars-skeleton.tsx';
import { OwnedAvatarCard } from '../components/owned-avatar-card.tsx';
import { producingFirst } from '../rules/producing-first.ts';

function Holdings({ holdings, onSettlement }: { holdings: MyAvatarsResponse; onSettlement: () => void }) {
  const { t } = useTranslation('avatars');
  const avatars = producingFirst(holdings.avatars);
  return (
    <div className="flex flex-col gap-6">
      {avatars.length > 0 ? <HoldingsOverview holdings={holdings} onSettlement={onSettlement} /> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="holdings-title" className="min-w-0">
          <h2 id="holdings-title" className="sr-only">
            {t('holdings.listTitle')}
          </h2>
          {avatars.length === 0 ? (
            <EmptyHoldings
              title={t('holdings.empty.title')}
              description={t('holdings.empty.description')}
              action={t('holdings.empty.action')}
              testId="my-avatars-empty"
            />
          ) : (
            <ul data-testid="owned-avatars" className="grid gap-4 md:grid-cols-2">
              {avatars.map((avatar) => (
                <li key={avatar.id} className="flex min-w-0">
                  <OwnedAvatarCard avatar={avatar} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <EnergyPanel energy={holdings.energy} />
      </div>
    </div>
  );
}

function SignedInHoldings({ address }: { address: string }) {
  const { t } = useTranslation('avatars');
  const holdings = useMyAvatars(address);
  if (holdings.data)
    return <Holdings holdings={holdings.data} onSettlement={() => void holdings.refetch()} />;
  if (holdings.isError) {
    return (
      <ErrorState
        message={userMessageOf(holdings.error)?.text ?? t('holdings.loadFailed')}
        onRetry={() => void holdings.refetch()}
        className="min-h-64"
      />
    );
  }
  return <MyAvatarsSkeleton />;
}

/** /myAvatar: the member's avatars with fuel and output, and their energy level with what raises it. */
export default function MyAvatarsPage() {
  const { t } = useTranslation('avatars');
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('holdings.title')} description={t('holdings.description')}>
        <MyAvatarsNav />
      </PageHeader>
      <Container className="py-8 sm:py-12">
        {address === undefined ? (
          <SignedOutPanel description={t('holdings.signedOut')} data-testid="my-avatars-signed-out" />
        ) : (
          <SignedInHoldings key={address} address={address} />
        )}
      </Container>
    </>
  );
}
