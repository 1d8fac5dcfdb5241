import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  type Locale,
  localeFromCookie,
} from '@colony/contract/locales';
import { safeLocalStorage } from './safe-storage.ts';

// The locale is stored bare ('en-SG'), not as a JSON entry, so a page can be opened in a language by setting it directly.

/**
 * The locale this page last wrote to the cookie. Reading `document.cookie` after a write is a
 * synchronous call to the browser (the renderer's copy is stale), and the start writes the cookie
 * before the header and the API client read the locale; what it wrote is what the cookie holds.
 */
let writtenCookieLocale: Locale | undefined;

/**
 * The chosen interface locale: the stored one; else the cookie's, which the server also
 * prerendered the page in (storage cleared, or kept apart from cookies); else en-SG.
 */
export function readLocale(): Locale {
  const stored = safeLocalStorage.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  // Also accept a JSON-quoted value ('"ja-JP"'), the shape a generic JSON writer leaves behind.
  const unquoted = stored?.startsWith('"') && stored.endsWith('"') ? stored.slice(1, -1) : undefined;
  if (isLocale(unquoted)) return unquoted;
  if (writtenCookieLocale) return writtenCookieLocale;
  return (typeof document !== 'undefined' && localeFromCookie(document.cookie)) || DEFAULT_LOCALE;
}

export function writeLocale(locale: Locale): void {
  safeLocalStorage.setItem(LOCALE_STORAGE_KEY, locale);
  writeLocaleCookie(locale);
}

/** Mirrors the locale into a cookie: the server answers each page prerendered in it. */
export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the value is one of the fixed locale names; the Cookie Store API is missing in some browsers
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
  writtenCookieLocale = locale;
}
