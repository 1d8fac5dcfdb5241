import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@colony/contract/routes';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SHARED_NAMESPACES } from '../lib/i18n/namespaces.ts';
import { preloadPage, ROUTE_ENTRIES } from './route-table.tsx';

const source = readFileSync(join(import.meta.dirname, 'route-table.tsx'), 'utf8');

describe('route table', () => {
  it('has every route of the spec once', () => {
    expect(ROUTE_ENTRIES.map((entry) => entry.name).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("preloads each page's own namespace first (its feature's, or sections for a section page), then shared ones", () => {
    for (const entry of ROUTE_ENTRIES) {
      const feature = new RegExp(`\\b${entry.name}: \\(\\) => import\\('\\.\\./features/([a-z]+)/`).exec(
        source,
      )?.[1];
      const isSection = new RegExp(`\\b${entry.name}: section\\(`).test(source);
      expect(
        feature !== undefined || isSection,
        `${entry.name} loads neither a feature page nor a section`,
      ).toBe(true);
      const [own, ...shared] = entry.namespaces;
      expect(own, entry.name).toBe(isSection ? 'sections' : feature);
      expect(NAMESPACES).toContain(own);
      for (const namespace of shared) expect(SHARED_NAMESPACES, entry.name).toContain(namespace);
    }
  });

  it('answers the namespace of a known path and nothing for others', () => {
    expect(preloadPage(ROUTES.article)).toEqual(['news']);
    expect(preloadPage(ROUTES.myAssets)).toEqual(['assets', 'money']);
    expect(preloadPage('/no/such/page')).toEqual([]);
    expect(preloadPage(`${ROUTES.article}/`)).toEqual([]);
  });
});
