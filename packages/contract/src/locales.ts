/** Supported interface locales (SPEC.md §9); en-SG is the default. */
export const LOCALES = ['en-SG', 'ja-JP', 'ko-KR', 'zh-CN', 'th-TH', 'vi-VN', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-SG';
export const LOCALE_STORAGE_KEY = 'locale';
/** Cookie mirroring the stored locale, so the server knows the language before any script runs. */
export const LOCALE_COOKIE = 'locale';

/** The language code the server reads from Accept-Language. */
export const LANGUAGES = ['en', 'jp', 'kr', 'cn', 'th', 'vi', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LOCALE_TO_LANGUAGE: Record<Locale, Language> = {
  'en-SG': 'en',
  'ja-JP': 'jp',
  'ko-KR': 'kr',
  'zh-CN': 'cn',
  'th-TH': 'th',
  'vi-VN': 'vi',
  'de-DE': 'de',
};

/** Native names shown in the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-SG': 'English',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'zh-CN': '简体中文',
  'th-TH': 'ไทย',
  'vi-VN': 'Tiếng Việt',
  'de-DE': 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale in a Cookie header (the browser's `document.cookie` has the same form), if a valid one is there. */
export function localeFromCookie(cookieHeader: string | undefined | null): Locale | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps an Accept-Language value to a language code: an exact locale (en-SG → en),
 * a bare language code the server already uses (jp), else the first listed
 * tag whose primary language matches; anything else is English.
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  for (const tag of tags) {
    if (isLocale(tag)) return LOCALE_TO_LANGUAGE[tag];
    if (isLanguage(tag)) return tag;
    const primary = tag.split('-')[0]?.toLowerCase();
    const match = LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === primary);
    if (match) return LOCALE_TO_LANGUAGE[match];
  }
  return DEFAULT_LANGUAGE;
}
