import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEDGER_KINDS } from '@colony/contract/ledger-kinds';
import { LANGUAGES } from '@colony/contract/locales';
import { describe, expect, it } from 'vitest';
import { KINDS_NOT_IN_MEMBER_LOG, LOG_KINDS } from './log-filter-params.ts';

/**
 * The server writes only `LEDGER_KINDS` (its ledger refuses any other kind), so going through them
 * here covers every entry a money log can hold: each has a name in every language and is either
 * offered by the type filter or one the member's log never shows.
 */
const localesDir = join(import.meta.dirname, '../../locales');

function kindLabels(language: string): Record<string, unknown> {
  const assets = JSON.parse(readFileSync(join(localesDir, language, 'assets.json'), 'utf8'));
  return assets.kinds;
}

describe('ledger kinds in the money log', () => {
  it('has a name for every kind in every language, translated', () => {
    const english = kindLabels('en');
    for (const language of LANGUAGES) {
      const labels = kindLabels(language);
      for (const kind of LEDGER_KINDS) {
        const label = labels[kind];
        expect(typeof label === 'string' && label.trim() !== '', `${language}: kinds.${kind}`).toBe(true);
        // A raw kind ("avatar purchase") is what the log showed before a name existed.
        expect(label, `${language}: kinds.${kind}`).not.toBe(kind.replace(/_/g, ' '));
      }
      if (language !== 'en' && language !== 'vi' && language !== 'de') {
        // Scripts other than Latin: an English copy is an untranslated label.
        for (const kind of LEDGER_KINDS)
          expect(labels[kind], `${language}: kinds.${kind}`).not.toBe(english[kind]);
      }
    }
  });

  it('offers every kind a member can see in the type filter, once', () => {
    for (const kind of LEDGER_KINDS) {
      const offered = (LOG_KINDS as readonly string[]).includes(kind);
      const hidden = (KINDS_NOT_IN_MEMBER_LOG as readonly string[]).includes(kind);
      expect(offered !== hidden, kind).toBe(true);
    }
    expect(new Set(LOG_KINDS).size).toBe(LOG_KINDS.length);
  });
});
