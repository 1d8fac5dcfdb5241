import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { TradeIcon } from '../components/action-icons.tsx';
import { HoldingCard } from '../components/holding-card.tsx';
import { MoneyLog } from '../components/money-log.tsx';

/** /mmDetail: every movement of the member's raw material, with the holding above it. */
export default function MmDetailPage() {
  const { t } = useTranslation('assets');
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('resources.mmDetail.title')} description={t('resources.mmDetail.description')}>
        <Link to={ROUTES.trader} className={buttonClass()}>
          <TradeIcon className="size-4" />
          {t('resources.mm.sell')}
        </Link>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        {address ? (
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            <HoldingCard address={address} asset="MM" />
            <MoneyLog address={address} asset="MM" title={t('resources.mm.details')} />
          </div>
        ) : (
          <SignedOutPanel description={t('signedOut.description')} data-testid="assets-signed-out" />
        )}
      </Container>
    </>
  );
}
