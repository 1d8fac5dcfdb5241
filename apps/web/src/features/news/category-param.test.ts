import { describe, expect, it } from 'vitest';
import { categoryFilter, categoryFromSearch, searchWithCategory } from './category-param.ts';

describe('categoryFromSearch', () => {
  it('reads a known category from ?category=', () => {
    expect(categoryFromSearch(new URLSearchParams('category=video'), 'all')).toBe('video');
    expect(categoryFromSearch(new URLSearchParams('category=ama'), 'announcement')).toBe('ama');
    expect(categoryFromSearch(new URLSearchParams('category=all'), 'announcement')).toBe('all');
  });

  it("falls back to the page's default when absent or unknown", () => {
    expect(categoryFromSearch(new URLSearchParams(''), 'announcement')).toBe('announcement');
    expect(categoryFromSearch(new URLSearchParams(''), 'all')).toBe('all');
    expect(categoryFromSearch(new URLSearchParams('category=VIDEO'), 'all')).toBe('all');
    expect(categoryFromSearch(new URLSearchParams('category=__proto__'), 'all')).toBe('all');
  });
});

describe('categoryFilter', () => {
  it('requests every category for "all"', () => {
    expect(categoryFilter('all')).toBeUndefined();
    expect(categoryFilter('official')).toBe('official');
  });
});

describe('searchWithCategory', () => {
  it('writes the tab into the query and keeps other parameters', () => {
    const next = searchWithCategory(new URLSearchParams('ref=x'), 'video', 'all');
    expect(next.toString()).toBe('ref=x&category=video');
  });

  it("drops the parameter for the page's default tab", () => {
    expect(
      searchWithCategory(new URLSearchParams('category=video'), 'announcement', 'announcement').toString(),
    ).toBe('');
    expect(searchWithCategory(new URLSearchParams('category=video'), 'all', 'announcement').toString()).toBe(
      'category=all',
    );
  });
});
