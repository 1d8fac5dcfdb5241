import { readFileSync } from 'node:fs';
import {
  describeFindings,
  type Glossary,
  type GlossaryText,
  glossaryFindings,
} from '@colony/contract/glossary';
import { LANGUAGES, type Language } from '@colony/contract/locales';
import { describe, expect, it } from 'vitest';
import { DEMO_BANNERS, DEMO_FAQ, DEMO_PARTNERS, DEMO_ROADMAP } from './home-content.ts';
import { DEMO_ARTICLES } from './load-demo-data.ts';

// The glossary lives beside the web app's locale files; the demo content speaks the same words.
const glossary: Glossary = JSON.parse(
  readFileSync(new URL('../../../web/src/locales/glossary.json', import.meta.url), 'utf8'),
);

function demoTexts(language: Language): GlossaryText[] {
  const articles = DEMO_ARTICLES.flatMap((article) =>
    Object.entries(article.text[language] ?? {}).map(([field, text]) => ({
      where: `article "${article.text.en.title}" ${field}`,
      text,
    })),
  );
  const home = [
    ...DEMO_ROADMAP.flatMap((phase) =>
      [phase.title, ...phase.items].map((content) => ['roadmap', content] as const),
    ),
    ...DEMO_PARTNERS.map((partner) => ['partner', partner.content] as const),
    ...DEMO_FAQ.map((item) => ['faq', item] as const),
    ...DEMO_BANNERS.map((banner) => ['banner', banner.content] as const),
  ].flatMap(([section, content]) =>
    Object.entries(content[language] ?? {}).map(([field, text]) => ({
      where: `${section} ${field} "${Object.values(content.en)[0]}"`,
      text: String(text),
    })),
  );
  return [...articles, ...home];
}

describe('demo content', () => {
  for (const language of LANGUAGES) {
    it(`${language}: uses the glossary's words`, () => {
      expect(describeFindings(glossaryFindings(glossary, language, demoTexts(language)))).toBe('');
    });
  }
});
