import { describe, expect, it } from 'vitest';
import english from '../../locales/en/card.json';
import { FEATURES, STEPS } from './card-content.ts';

describe('card page wording', () => {
  it('exists in English for every feature and step', () => {
    const features: Record<string, { title?: unknown; text?: unknown }> = english.features.items;
    const steps: Record<string, { title?: unknown; text?: unknown }> = english.steps.items;
    expect(
      FEATURES.filter(
        (key) => typeof features[key]?.title !== 'string' || typeof features[key]?.text !== 'string',
      ),
    ).toEqual([]);
    expect(
      STEPS.filter((key) => typeof steps[key]?.title !== 'string' || typeof steps[key]?.text !== 'string'),
    ).toEqual([]);
  });
});
