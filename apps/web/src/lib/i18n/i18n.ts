import { DEFAULT_LANGUAGE, LOCALE_TO_LANGUAGE, type Locale } from '@colony/contract/locales';
import { loadLocaleFile } from './locale-files.ts';
import type { Namespace } from './namespaces.ts';
import { createI18n, DEFAULT_NAMESPACE, type TFunction } from './translator.ts';

/** The app's translations, read by `useTranslation` outside a test's `I18nProvider`. */
export const i18n = createI18n({ language: DEFAULT_LANGUAGE, load: loadLocaleFile });

/** Translates outside React, in `common` unless the key or `options.ns` names another namespace. */
export const t: TFunction = (key, options) => i18n.t(key, options);

/** Switches to the stored locale's language with `common` and the given namespaces loaded. */
export async function initI18n(locale: Locale, namespaces: readonly Namespace[] = []) {
  const all = [DEFAULT_NAMESPACE, ...namespaces.filter((namespace) => namespace !== DEFAULT_NAMESPACE)];
  await i18n.changeLanguage(LOCALE_TO_LANGUAGE[locale]);
  await i18n.loadNamespaces(all);
  // Written only when it differs: setting `lang`, even to the value it has (a page prerendered in
  // this locale), restyles and lays out the whole document, ~10 ms of a phone's start.
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) {
    document.documentElement.lang = locale;
  }
  return i18n;
}
