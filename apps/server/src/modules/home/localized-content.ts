import type { Language } from '@colony/contract/locales';
import type { Localized } from '../../db/schema/home.ts';

/** The content in `language`, field by field, with English for whatever is missing or blank. */
export function pickLanguage<T extends Record<string, string>>(content: Localized<T>, language: Language): T {
  const translated: Partial<T> = language === 'en' ? {} : (content[language] ?? {});
  const result = { ...content.en };
  for (const key of Object.keys(content.en) as (keyof T)[]) {
    const value = translated[key];
    if (typeof value === 'string' && value.trim() !== '') result[key] = value as T[keyof T];
  }
  return result;
}
