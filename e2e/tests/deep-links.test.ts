import { ERRORS } from '@colony/contract/errors';
import type { NewsIndexResponse, NewsInfoResponse } from '@colony/contract/news';
import { describe, expect, it } from 'vitest';
import { apiPost } from '../support/api-client.ts';
import { baseUrl, DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { visibleText } from '../support/visible-text.ts';

describeInBrowser('deep links', () => {
  const session = useBrowserSession(DESKTOP);

  it('opens /articleDetail?id=N directly and keeps it across a reload', async () => {
    const { page } = session;
    const { data: index } = await apiPost<NewsIndexResponse>('/news/news/index', { page: 2, limit: 5 });
    const article = index.list[0];
    if (!article) throw new Error('demo data has fewer than six articles');
    const { data } = await apiPost<NewsInfoResponse>('/news/news/info', { id: article.id });

    const response = await page.goto(`/articleDetail?id=${article.id}`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByTestId('article-body').waitFor({ state: 'visible' });
    expect(await visibleText(heading)).toContain(data.article.title);

    await page.reload();
    await page.getByTestId('article-body').waitFor({ state: 'visible' });
    expect(await visibleText(heading)).toContain(data.article.title);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(article.id));
  });

  it('shows the not-found page inside the shell for an unknown path', async () => {
    const { page } = session;
    await page.goto('/no/such/page');
    await page.getByTestId('site-header').waitFor({ state: 'visible' });
    const main = page.locator('main');
    await expect.poll(() => visibleText(main)).toMatch(/not found|404/i);
    await main.getByRole('link').filter({ hasText: /home/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('API paths never fall back to the web app', () => {
  it.each(['GET', 'POST'])('%s /api/unknown answers a JSON 404 envelope', async (method) => {
    const response = await fetch(`${baseUrl}/api/unknown`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { code: unknown; msg: unknown; data: unknown };
    expect(body.code).toBe(ERRORS.notFound.code);
    expect(typeof body.msg).toBe('string');
    expect(body.msg).not.toBe('');
    expect('data' in body).toBe(true);
  });
});
