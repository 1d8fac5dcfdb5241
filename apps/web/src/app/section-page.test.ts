import { describe, expect, it } from 'vitest';
import english from '../locales/en/sections.json';
import { SECTION_NAMES } from './section-page.tsx';

describe('section pages', () => {
  it('have a title and a description for every section', () => {
    const sections = english as Record<string, { title?: unknown; description?: unknown }>;
    const missing = SECTION_NAMES.filter(
      (name) => typeof sections[name]?.title !== 'string' || typeof sections[name]?.description !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
