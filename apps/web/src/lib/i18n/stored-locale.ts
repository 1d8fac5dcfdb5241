import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@colony/contract/locales';

/** The locale chosen in the language selector, stored under `locale` (SPEC.md §3). */
export function readStoredLocale(): Locale {
  try {
    const raw = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(raw)) return raw;
    // Older values may be JSON-encoded strings.
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isLocale(parsed) ? parsed : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Stores the locale and reloads so every screen and request uses it. */
export function switchLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage unavailable: the reload keeps the default language.
  }
  window.location.reload();
}
