import type { NewsIndexResponse, NewsInfoResponse, NewsSummary } from '@colony/contract/news';
import { NEWS_CATEGORIES } from '@colony/contract/news';
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

function categoryOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('category');
}

/** Scrolls the list's end into view until the list says there is nothing more. */
async function scrollToEnd(page: Page): Promise<void> {
  const end = page.getByText('No more items');
  for (let round = 0; round < 40; round++) {
    if (await end.isVisible()) return;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
  }
  await end.waitFor({ state: 'visible', timeout: 5000 });
}

describeInBrowser('announcements', () => {
  const session = useBrowserSession(DESKTOP);

  it('lists articles and loads more while scrolling until "No more items"', async () => {
    const { page } = session;
    await page.goto('/article');
    const cards = page.getByTestId('article-list').getByTestId('article-card');
    await cards.first().waitFor({ state: 'visible' });
    const expected = await allArticles(categoryOf(page) ?? undefined);
    expect(expected.length, 'demo data has articles in this view').toBeGreaterThan(0);
    const firstPage = await cards.count();

    await scrollToEnd(page);
    const shown = await cards.count();
    expect(shown).toBe(expected.length);
    if (expected.length > firstPage) expect(shown).toBeGreaterThan(firstPage);
    expect(await visibleText(cards.first())).toContain(expected[0]?.title);
    expect(await visibleText(cards.last())).toContain(expected.at(-1)?.title);
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
    expect(tabCount, 'one tab per category at least').toBeGreaterThanOrEqual(NEWS_CATEGORIES.length);

    const seen = new Set<string>();
    for (let index = tabCount - 1; index >= 0; index--) {
      await tabs.nth(index).click();
      await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true');
      const category = categoryOf(page);
      if (category !== null) expect(NEWS_CATEGORIES).toContain(category);
      seen.add(page.url());
      const [newest] = await allArticles(category ?? undefined);
      await expect
        .poll(() => visibleText(page.getByTestId('article-card').first()), {
          message: `first card of ${category ?? 'all'}`,
        })
        .toContain(newest?.title);
    }
    expect(seen.size, 'every tab has its own URL').toBe(tabCount);

    // The query is the state: reloading keeps the chosen tab.
    const chosen = categoryOf(page);
    await page.reload();
    await page.getByTestId('article-card').first().waitFor({ state: 'visible' });
    expect(categoryOf(page)).toBe(chosen);
  });
});
