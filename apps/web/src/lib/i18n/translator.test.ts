import type { Language } from '@colony/contract/locales';
import { describe, expect, it, vi } from 'vitest';
import type { Namespace } from './namespaces.ts';
import { createI18n, type Translations } from './translator.ts';

const plurals: Translations = {
  votes_zero: 'no votes',
  votes_one: '{{count}} vote',
  votes_other: '{{count}} votes',
  days_other: '{{count}} days',
  rank: 'rank {{count}}',
};

/** A download the test answers when it wants, counted by the `calls` it records. */
function controlledLoad() {
  const calls: {
    language: Language;
    namespace: Namespace;
    answer: (t: Translations) => void;
    fail: () => void;
  }[] = [];
  const load = vi.fn(
    (language: Language, namespace: Namespace) =>
      new Promise<Translations>((resolve, reject) => {
        calls.push({ language, namespace, answer: resolve, fail: () => reject(new Error('offline')) });
      }),
  );
  return { load, calls };
}

describe('t', () => {
  const i18n = createI18n({
    language: 'en',
    resources: {
      en: {
        common: { wallet: { connect: 'Connect wallet', greeting: 'Hello {{name}}, {{ name }}!' }, empty: '' },
        news: { title: 'News', only: 'news only' },
        money: { only: 'money only', fee: 'Fee {{fee}}' },
      },
    },
  });

  it('reads nested keys by their dotted path, in `common` by default', () => {
    expect(i18n.t('wallet.connect')).toBe('Connect wallet');
    expect(i18n.t('empty')).toBe('');
  });

  it('reads another namespace by a `ns:` prefix or by options.ns, the prefix first', () => {
    expect(i18n.t('news:title')).toBe('News');
    expect(i18n.t('title', { ns: 'news' })).toBe('News');
    expect(i18n.t('common:wallet.connect', { ns: 'news' })).toBe('Connect wallet');
  });

  it('tries the namespaces of options.ns in order', () => {
    expect(i18n.t('only', { ns: ['news', 'money'] })).toBe('news only');
    expect(i18n.t('only', { ns: ['money', 'news'] })).toBe('money only');
    expect(i18n.t('fee', { ns: ['news', 'money'], fee: '1 USDT' })).toBe('Fee 1 USDT');
  });

  it('fills every placeholder as it is, without escaping, and keeps one without a value', () => {
    expect(i18n.t('wallet.greeting', { name: '<b>Ann</b> $& $1' })).toBe(
      'Hello <b>Ann</b> $& $1, <b>Ann</b> $& $1!',
    );
    expect(i18n.t('money:fee', { fee: 0 })).toBe('Fee 0');
    expect(i18n.t('money:fee', { fee: null })).toBe('Fee ');
    expect(i18n.t('money:fee')).toBe('Fee {{fee}}');
  });

  it('answers the key, without its namespace, for a key no namespace has', () => {
    expect(i18n.t('wallet.nothing')).toBe('wallet.nothing');
    expect(i18n.t('news:nothing')).toBe('nothing');
    expect(i18n.t('wallet')).toBe('wallet');
    expect(i18n.t('title', { ns: 'support' })).toBe('title');
  });

  it('answers defaultValue, filled, for a missing key', () => {
    expect(i18n.t('kinds.fee_refund', { defaultValue: 'fee refund' })).toBe('fee refund');
    expect(i18n.t('nothing', { defaultValue: '{{n}} left', n: 2 })).toBe('2 left');
    expect(i18n.t('wallet.connect', { defaultValue: 'unused' })).toBe('Connect wallet');
  });
});

describe('plurals', () => {
  const languages = ['en', 'jp', 'kr', 'cn', 'th', 'vi', 'de'] as const;
  const i18n = createI18n({
    language: 'en',
    resources: Object.fromEntries(languages.map((language) => [language, { common: plurals }])),
  });

  it('picks _one and _other by the English and German rules', async () => {
    for (const language of ['en', 'de'] as const) {
      await i18n.changeLanguage(language);
      expect(i18n.t('votes', { count: 1 }), language).toBe('1 vote');
      expect(i18n.t('votes', { count: 2 }), language).toBe('2 votes');
      expect(i18n.t('votes', { count: 1.5 }), language).toBe('1.5 votes');
      expect(i18n.t('votes', { count: 21 }), language).toBe('21 votes');
    }
  });

  it('picks _other for every count in Japanese, Korean, Chinese, Thai and Vietnamese', async () => {
    for (const language of ['jp', 'kr', 'cn', 'th', 'vi'] as const) {
      await i18n.changeLanguage(language);
      expect(i18n.t('votes', { count: 1 }), language).toBe('1 votes');
      expect(i18n.t('votes', { count: 2 }), language).toBe('2 votes');
    }
  });

  it('prefers _zero for no items, then falls back to _other, then to the bare key', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('votes', { count: 0 })).toBe('no votes');
    expect(i18n.t('days', { count: 1 })).toBe('1 days');
    expect(i18n.t('rank', { count: 3 })).toBe('rank 3');
    expect(i18n.t('votes')).toBe('votes');
  });
});

