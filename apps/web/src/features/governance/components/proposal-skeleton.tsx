import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The detail page's shape while the proposal loads. */
export function ProposalSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Container className="py-10 sm:py-14" aria-busy="true">
      <span className="sr-only" role="status">
        {t('status.loading')}
      </span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-6 h-6 w-40 rounded-full" />
      <Skeleton className="mt-4 h-10 w-3/4 max-w-2xl" />
      <Skeleton className="mt-3 h-4 w-64" />
      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-36 w-full rounded-2xl" />
        </div>
      </div>
    </Container>
  );
}
