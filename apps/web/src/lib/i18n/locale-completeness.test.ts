import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@colony/contract/locales';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './flatten-keys.ts';
import { NAMESPACES } from './namespaces.ts';

const localesDir = join(import.meta.dirname, '../../locales');

function load(language: string, namespace: string) {
  return flattenKeys(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')));
}

function placeholders(text: string) {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

describe('locale files', () => {
  it('has one folder per language and one file per namespace', () => {
    // Beside the folders sits the glossary (glossary.json), shared by every language.
    const folders = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const files = readdirSync(join(localesDir, language)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every language has every English key, non-empty, with the same placeholders`, () => {
      const english = load('en', namespace);
      for (const language of LANGUAGES) {
        const translated = load(language, namespace);
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect(missing, `${language}/${namespace}.json is missing keys`).toEqual([]);
        expect(extra, `${language}/${namespace}.json has keys English does not`).toEqual([]);
        for (const [key, value] of translated) {
          expect(typeof value, `${language}/${namespace}.json ${key}`).toBe('string');
          expect((value as string).trim(), `${language}/${namespace}.json ${key} is empty`).not.toBe('');
          expect(placeholders(value as string), `${language}/${namespace}.json ${key} placeholders`).toEqual(
            placeholders(String(english.get(key))),
          );
        }
      }
    });
  }
});
