import { DEFAULT_LOCALE } from '@colony/contract/locales';

/** The interface locale (set on <html lang> at start-up), for Intl formatting. */
export function currentLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || DEFAULT_LOCALE;
}
