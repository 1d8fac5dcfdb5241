import { Suspense, useDeferredValue } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useHome } from '../../../lib/catalogue/get-home.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HomeAvatars } from '../components/home-avatars.tsx';
import { HomeBanner } from '../components/home-banner.tsx';
import { HomeFaq } from '../components/home-faq.tsx';
import { HomeFigures } from '../components/home-figures.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HomePartners } from '../components/home-partners.tsx';
import { HomeRoadmap } from '../components/home-roadmap.tsx';

function HomeSections() {
  const { t } = useTranslation('home');
  const home = useHome();
  // The sections render the answer in a background pass, in slices, instead of all at once.
  const data = useDeferredValue(home.data);

  if (home.isError) {
    return (
      <Container className="py-20">
        <ErrorState message={t('error')} onRetry={() => void home.refetch()} className="min-h-64" />
      </Container>
    );
  }

  return (
    <>
      <HomeBanner items={data?.banners} />
      <HomeAvatars avatars={data?.avatars} />
      <HomeFigures figures={data?.figures} />
      <HomeRoadmap roadmap={data?.roadmap} />
      <HomePartners partners={data?.partners} />
      <HomeFaq faq={data?.faq} />
    </>
  );
}

export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      {/* The sections wait for their namespace; the hero above does not. */}
      <Suspense fallback={<div className="min-h-[200vh]" aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
