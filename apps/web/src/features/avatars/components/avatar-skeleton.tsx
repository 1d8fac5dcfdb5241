import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The avatar page's shape while its terms load: artwork, name, price, supply, and the four facts. */
export function AvatarSkeleton() {
  const { t } = useTranslation('avatars');
  useDocumentTitle(t('title'));
  return (
    <div aria-busy="true" data-testid="avatar-loading">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <section className="border-b border-line">
        <Container className="grid items-center gap-8 py-10 sm:py-14 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:py-20">
          <Skeleton className="mx-auto aspect-square w-full max-w-sm rounded-2xl md:max-w-md" />
          <div>
            <Skeleton className="h-6 w-32 rounded-full" />
            <Skeleton className="mt-4 h-11 w-3/4" />
            <Skeleton className="mt-4 h-4 w-full max-w-xl" />
            <Skeleton className="mt-2 h-4 w-2/3 max-w-lg" />
            <Skeleton className="mt-8 h-10 w-48" />
            <Skeleton className="mt-8 h-13 w-full rounded-full sm:w-48" />
            <Skeleton className="mt-8 h-28 w-full rounded-2xl" />
          </div>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <Skeleton className="h-8 w-64" />
        <div className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {[0, 1, 2].map((slot) => (
            <Skeleton key={slot} className="h-36 rounded-2xl" />
          ))}
          <Skeleton className="h-36 rounded-2xl sm:col-span-3 lg:col-span-1" />
        </div>
      </Container>
    </div>
  );
}
