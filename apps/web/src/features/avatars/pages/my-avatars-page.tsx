import type { MyAvatarsResponse } from '@colony/contract/avatars';
import { useRef } from 'react';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMyAvatars } from '../../../lib/member/get-my-avatars.ts';
import { useUrlView } from '../../../lib/router/use-url-view.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { EmptyHoldings } from '../components/empty-holdings.tsx';
import { EnergyPanel } from '../components/energy-panel.tsx';
import { HoldingsFilter } from '../components/holdings-filter.tsx';
import { HoldingsOverview } from '../components/holdings-overview.tsx';
import { MyAvatarsNav } from '../components/my-avatars-nav.tsx';
import { MyAvatarsSkeleton } from '../components/my-avatars-skeleton.tsx';
import { OwnedAvatarCard } from '../components/owned-avatar-card.tsx';
import { holdingsPage, holdingsViewFromSearch, searchOfHoldingsView } from '../rules/holdings-view.ts';

/** A page of the member's avatars, filtered by type and status as the URL says, with its page control. */
function HoldingsList({ holdings }: { holdings: MyAvatarsResponse }) {
  const { t } = useTranslation('avatars');
  const [view, setView] = useUrlView(holdingsViewFromSearch, searchOfHoldingsView);
  const shown = holdingsPage(holdings.avatars, view);
  const list = useRef<HTMLElement>(null);
  const turnTo = (page: number) => {
    setView({ ...view, page });
    // The next page starts where this one did, not at the control below it.
    list.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <section ref={list} aria-labelledby="holdings-title" className="flex min-w-0 scroll-mt-24 flex-col gap-5">
      <h2 id="holdings-title" className="sr-only">
        {t('holdings.listTitle')}
      </h2>
      <HoldingsFilter view={view} shown={shown} onChange={setView} />
      {shown.matching === 0 ? (
        <div
          data-testid="my-avatars-no-match"
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center"
        >
          <p className="text-base font-semibold text-ink">{t('holdings.filter.noMatch')}</p>
          <button
            type="button"
            onClick={() => setView({ kind: undefined, state: undefined, page: 1 })}
            className="text-sm font-semibold text-plasma underline-offset-4 hover:underline"
          >
            {t('holdings.filter.showAll')}
          </button>
        </div>
      ) : (
        <ul data-testid="owned-avatars" className="grid gap-4 md:grid-cols-2">
          {shown.avatars.map((avatar) => (
            <li key={avatar.id} className="flex min-w-0">
              <OwnedAvatarCard avatar={avatar} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={shown.page} pages={shown.pages} onChange={turnTo} />
    </section>
  );
}

function Holdings({ holdings, onSettlement }: { holdings: MyAvatarsResponse; onSettlement: () => void }) {
  const { t } = useTranslation('avatars');
  const held = holdings.avatars.length > 0;
  return (
    <div className="flex flex-col gap-6">
      {held ? <HoldingsOverview holdings={holdings} onSettlement={onSettlement} /> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        {held ? (
          <HoldingsList holdings={holdings} />
        ) : (
          <EmptyHoldings
            title={t('holdings.empty.title')}
            description={t('holdings.empty.description')}
            action={t('holdings.empty.action')}
            testId="my-avatars-empty"
          />
        )}
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
