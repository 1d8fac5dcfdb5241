import { readLocale } from '../storage/locale.ts';

/** The interface locale, for Intl formatting: <html lang> as set at start-up, else the stored one (the build's prerender). */
export function currentLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || readLocale();
}
