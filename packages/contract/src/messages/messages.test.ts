import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../locales.ts';
import { en } from './en.ts';
import { MESSAGES, translate } from './index.ts';

describe('server messages', () => {
  it('has every English message, non-empty and with the same placeholders, in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of LANGUAGES) {
      for (const [key, english] of Object.entries(en)) {
        const text = MESSAGES[language][key as keyof typeof en];
        expect(text?.trim(), `${language} ${key}`).toBeTruthy();
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'fields.tooLong', { max: 120 })).toBe('Please use at most 120 characters');
    expect(translate('de', 'fields.tooLong', {})).toContain('{max}');
  });
});
