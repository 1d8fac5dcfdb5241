import { ROUTES } from '@colony/contract/routes';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isArticleMissing, useNewsInfo } from '../api/get-news-info.ts';
import { articleIdFromSearch } from '../article-id-param.ts';
import { ArticleDetail } from '../components/article-detail.tsx';
import { ArticleNotFound } from '../components/article-not-found.tsx';

function DetailSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div>
        <div className="flex gap-3">
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-6 w-40" />
        </div>
        <Skeleton className="mt-5 h-10 w-5/6" />
        <Skeleton className="mt-3 h-10 w-2/3" />
        <div className="mt-10 space-y-4">
          {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-3/5'].map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className={`h-4 ${width}`} />
          ))}
        </div>
      </div>
      <div className="space-y-4">
        <Skeleton className="h-6 w-40" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4 p-2">
            <Skeleton className="aspect-video w-28 shrink-0 rounded-lg sm:w-32" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-20 rounded-full" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-3 w-28" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export default function ArticleDetailPage() {
  const { t } = useTranslation('news');
  const [search] = useSearchParams();
  const id = articleIdFromSearch(search);
  const info = useNewsInfo(id);

  if (id === null || isArticleMissing(info.error)) return <ArticleNotFound />;

  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <Link
        to={ROUTES.article}
        className="mb-8 inline-flex items-center gap-2 rounded text-sm font-medium text-ink-muted hover:text-plasma focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-plasma"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
        </svg>
        {t('detail.back')}
      </Link>
      {info.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">{t('detail.loading')}</span>
          <DetailSkeleton />
        </div>
      ) : info.isError ? (
        <ErrorState message={t('detail.loadFailed')} onRetry={() => void info.refetch()} />
      ) : (
        <ArticleDetail info={info.data} />
      )}
    </Container>
  );
}
