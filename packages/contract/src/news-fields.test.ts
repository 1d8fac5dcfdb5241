import { describe, expect, it } from 'vitest';
import { newsId } from './news.ts';
import { parseNewsId } from './news-fields.ts';

describe('parseNewsId', () => {
  it('agrees with the API schema on every kind of input', () => {
    for (const text of [
      '1',
      ' 42 ',
      '2147483647',
      '2147483648',
      '0',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '',
      '00012',
      '0x10',
      '+1',
    ]) {
      const schema = newsId.safeParse(text.trim());
      const expected = /^\d+$/.test(text.trim()) && schema.success ? schema.data : null;
      expect(parseNewsId(text), JSON.stringify(text)).toBe(expected);
    }
  });
});
