import { describe, expect, it } from 'vitest';
import { serializeParams } from './serialize-params.ts';

describe('serializeParams', () => {
  it('joins flat values', () => {
    expect(serializeParams({ page: 1, limit: 10, active: true, q: 'mm' })).toBe(
      'page=1&limit=10&active=true&q=mm',
    );
  });

  it('writes nested objects as key[sub]=value', () => {
    expect(serializeParams({ filter: { status: 'redeemed', range: { from: 1, to: 2 } } })).toBe(
      'filter[status]=redeemed&filter[range][from]=1&filter[range][to]=2',
    );
  });

  it('writes arrays with their index', () => {
    expect(serializeParams({ ids: [15, 16], rows: [{ id: 1 }, { id: 2 }] })).toBe(
      'ids[0]=15&ids[1]=16&rows[0][id]=1&rows[1][id]=2',
    );
  });

  it('drops null and undefined at every depth but keeps falsy values', () => {
    expect(
      serializeParams({ a: null, b: undefined, c: 0, d: '', e: false, f: { g: null, h: 1 }, i: [null, 2] }),
    ).toBe('c=0&d=&e=false&f[h]=1&i[1]=2');
  });

  it('encodes names and values', () => {
    expect(serializeParams({ 'a b': 'x&y=z', nested: { 'é/?': '100%' } })).toBe(
      'a%20b=x%26y%3Dz&nested[%C3%A9%2F%3F]=100%25',
    );
  });

  it('writes dates as ISO strings and bigints as digits', () => {
    expect(serializeParams({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), amount: 10n ** 20n })).toBe(
      'at=2024-01-02T03%3A04%3A05.000Z&amount=100000000000000000000',
    );
  });

  it('is empty for no params', () => {
    expect(serializeParams({})).toBe('');
    expect(serializeParams({ gone: undefined })).toBe('');
  });
});
