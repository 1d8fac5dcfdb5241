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

  it('fills a placeholder with another message, in the same language', () => {
    const params = {
      tier: { message: 'elite.tier.gold' },
      requirement: { message: 'elite.requirement.directReferrals' },
      required: 5,
      current: 4,
    } as const;
    expect(translate('en', 'errors.eliteRequirementNotMet', params)).toBe(
      'Gold asks for direct referrals of at least 5; you have 4',
    );
    expect(translate('de', 'errors.eliteRequirementNotMet', params)).toBe(
      'Für Gold sind mindestens 5 Direktempfehlungen nötig; du hast 4',
    );
  });
});
