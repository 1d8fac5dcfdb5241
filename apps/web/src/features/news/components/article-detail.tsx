import type { NewsInfoResponse } from '@colony/contract/news';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { splitParagraphs } from '../body-paragraphs.ts';
import { ArticleRow } from './article-card.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { VideoEmbed } from './video-embed.tsx';

export function ArticleDetail({ info }: { info: NewsInfoResponse }) {
  const { t } = useTranslation('news');
  useDocumentTitle(info.article.title);
  const { article, related } = info;
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <article className="min-w-0">
        <header>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
            <CategoryBadge category={article.category} />
            <span className="tabular-nums">
              <DateTime value={article.publishedAt} />
            </span>
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-bold text-balance sm:text-4xl">{article.title}</h1>
          {article.summary ? (
            <p className="mt-4 text-base text-ink-muted sm:text-lg">{article.summary}</p>
          ) : null}
        </header>
        {article.videoUrl ? (
          <div className="mt-8">
            <VideoEmbed videoUrl={article.videoUrl} title={article.title} />
          </div>
        ) : null}
        <div
          data-testid="article-body"
          className="mt-8 max-w-[72ch] space-y-5 text-base leading-8 text-ink/90"
        >
          {splitParagraphs(article.body).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
            <p key={index} className="whitespace-pre-line break-words">
              {paragraph}
            </p>
          ))}
        </div>
      </article>
      <aside
        data-testid="related-articles"
        aria-labelledby="related-heading"
        className="min-w-0 lg:sticky lg:top-28 lg:self-start"
      >
        <h2 id="related-heading" className="mb-3 text-lg font-semibold">
          {t('detail.related')}
        </h2>
        {related.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {related.map((item) => (
              <li key={item.id}>
                <ArticleRow article={item} />
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
