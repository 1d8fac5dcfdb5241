import type { NewsIndexResponse, NewsInfoResponse, NewsSummary } from '@colony/contract/news';
import { NEWS_CATEGORIES } from '@colony/contract/news-fields';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiPost } from '../support/api-client.ts';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { visibleText } from '../support/visible-text.ts';

async function allArticles(category?: string): Promise<NewsSummary[]> {
  const items: NewsSummary[] = [];
  for (let page = 1; ; page++) {
    const { data } = await apiPost<NewsIndexResponse>('/news/news/index', { page, limit: 100, category });
    items.push(...data.list);
    if (items.length >= data.total || data.list.length === 0) return items;
  }
}

/** The tab values the list pages put in `?category=`: each category, or all of them. */
const TAB_VALUES = ['all', ...NEWS_CATEGORIES] as const;

function categoryOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('category');
}

/** The API filter for a tab value: none for "all". */
function filterFor(tab: string): string | undefined {
  return tab === 'all' ? undefined : tab;
}

/**
 * Scrolls the list's end into view, page after page, until the list says there is nothing more;
 * each scroll waits for what it brings: more cards, or the end.
 */
async function scrollToEnd(page: Page): Promise<void> {
  const list = page.getByTestId('article-list');
  const end = list.getByText('No more items');
  while (!(await end.isVisible())) {
    const shown = await list.getByTestId('article-card').count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((before) => {
      const listed = document.querySelector('[data-testid="article-list"]');
      const cards = listed?.querySelectorAll('[data-testid="article-card"]').length ?? 0;
      return cards > before || (listed?.textContent ?? '').includes('No more items');
    }, shown);
  }
}

describeInBrowser('announcements', () => {
  const session = useBrowserSession(DESKTOP);

  it('lists all articles, loading more while scrolling until "No more items"', async () => {
    const { page } = session;
    await page.goto('/article?category=all');
    const cards = page.getByTestId('article-list').getByTestId('article-card');
    await cards.first().waitFor({ state: 'visible' });
    const expected = await allArticles();
    const firstPage = await cards.count();
    expect(firstPage, 'the first page holds only part of the list').toBeLessThan(expected.length);

    await scrollToEnd(page);
    expect(await cards.count()).toBe(expected.length);
    // Cards far from the viewport skip rendering (content-visibility), as for a reader: look at each.
    for (const [card, article] of [
      [cards.last(), expected.at(-1)],
      [cards.first(), expected[0]],
    ] as const) {
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => visibleText(card)).toContain(article?.title);
    }
  });

  it('the demo data is large enough to need more than one page', async () => {
    const everything = await allArticles();
    const { data } = await apiPost<NewsIndexResponse>('/news/news/index', {});
    expect(everything.length).toBeGreaterThan(data.limit);
  });

  it('opens an article from its card, with body and related articles', async () => {
    const { page } = session;
    await page.goto('/article');
    const card = page.getByTestId('article-card').first();
    await card.waitFor({ state: 'visible' });
    await card.click();
    await page.waitForURL(
      (url) => url.pathname === '/articleDetail' && /^\d+$/.test(url.searchParams.get('id') ?? ''),
    );
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const { data } = await apiPost<NewsInfoResponse>('/news/news/info', { id });

    const body = page.getByTestId('article-body');
    await body.waitFor({ state: 'visible' });
    expect(await visibleText(page.getByRole('heading', { level: 1 }))).toContain(data.article.title);
    const firstParagraph = data.article.body.split(/\n\s*\n/)[0]?.trim() ?? '';
    expect(await visibleText(body)).toContain(firstParagraph.slice(0, 60));

    const related = page.getByTestId('related-articles');
    await related.waitFor({ state: 'visible' });
    expect(data.related.length, 'demo article has related articles').toBeGreaterThan(0);
    const relatedText = await visibleText(related);
    for (const item of data.related) expect(relatedText).toContain(item.title);
  });

  it('follows a related article', async () => {
    const { page } = session;
    const [first] = await allArticles();
    if (!first) throw new Error('no articles in demo data');
    const { data } = await apiPost<NewsInfoResponse>('/news/news/info', { id: first.id });
    const target = data.related[0];
    if (!target) throw new Error(`article ${first.id} has no related articles`);
    await page.goto(`/articleDetail?id=${first.id}`);
    await page.getByTestId('related-articles').getByText(target.title).first().click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(target.id));
    await expect.poll(() => visibleText(page.getByRole('heading', { level: 1 }))).toContain(target.title);
  });

  it('each category tab changes the URL query and lists that category', async () => {
    const { page } = session;
    await page.goto('/article');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor({ state: 'visible' });
    const tabCount = await tabs.count();
    expect(tabCount, 'a tab for all and one per category').toBe(TAB_VALUES.length);

    const firstTitles = new Map<string | null, string>();
    for (let index = tabCount - 1; index >= 0; index--) {
      await tabs.nth(index).click();
      await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true');
      await session.settle();
      const tab = categoryOf(page);
      expect(firstTitles.has(tab), `every tab has its own URL (again ${tab})`).toBe(false);
      if (tab !== null) {
        expect(TAB_VALUES).toContain(tab);
        const [newest] = await allArticles(filterFor(tab));
        await expect
          .poll(() => visibleText(page.getByTestId('article-card').first()), {
            message: `first card of ${tab}`,
          })
          .toContain(newest?.title);
      }
      await page.getByTestId('article-card').first().waitFor({ state: 'visible' });
      firstTitles.set(tab, await visibleText(page.getByTestId('article-card').first()));
    }

    // The page's default tab keeps the URL clean; it is the one value no other tab used.
    const unused = TAB_VALUES.filter((value) => !firstTitles.has(value));
    expect(unused, 'exactly one tab without a query').toHaveLength(1);
    const [newestOfDefault] = await allArticles(filterFor(unused[0] ?? 'all'));
    expect(firstTitles.get(null)).toContain(newestOfDefault?.title);

    // The query is the state: reloading keeps the chosen tab.
    await tabs.nth(tabCount - 1).click();
    const chosen = categoryOf(page);
    await page.reload();
    await page.getByTestId('article-card').first().waitFor({ state: 'visible' });
    expect(categoryOf(page)).toBe(chosen);
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(1);
    expect(
      await page
        .getByRole('tab')
        .nth(tabCount - 1)
        .getAttribute('aria-selected'),
    ).toBe('true');
  });
});