describe('loading', () => {
  it('counts every namespace as loaded without a download', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.hasLoadedNamespace('staking')).toBe(true);
    expect(i18n.t('staking:title')).toBe('title');
  });

  it('downloads each namespace once, and answers the same promise for the same namespaces', async () => {
    const { load, calls } = controlledLoad();
    const i18n = createI18n({ language: 'de', load });
    const first = i18n.loadNamespaces(['common', 'news']);
    expect(i18n.loadNamespaces(['common', 'news'])).toBe(first);
    const other = i18n.loadNamespaces(['news']);
    expect(calls.map((call) => `${call.language}/${call.namespace}`)).toEqual(['de/common', 'de/news']);
    expect(i18n.hasLoadedNamespace('news')).toBe(false);
    expect(i18n.t('news:title')).toBe('title');

    calls[1]?.answer({ title: 'Neuigkeiten' });
    await other;
    expect(i18n.hasLoadedNamespace('news')).toBe(true);
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    expect(i18n.t('news:title')).toBe('Neuigkeiten');

    calls[0]?.answer({ ok: 'OK' });
    await first;
    expect(i18n.t('ok')).toBe('OK');
    await i18n.loadNamespaces(['common', 'news']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects when a download fails, and keeps failing without downloading again', async () => {
    const { load, calls } = controlledLoad();
    const i18n = createI18n({ language: 'en', load });
    const failed = i18n.loadNamespaces(['news']);
    calls[0]?.fail();
    await expect(failed).rejects.toThrow('offline');
    expect(i18n.hasLoadedNamespace('news')).toBe(false);
    expect(i18n.loadNamespaces(['news'])).toBe(failed);
    await expect(i18n.loadNamespaces(['news', 'money'])).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('news:title')).toBe('title');
  });

  it('marks its promise fulfilled or rejected once settled, as React reads it', async () => {
    const { load, calls } = controlledLoad();
    const i18n = createI18n({ language: 'en', load });
    const news = i18n.loadNamespaces(['news']);
    const money = i18n.loadNamespaces(['money']);
    expect(news).not.toHaveProperty('status');
    calls[0]?.answer({ title: 'News' });
    calls[1]?.fail();
    await news;
    await money.catch(() => {});
    expect(news).toHaveProperty('status', 'fulfilled');
    expect(money).toMatchObject({ status: 'rejected', reason: new Error('offline') });
    // Already loaded: fulfilled from the start, so `use` does not wait.
    expect(i18n.loadNamespaces(['news'])).toBe(news);
    expect(createI18n({ language: 'en' }).loadNamespaces(['news'])).toHaveProperty('status', 'fulfilled');
  });
});

describe('changeLanguage', () => {
  it('loads the namespaces used so far in the new language before it switches and tells the subscribers', async () => {
    const { load, calls } = controlledLoad();
    const i18n = createI18n({ language: 'en', load });
    const english = i18n.loadNamespaces(['common', 'news']);
    calls[0]?.answer({ hello: 'Hello' });
    calls[1]?.answer({ title: 'News' });
    await english;
    const englishT = i18n.fixedT('news');
    expect(i18n.fixedT('news')).toBe(englishT);
    const listener = vi.fn();
    i18n.subscribe(listener);

    const switched = i18n.changeLanguage('jp');
    expect(calls.slice(2).map((call) => `${call.language}/${call.namespace}`)).toEqual([
      'jp/common',
      'jp/news',
    ]);
    expect(i18n.language).toBe('en');
    calls[2]?.answer({ hello: 'こんにちは' });
    calls[3]?.answer({ title: 'ニュース' });
    await switched;

    expect(i18n.language).toBe('jp');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello')).toBe('こんにちは');
    expect(i18n.fixedT('news')).not.toBe(englishT);
    expect(i18n.fixedT('news')('title')).toBe('ニュース');
    // A `t` taken before the switch keeps its language.
    expect(englishT('title')).toBe('News');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
