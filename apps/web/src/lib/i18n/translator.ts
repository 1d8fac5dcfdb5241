import { type Language, LOCALE_TO_LANGUAGE, type Locale } from '@colony/contract/locales';
import type { Namespace } from './namespaces.ts';

/** One namespace of one language: strings, nested by the dotted parts of their keys. */
export type Translations = Record<string, unknown>;

export interface TOptions {
  /** The namespace, or the namespaces in order, to look the key up in; a `ns:` prefix of the key wins. */
  ns?: Namespace | readonly Namespace[];
  /** Picks the key's plural form (`key_one`, `key_other`...) by the language's rules, and fills `{{count}}`. */
  count?: number;
  /** The text when no namespace has the key; the key itself otherwise. */
  defaultValue?: string;
  /** The values of the `{{name}}` placeholders, written as they are (React escapes them). */
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** A load that tells, once settled, its `status` and its `value` or `reason`, as React reads a promise. */
export type Loading = Promise<void> & {
  status?: 'fulfilled' | 'rejected';
  value?: undefined;
  reason?: unknown;
};

type LoadFunction = (language: Language, namespace: Namespace) => Promise<Translations>;

export interface I18nOptions {
  language: Language;
  /** Translations at hand, by language and namespace. */
  resources?: Partial<Record<Language, Partial<Record<Namespace, Translations>>>>;
  /** Downloads one namespace of one language. Without it, every namespace counts as loaded. */
  load?: LoadFunction;
}

export interface I18n {
  /** The language `t` translates into. */
  readonly language: Language;
  /** Translates into the current language, in `common` unless the key or `options.ns` names another. */
  t: TFunction;
  /** A `t` bound to the current language and to `namespace` (a changed language gets another). */
  fixedT(namespace: Namespace): TFunction;
  hasLoadedNamespace(namespace: Namespace): boolean;
  /**
   * Resolves once every namespace is loaded in the current language; rejects when a download fails.
   * The same promise for the same language and namespaces each time, which tells its state once
   * settled, as React reads it. A failed download stays failed, so that a render shows the error
   * boundary (whose retry reloads the page) instead of downloading again and again.
   */
  loadNamespaces(namespaces: readonly Namespace[]): Loading;
  /** Loads the namespaces loaded so far in `language`, then switches to it and tells the subscribers. */
  changeLanguage(language: Language): Promise<void>;
  /** Calls `listener` after each change of language; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const DEFAULT_NAMESPACE: Namespace = 'common';

const LANGUAGE_TO_LOCALE = Object.fromEntries(
  Object.entries(LOCALE_TO_LANGUAGE).map(([locale, language]) => [language, locale]),
) as Record<Language, Locale>;

// By the language's BCP 47 tag: `jp` alone is no language to Intl, which would answer English rules.
const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_TO_LOCALE[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(translations: Translations | undefined, key: string): string | undefined {
  let value: unknown = translations;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = Object.hasOwn(value, part) ? (value as Translations)[part] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** Fills `{{name}}` from `values`; a placeholder without a value stays as it is. */
function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The keys to try for `key` in that order: its plural forms first when a count is given. */
function candidateKeys(language: Language, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const keys = [`${key}_${pluralCategory(language, count)}`, `${key}_other`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

/** Marks `promise` when it settles; a promise already resolved counts as fulfilled at once. */
function settled(promise: Promise<void>, resolved = false): Loading {
  const thenable: Loading = promise;
  if (resolved) thenable.status = 'fulfilled';
  thenable.then(
    () => {
      thenable.status = 'fulfilled';
      thenable.value = undefined;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return thenable;
}

export function createI18n(options: I18nOptions): I18n {
  const { load } = options;
  let language = options.language;
  const store = new Map<Language, Map<Namespace, Translations>>();
  for (const [lang, namespaces] of Object.entries(options.resources ?? {})) {
    store.set(lang as Language, new Map(Object.entries(namespaces ?? {}) as [Namespace, Translations][]));
  }
  /** Every namespace asked for so far, which a change of language loads before it switches. */
  const used = new Set<Namespace>();
  const downloads = new Map<string, Promise<void>>();
  const readiness = new Map<string, Loading>();
  const fixed = new Map<string, TFunction>();
  const listeners = new Set<() => void>();

  const loaded = (lang: Language, namespace: Namespace) => !load || !!store.get(lang)?.has(namespace);

  /** The promise under `key` in `cache`, started once. */
  function once<P extends Promise<void>>(cache: Map<string, P>, key: string, start: () => P): P {
    let promise = cache.get(key);
    if (!promise) {
      promise = start();
      cache.set(key, promise);
    }
    return promise;
  }

  function loadOne(download: LoadFunction, lang: Language, namespace: Namespace): Promise<void> {
    return once(downloads, `${lang}/${namespace}`, async () => {
      const translations = await download(lang, namespace);
      let namespaces = store.get(lang);
      if (!namespaces) {
        namespaces = new Map();
        store.set(lang, namespaces);
      }
      namespaces.set(namespace, translations);
    });
  }

  function loadAll(lang: Language, namespaces: readonly Namespace[]): Loading {
    for (const namespace of namespaces) used.add(namespace);
    return once(readiness, `${lang}:${namespaces.join(',')}`, () => {
      const missing = namespaces.filter((namespace) => !loaded(lang, namespace));
      if (!load || missing.length === 0) return settled(Promise.resolve(), true);
      return settled(Promise.all(missing.map((namespace) => loadOne(load, lang, namespace))).then(() => {}));
    });
  }

  function translate(
    lang: Language,
    defaultNamespaces: readonly Namespace[],
    key: string,
    options: TOptions,
  ) {
    let namespaces = options.ns === undefined ? defaultNamespaces : ([] as Namespace[]).concat(options.ns);
    let name = key;
    const separator = key.indexOf(':');
    if (separator > 0) {
      namespaces = [key.slice(0, separator) as Namespace];
      name = key.slice(separator + 1);
    }
    const keys = candidateKeys(lang, name, options.count);
    for (const namespace of namespaces) {
      const translations = store.get(lang)?.get(namespace);
      for (const candidate of keys) {
        const text = lookup(translations, candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    return options.defaultValue === undefined ? name : interpolate(options.defaultValue, options);
  }

  function fixedT(namespace: Namespace): TFunction {
    const cacheKey = `${language}:${namespace}`;
    let t = fixed.get(cacheKey);
    if (!t) {
      const lang = language;
      const namespaces = [namespace];
      t = (key, options = {}) => translate(lang, namespaces, key, options);
      fixed.set(cacheKey, t);
    }
    return t;
  }

  return {
    get language() {
      return language;
    },
    t: (key, options = {}) => translate(language, [DEFAULT_NAMESPACE], key, options),
    fixedT,
    hasLoadedNamespace: (namespace) => loaded(language, namespace),
    loadNamespaces: (namespaces) => loadAll(language, namespaces),
    async changeLanguage(next) {
      await loadAll(next, [...used]);
      if (next === language) return;
      language = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
