import { afterEach, describe, expect, it, vi } from 'vitest';
import deCommon from '../../locales/de/common.json';
import deNews from '../../locales/de/news.json';
import jpCommon from '../../locales/jp/common.json';
import { i18n, initI18n, t } from './i18n.ts';
import { loadLocaleFile } from './locale-files.ts';

vi.mock('./locale-files.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./locale-files.ts')>();
  return { loadLocaleFile: vi.fn(actual.loadLocaleFile) };
});

afterEach(() => {
  vi.mocked(loadLocaleFile).mockClear();
});

describe('initI18n', () => {
  it("loads `common` and the page's namespaces in the stored locale's language only", async () => {
    await initI18n('de-DE', ['news']);
    expect(vi.mocked(loadLocaleFile).mock.calls).toEqual([
      ['de', 'common'],
      ['de', 'news'],
    ]);
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(i18n.hasLoadedNamespace('news')).toBe(true);
    expect(t('wallet.errors.connectFailed')).toBe(deCommon.wallet.errors.connectFailed);
    expect(t('news:news.title')).toBe(deNews.news.title);
  });

  it('switches to another locale with the namespaces loaded so far', async () => {
    await initI18n('de-DE', ['news']);
    await initI18n('ja-JP');
    expect(vi.mocked(loadLocaleFile).mock.calls).toEqual([
      ['jp', 'common'],
      ['jp', 'news'],
    ]);
    expect(i18n.language).toBe('jp');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(t('wallet.errors.connectFailed')).toBe(jpCommon.wallet.errors.connectFailed);
    expect(i18n.hasLoadedNamespace('news')).toBe(true);
  });
});
