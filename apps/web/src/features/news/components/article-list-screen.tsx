import type { NewsSummary } from '@colony/contract/news';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useNewsList } from '../api/get-news-list.ts';
import {
  CATEGORY_TABS,
  type CategoryTab,
  categoryFilter,
  categoryFromSearch,
  searchWithCategory,
} from '../category-param.ts';
import { ArticleCard, ArticleCardSkeleton } from './article-card.tsx';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';
const SKELETON_COUNT = 6;

function isCategoryTab(value: string): value is CategoryTab {
  return (CATEGORY_TABS as readonly string[]).includes(value);
}

/** The announcement and news lists: category tabs kept in `?category=` and an endless list of cards. */
export function ArticleListScreen({
  defaultCategory,
  title,
  description,
}: {
  defaultCategory: CategoryTab;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('news');
  const [search, setSearch] = useSearchParams();
  const category = categoryFromSearch(search, defaultCategory);
  const query = useNewsList(categoryFilter(category));
  // A page of cards renders in a background pass, in slices, instead of all at once.
  const list = useDeferredValue(query);
  // Radix reports a click twice (mouse down, then focus) before the URL updates: one history entry per choice.
  const requested = useRef(category);
  useEffect(() => {
    requested.current = category;
  }, [category]);
  const items: NewsSummary[] = list.data?.pages.flatMap((page) => page.list) ?? [];
  // The first row is above the fold: its covers load at once.
  const eagerIds = new Set(items.slice(0, 3).map((article) => article.id));

  return (
    <>
      <PageHeader title={title} description={description} />
      <Container className="pt-8 pb-20 sm:pt-10">
        <Tabs
          value={category}
          onValueChange={(value) => {
            if (!isCategoryTab(value) || value === requested.current) return;
            requested.current = value;
            setSearch(searchWithCategory(search, value, defaultCategory));
          }}
          items={CATEGORY_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          ariaLabel={t('tabs.label')}
        >
          <div data-testid="article-list" className="mt-8">
            <InfiniteList
              items={items}
              getKey={(article) => article.id}
              renderItem={(article) => <ArticleCard article={article} eager={eagerIds.has(article.id)} />}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              fetchNextPage={query.fetchNextPage}
              isLoading={list.isPending}
              isError={list.isError}
              onRetry={() => void query.refetch()}
              className={GRID}
              skeleton={Array.from({ length: SKELETON_COUNT }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <ArticleCardSkeleton key={index} />
              ))}
            />
          </div>
        </Tabs>
      </Container>
    </>
  );
}
