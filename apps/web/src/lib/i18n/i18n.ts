import { type Language, LOCALE_TO_LANGUAGE, type Locale } from '@colony/contract/locales';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocaleFile } from './locale-files.ts';
import type { Namespace } from './namespaces.ts';

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLocaleFile(language as Language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Starts i18next in the stored locale's language with `common` and the given namespaces loaded. */
export async function initI18n(locale: Locale, namespaces: readonly Namespace[] = []) {
  const language = LOCALE_TO_LANGUAGE[locale];
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every locale has every key (locale-completeness.test.ts), so no second language is downloaded.
      fallbackLng: false,
      ns: ['common', ...namespaces.filter((namespace) => namespace !== 'common')],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
      showSupportNotice: false,
    });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18next;
}
