import { describe, expect, it } from 'vitest';
import { logFilterFromSearch, searchWithFilter } from './log-filter-params.ts';

describe('money log filters in the URL', () => {
  it('reads known assets and kinds and ignores anything else', () => {
    expect(logFilterFromSearch(new URLSearchParams('asset=MM&kind=transfer'))).toEqual({
      asset: 'MM',
      kind: 'transfer',
    });
    expect(logFilterFromSearch(new URLSearchParams('asset=BTC&kind=drop_table'))).toEqual({});
    expect(logFilterFromSearch(new URLSearchParams(''))).toEqual({});
  });

  it('sets and clears one filter, keeping the others', () => {
    const search = new URLSearchParams('asset=MM&kind=transfer');
    expect(searchWithFilter(search, 'asset', 'USDT').toString()).toBe('asset=USDT&kind=transfer');
    expect(searchWithFilter(search, 'kind', undefined).toString()).toBe('asset=MM');
  });
});
