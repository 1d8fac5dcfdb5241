import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ProfileStrip } from '../components/profile-strip.tsx';

/** /person, the Personal Center: who the member is in the colony and how they invite others. */
export default function PersonPage() {
  const { t } = useTranslation('person');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-10 sm:py-14">
        <ProfileStrip />
      </Container>
    </>
  );
}
