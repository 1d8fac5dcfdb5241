import type { NewsSummary } from '@colony/contract/news';
import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ArticleCover } from './article-cover.tsx';
import { CategoryBadge } from './category-badge.tsx';

export function articleHref(id: number) {
  return `${ROUTES.articleDetail}?id=${id}`;
}

export function ArticleCard({ article, eager = false }: { article: NewsSummary; eager?: boolean }) {
  return (
    <Link
      to={articleHref(article.id)}
      data-testid="article-card"
      // Cards below the first row skip rendering until they near the viewport.
      className={cx(
        !eager && 'render-when-near [contain-intrinsic-size:auto_26rem]',
        'panel group flex h-full flex-col overflow-hidden rounded-xl transition duration-300 ease-out hover:-translate-y-0.5 hover:border-plasma/40 hover:shadow-glow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plasma',
      )}
    >
      <ArticleCover
        category={article.category}
        cover={article.cover}
        isVideo={article.category === 'video' || article.videoUrl !== null}
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <h2 className="line-clamp-2 text-lg leading-snug font-semibold text-ink group-hover:text-plasma">
          {article.title}
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-muted">{article.summary}</p>
        <p className="mt-auto pt-2 text-xs text-ink-muted tabular-nums">
          <DateTime value={article.publishedAt} />
        </p>
      </div>
    </Link>
  );
}

/** Holds the exact place of a card while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <div aria-hidden="true" className="panel flex h-full flex-col overflow-hidden rounded-xl">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-2 h-3 w-36" />
      </div>
    </div>
  );
}

/** A one-line card for side lists: small cover, title and date. */
export function ArticleRow({ article }: { article: NewsSummary }) {
  return (
    <Link
      to={articleHref(article.id)}
      className="group flex items-start gap-4 rounded-xl p-2 transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plasma"
    >
      <div className="w-28 shrink-0 overflow-hidden rounded-lg border border-line sm:w-32">
        <ArticleCover category={article.category} cover={article.cover} isVideo={article.videoUrl !== null} />
      </div>
      <div className="min-w-0 flex-1">
        <CategoryBadge category={article.category} />
        <h3 className="mt-1.5 line-clamp-2 text-sm leading-snug font-semibold text-ink group-hover:text-plasma">
          {article.title}
        </h3>
        <p className="mt-1 text-xs text-ink-muted">
          <DateTime value={article.publishedAt} />
        </p>
      </div>
    </Link>
  );
}
