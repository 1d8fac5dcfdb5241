import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeFindings,
  type Glossary,
  type GlossaryText,
  glossaryFindings,
} from '@colony/contract/glossary';
import { LANGUAGES } from '@colony/contract/locales';
import { MESSAGES } from '@colony/contract/messages/index';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './flatten-keys.ts';
import { NAMESPACES } from './namespaces.ts';

const localesDir = join(import.meta.dirname, '../../locales');
const glossary: Glossary = JSON.parse(readFileSync(join(localesDir, 'glossary.json'), 'utf8'));

function localeTexts(language: string): GlossaryText[] {
  return NAMESPACES.flatMap((namespace) => {
    const file = `${language}/${namespace}.json`;
    const values = flattenKeys(JSON.parse(readFileSync(join(localesDir, file), 'utf8')));
    return [...values].map(([key, text]) => ({ where: `${file} ${key}`, text: String(text) }));
  });
}

describe('glossary', () => {
  it('names every term in every language, with the words to use', () => {
    const ids = glossary.terms.map((term) => term.id);
    expect(new Set(ids).size, 'term ids are unique').toBe(ids.length);
    for (const term of glossary.terms) {
      for (const language of LANGUAGES) {
        expect(term[language]?.use.length, `${term.id} in ${language}`).toBeGreaterThan(0);
      }
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: the locale files and server messages use the glossary's words`, () => {
      const texts = [
        ...localeTexts(language),
        ...Object.entries(MESSAGES[language]).map(([key, text]) => ({
          where: `messages/${language} ${key}`,
          text,
        })),
      ];
      expect(describeFindings(glossaryFindings(glossary, language, texts))).toBe('');
    });
  }
});
