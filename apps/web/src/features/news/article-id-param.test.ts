import { describe, expect, it } from 'vitest';
import { articleIdFromSearch } from './article-id-param.ts';

describe('articleIdFromSearch', () => {
  it('reads a positive integer id', () => {
    expect(articleIdFromSearch(new URLSearchParams('id=1'))).toBe(1);
    expect(articleIdFromSearch(new URLSearchParams('id=42&x=y'))).toBe(42);
  });

  it('rejects missing and invalid ids', () => {
    for (const search of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc', 'id=1e3', 'id=99999999999']) {
      expect(articleIdFromSearch(new URLSearchParams(search)), search).toBeNull();
    }
  });
});
