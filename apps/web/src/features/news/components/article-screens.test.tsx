import { ERRORS } from '@colony/contract/errors';
import type { NewsInfoResponse, NewsSummary } from '@colony/contract/news';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error.ts';
import { post } from '../../../lib/http/post.ts';
import { createI18n } from '../../../lib/i18n/translator.ts';
import { I18nProvider } from '../../../lib/i18n/use-translation.ts';
import common from '../../../locales/en/common.json';
import news from '../../../locales/en/news.json';
import ArticleDetailPage from '../pages/article-detail-page.tsx';
import ArticlePage from '../pages/article-page.tsx';

vi.mock('../../../lib/http/post.ts', () => ({ post: vi.fn() }));

const i18n = createI18n({ language: 'en', resources: { en: { common, news } } });

const mockedPost = vi.mocked(post);

function summary(id: number, overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    category: 'announcement',
    title: `Article ${id}`,
    summary: `Summary ${id}`,
    cover: null,
    videoUrl: null,
    publishedAt: '2025-06-30T08:30:00.000Z',
    ...overrides,
  };
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/article', Component: ArticlePage },
      { path: '/articleDetail', Component: ArticleDetailPage },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  mockedPost.mockReset();
});
afterEach(cleanup);

describe('announcement list', () => {
  it('asks for the category in the URL and keeps the chosen tab in the URL', async () => {
    mockedPost.mockResolvedValue({ list: [summary(1), summary(2)], total: 2, page: 1, limit: 12 });
    const router = renderAt('/article?category=video');
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(2));
    expect(mockedPost).toHaveBeenCalledWith(
      '/news/news/index',
      { page: 1, limit: 12, category: 'video' },
      expect.anything(),
    );
    expect(screen.getAllByTestId('article-card')[0]?.getAttribute('href')).toBe('/articleDetail?id=1');
    expect(screen.getByText('No more items')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=all'));
    await waitFor(() =>
      expect(mockedPost).toHaveBeenLastCalledWith(
        '/news/news/index',
        { page: 1, limit: 12 },
        expect.anything(),
      ),
    );
  });

  it('defaults to announcements and says when there is nothing', async () => {
    mockedPost.mockResolvedValue({ list: [], total: 0, page: 1, limit: 12 });
    renderAt('/article');
    await waitFor(() => expect(screen.getByText('No data available')).toBeTruthy());
    expect(mockedPost).toHaveBeenCalledWith(
      '/news/news/index',
      { page: 1, limit: 12, category: 'announcement' },
      expect.anything(),
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Announcements');
  });
});

describe('article detail', () => {
  const info: NewsInfoResponse = {
    article: {
      ...summary(7, { category: 'video', title: 'Launch video' }),
      videoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
      body: 'First paragraph.\n\n<img src=x onerror=alert(1)>',
    },
    related: [summary(8)],
  };

  it('renders the body as text paragraphs, the allowed video and related links', async () => {
    mockedPost.mockResolvedValue(info);
    renderAt('/articleDetail?id=7');
    const body = await screen.findByTestId('article-body');
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First paragraph.',
      '<img src=x onerror=alert(1)>',
    ]);
    expect(body.querySelector('img')).toBeNull();
    const frame = screen.getByTitle('Video: Launch video');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(frame.getAttribute('loading')).toBe('lazy');
    const related = screen.getByTestId('related-articles');
    expect(related.querySelector('a')?.getAttribute('href')).toBe('/articleDetail?id=8');
  });

  it('names the video frame once as a video when the title already says so', async () => {
    mockedPost.mockResolvedValue({
      ...info,
      article: { ...info.article, title: 'Video: a tour of the first colony' },
    });
    renderAt('/articleDetail?id=7');
    await screen.findByTestId('article-body');
    expect(document.querySelector('iframe')?.getAttribute('title')).toBe('Video: a tour of the first colony');
  });

  it('links to a video it may not embed instead of framing it', async () => {
    mockedPost.mockResolvedValue({
      ...info,
      article: { ...info.article, videoUrl: 'https://www.youtube.com/watch?v=abc123' },
    });
    renderAt('/articleDetail?id=7');
    await screen.findByTestId('article-body');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Watch the video/ }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=abc123',
    );
  });

  it('shows the not-found state when the API knows no such article', async () => {
    mockedPost.mockRejectedValue(
      new ApiError({ code: ERRORS.articleNotFound.code, msg: 'This article does not exist', data: null }),
    );
    window.addEventListener('unhandledrejection', (e) => console.log('WINUR', String(e.reason)));
    renderAt('/articleDetail?id=99');
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeTruthy();
    expect(mockedPost).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when loading fails for another reason', async () => {
    mockedPost.mockRejectedValue(new ApiError({ code: ERRORS.internal.code, msg: 'Oops', data: null }));
    renderAt('/articleDetail?id=7');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('The article could not be loaded.');
    mockedPost.mockResolvedValue(info);
    fireEvent.click(retry);
    expect(await screen.findByTestId('article-body')).toBeTruthy();
  });

  it('shows the not-found state for an invalid id without asking the API', () => {
    renderAt('/articleDetail?id=abc');
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to announcements' }).getAttribute('href')).toBe('/article');
    expect(mockedPost).not.toHaveBeenCalled();
  });
});
