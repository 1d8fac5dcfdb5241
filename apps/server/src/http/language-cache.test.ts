import { LOCALES, languageFromHeader } from '@colony/contract/locales';
import { describe, expect, it } from 'vitest';
import { languageCache } from './language-cache.ts';

const HEADERS = [
  ...LOCALES,
  'en',
  'jp',
  'ko-KR,ko;q=0.9,en;q=0.8',
  'fr-FR',
  'de',
  'zh-TW,zh;q=0.8',
  'th-TH;q=0.5, vi',
  '',
  ' , ;q=1',
  `${'x'.repeat(200)},de-DE`,
];

describe('language cache', () => {
  it('answers what languageFromHeader answers, the first time and every time after', () => {
    const cache = languageCache({ capacity: 4 });
    for (let round = 0; round < 3; round++) {
      for (const header of [...HEADERS, undefined]) {
        expect(cache.languageOf(header), String(header)).toBe(languageFromHeader(header));
      }
    }
  });

  it('keeps at most its capacity, and no value longer than its limit', () => {
    const cache = languageCache({ capacity: 3, maxLength: 16 });
    for (const header of HEADERS) cache.languageOf(header);
    expect(cache.size()).toBe(3);
    const fresh = languageCache({ capacity: 3, maxLength: 16 });
    fresh.languageOf(`${'x'.repeat(17)}`);
    expect(fresh.size()).toBe(0);
  });
});
