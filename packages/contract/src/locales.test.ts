import { describe, expect, it } from 'vitest';
import { LOCALE_TO_LANGUAGE, LOCALES, languageFromHeader } from './locales.ts';

describe('languageFromHeader', () => {
  it('maps each supported locale as SPEC.md §9 lists', () => {
    expect(LOCALES.map(languageFromHeader)).toEqual(['en', 'jp', 'kr', 'cn', 'th', 'vi', 'de']);
    for (const locale of LOCALES) expect(languageFromHeader(locale)).toBe(LOCALE_TO_LANGUAGE[locale]);
  });

  it('falls back to English for anything else', () => {
    for (const header of [undefined, null, '', '*', 'fr-FR', 'xx', ';;;', 'en-US;q=0.8']) {
      expect(languageFromHeader(header)).toBe('en');
    }
  });

  it('reads browser-style lists and bare language codes', () => {
    expect(languageFromHeader('fr-FR,de;q=0.8')).toBe('de');
    expect(languageFromHeader('ja')).toBe('jp');
    expect(languageFromHeader('jp')).toBe('jp');
    expect(languageFromHeader('zh-TW,zh;q=0.9')).toBe('cn');
  });
});
