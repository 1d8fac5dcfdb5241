import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from './class-names.ts';
import { Container } from './container.tsx';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('skeleton rounded-md', className)} />;
}

/** Stands in for a page while its code or data loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Container className="py-14 sm:py-20" aria-busy="true">
      <span className="sr-only" role="status">
        {t('status.loading')}
      </span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-5 h-10 w-2/3 max-w-xl" />
      <Skeleton className="mt-4 h-4 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-4 w-5/6 max-w-xl" />
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </Container>
  );
}

/** The shape of a content card: media band, title and two lines. */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('panel rounded-xl p-5', className)}>
      <Skeleton className="aspect-[16/9] w-full rounded-lg" />
      <Skeleton className="mt-5 h-5 w-3/4" />
      <Skeleton className="mt-3 h-3.5 w-full" />
      <Skeleton className="mt-2 h-3.5 w-2/3" />
    </div>
  );
}
