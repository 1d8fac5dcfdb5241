import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { AccountOverview } from '../components/account-overview.tsx';
import { ProfileStrip } from '../components/profile-strip.tsx';

/**
 * /person, the Personal Center: who the member is in the colony, how they invite others, and
 * their account at a glance (avatars, assets, team, elite tier) with the way to each full page.
 */
export default function PersonPage() {
  const { t } = useTranslation('person');
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-10 sm:py-14">
        <ProfileStrip />
        {address === undefined ? null : <AccountOverview key={address} address={address} />}
      </Container>
    </>
  );
}
