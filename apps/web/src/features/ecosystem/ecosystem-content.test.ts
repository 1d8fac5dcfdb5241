import { describe, expect, it } from 'vitest';
import english from '../../locales/en/ecosystem.json';
import { EARNINGS, GOVERNANCE_STEPS, PARTNERS, RESOURCES } from './ecosystem-content.ts';

type Texts = Record<string, Record<string, unknown> | undefined>;

function missing(texts: Texts, keys: readonly string[], fields: readonly string[]) {
  return keys.filter((key) => fields.some((field) => typeof texts[key]?.[field] !== 'string'));
}

describe('ecosystem page wording', () => {
  it('exists in English for every resource, earning, partner and governance step', () => {
    expect(
      missing(
        english.economy.resources,
        RESOURCES.map((r) => r.key),
        ['name', 'text', 'goesTo', 'link', 'nextLink'],
      ),
    ).toEqual([]);
    expect(
      missing(
        english.earnings.items,
        EARNINGS.map((e) => e.key),
        ['title', 'text'],
      ),
    ).toEqual([]);
    expect(
      missing(
        english.partners.items,
        PARTNERS.map((p) => p.key),
        ['title', 'text'],
      ),
    ).toEqual([]);
    expect(missing(english.governance.steps, GOVERNANCE_STEPS, ['title', 'text'])).toEqual([]);
  });

  it('names the seven partner kinds of the colony', () => {
    expect(PARTNERS.map((p) => p.key)).toEqual([
      'game',
      'metaverse',
      'bank',
      'rwa',
      'dex',
      'layer2',
      'exchange',
    ]);
  });
});
