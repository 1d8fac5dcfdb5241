import { type Language, languageFromHeader } from '@colony/contract/locales';

/**
 * `languageFromHeader` remembered per Accept-Language value: a browser sends the same value with
 * every call, and parsing it was a measurable part of a cached answer. At most `capacity` values
 * are kept (the oldest goes first) and none longer than `maxLength`, so odd headers cannot grow it.
 */
export function languageCache({ capacity = 256, maxLength = 128 } = {}) {
  const languages = new Map<string, Language>();
  return {
    languageOf(header: string | undefined): Language {
      if (header === undefined) return languageFromHeader(header);
      const known = languages.get(header);
      if (known !== undefined) return known;
      const language = languageFromHeader(header);
      if (header.length <= maxLength) {
        if (languages.size >= capacity) {
          const oldest = languages.keys().next().value;
          if (oldest !== undefined) languages.delete(oldest);
        }
        languages.set(header, language);
      }
      return language;
    },
    size: () => languages.size,
  };
}
