import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition.ts';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename="orders 2024.csv"')).toBe('orders 2024.csv');
  });

  it('reads a bare file name', () => {
    expect(filenameFromContentDisposition('attachment; filename=orders.csv')).toBe('orders.csv');
  });

  it('prefers the UTF-8 file name', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="orders.csv"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv`,
      ),
    ).toBe('订单.csv');
  });

  it('unescapes quoted characters', () => {
    expect(filenameFromContentDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('falls back to the plain name when the UTF-8 one is malformed', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E8%ZZ; filename="a.csv"`)).toBe(
      'a.csv',
    );
  });

  it('is undefined without a file name', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('inline')).toBeUndefined();
  });
});
