import { describe, expect, it } from 'vitest';
import { pageQuery, wholeNumber } from './envelope-schema.ts';

describe('wholeNumber', () => {
  const schema = wholeNumber(1, 100);

  it('reads JSON integers and decimal digits', () => {
    for (const [input, output] of [
      [7, 7],
      ['7', 7],
      ['100', 100],
      [1, 1],
    ] as const) {
      expect(schema.parse(input)).toBe(output);
    }
  });

  it('refuses anything else that JavaScript would turn into a number', () => {
    for (const input of [
      '0x10',
      ' 1',
      '1 ',
      '+1',
      '-1',
      '012',
      '1e1',
      '1.0',
      '',
      'Infinity',
      true,
      false,
      null,
      1.5,
      [1],
      {},
    ]) {
      expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('keeps to its range', () => {
    for (const input of [0, 101, '0', '101', -1]) {
      expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe('pageQuery', () => {
  it('defaults to the first page of ten', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuery.parse({ page: '3', limit: 20 })).toEqual({ page: 3, limit: 20 });
  });
});
