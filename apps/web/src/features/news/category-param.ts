import { NEWS_CATEGORIES, type NewsCategory } from '@colony/contract/news-fields';

/** The tab values of the article lists: every category, or all of them. */
export const CATEGORY_TABS = ['all', ...NEWS_CATEGORIES] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

export const CATEGORY_PARAM = 'category';

function isCategoryTab(value: unknown): value is CategoryTab {
  return typeof value === 'string' && (CATEGORY_TABS as readonly string[]).includes(value);
}

/** The tab selected by `?category=`, or the page's default when absent or unknown. */
export function categoryFromSearch(search: URLSearchParams, fallback: CategoryTab): CategoryTab {
  const value = search.get(CATEGORY_PARAM);
  return isCategoryTab(value) ? value : fallback;
}

/** The category to request from the API: none for "all". */
export function categoryFilter(tab: CategoryTab): NewsCategory | undefined {
  return tab === 'all' ? undefined : tab;
}

/** The next search string for a tab: the default tab keeps the URL clean. */
export function searchWithCategory(
  search: URLSearchParams,
  tab: CategoryTab,
  fallback: CategoryTab,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === fallback) next.delete(CATEGORY_PARAM);
  else next.set(CATEGORY_PARAM, tab);
  return next;
}
