import type { Language } from '@colony/contract/locales';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Namespace } from './namespaces.ts';
import { createI18n, type I18n, type Translations } from './translator.ts';
import { I18nProvider, useTranslation } from './use-translation.ts';

afterEach(cleanup);

const TEXTS: Record<string, Partial<Record<Namespace, Translations>>> = {
  en: { common: { close: 'Close' }, news: { title: 'News' }, money: { fee: 'Fee' } },
  de: { common: { close: 'Schließen' }, news: { title: 'Neuigkeiten' }, money: { fee: 'Gebühr' } },
};

/** Downloads that wait until the test answers them, one by one. */
function controlledI18n() {
  const pending = new Map<string, { answer: () => void; fail: () => void }>();
  const load = vi.fn(
    (language: Language, namespace: Namespace) =>
      new Promise<Translations>((resolve, reject) => {
        pending.set(`${language}/${namespace}`, {
          answer: () => resolve(TEXTS[language]?.[namespace] ?? {}),
          fail: () => reject(new Error(`${language}/${namespace} is gone`)),
        });
      }),
  );
  const i18n = createI18n({ language: 'en', load });
  /** Waits for React to ask for `file`, then answers or fails it. */
  async function settle(file: string, how: 'answer' | 'fail') {
    const download = await vi.waitFor(() => {
      const asked = pending.get(file);
      if (!asked) throw new Error(`${file} was not asked for`);
      return asked;
    });
    await act(async () => download[how]());
  }
  const answer = (file: string) => settle(file, 'answer');
  const fail = (file: string) => settle(file, 'fail');
  return { i18n, load, answer, fail, asked: () => [...pending.keys()] };
}

class Failure extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? `failed: ${this.state.error.message}` : this.props.children;
  }
}

function tree(i18n: I18n, children: ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <Failure>
        <Suspense fallback="loading">{children}</Suspense>
      </Failure>
    </I18nProvider>
  );
}

/** Renders inside an awaited `act`, as React asks of a tree that suspends. */
async function renderWith(i18n: I18n, children: ReactNode) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(tree(i18n, children));
  });
  if (!result) throw new Error('not rendered');
  return result;
}

function NewsTitle() {
  const { t, i18n } = useTranslation(['news', 'money']);
  return (
    <p>
      {t('title')} · {t('money:fee')} · {t('common:close')} · {i18n.language}
    </p>
  );
}

function CloseButton() {
  const { t } = useTranslation();
  return <button type="button">{t('close')}</button>;
}

const seen = new Set<unknown>();
function Probe({ n }: { n: number }) {
  const { t } = useTranslation('news');
  seen.add(t);
  return <span>{`${t('title')} ${n}`}</span>;
}

describe('useTranslation', () => {
  it('suspends until every namespace it names is loaded, then translates in the first', async () => {
    const { i18n, answer, asked } = controlledI18n();
    await renderWith(i18n, <NewsTitle />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(asked()).toEqual(['en/news', 'en/money']);

    await answer('en/news');
    expect(screen.getByText('loading')).toBeTruthy();
    await answer('en/money');
    // `common` is not among the named namespaces: its key stays until it is loaded.
    expect((await screen.findByRole('paragraph')).textContent).toBe('News · Fee · close · en');
  });

  it('reads `common` when it names no namespace', async () => {
    const { i18n, answer, asked } = controlledI18n();
    await renderWith(i18n, <CloseButton />);
    expect(asked()).toEqual(['en/common']);
    await answer('en/common');
    expect((await screen.findByRole('button')).textContent).toBe('Close');
  });

  it('renders at once what is loaded already', async () => {
    const { i18n, answer } = controlledI18n();
    const loaded = i18n.loadNamespaces(['common']);
    await answer('en/common');
    await loaded;
    await renderWith(i18n, <CloseButton />);
    expect(screen.getByRole('button').textContent).toBe('Close');
  });

  it('renders again in the new language after changeLanguage', async () => {
    const { i18n, answer, asked } = controlledI18n();
    await renderWith(
      i18n,
      <>
        <NewsTitle />
        <CloseButton />
      </>,
    );
    await answer('en/news');
    await answer('en/money');
    await answer('en/common');
    expect((await screen.findByRole('paragraph')).textContent).toBe('News · Fee · Close · en');

    let switched: Promise<void> | undefined;
    act(() => {
      switched = i18n.changeLanguage('de');
    });
    expect(asked().filter((file) => file.startsWith('de/'))).toEqual(['de/news', 'de/money', 'de/common']);
    await answer('de/news');
    await answer('de/money');
    expect(screen.getByRole('paragraph').textContent).toBe('News · Fee · Close · en');
    await answer('de/common');
    await act(() => switched);
    expect(screen.getByRole('paragraph').textContent).toBe('Neuigkeiten · Gebühr · Schließen · de');
    expect(screen.getByRole('button').textContent).toBe('Schließen');
  });

  it('throws to the nearest error boundary when a namespace cannot be downloaded', async () => {
    const { i18n, fail } = controlledI18n();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWith(i18n, <CloseButton />);
    await fail('en/common');
    expect(await screen.findByText('failed: en/common is gone')).toBeTruthy();
  });

  it('keeps the same t from one render to the next', async () => {
    const i18n = createI18n({ language: 'en', resources: { en: TEXTS.en } });
    seen.clear();
    const { rerender } = await renderWith(i18n, <Probe n={1} />);
    rerender(tree(i18n, <Probe n={2} />));
    expect(screen.getByText('News 2')).toBeTruthy();
    expect(seen.size).toBe(1);
  });
});
