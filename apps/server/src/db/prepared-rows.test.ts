import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, inject, it } from 'vitest';
import type { Db } from './database.ts';
import { PgliteClient } from './pglite-client.ts';
import { shapedRows } from './prepared-rows.ts';

describe('shapedRows', () => {
  it('writes a shape once and answers each call with its own values; other shapes stay apart', async () => {
    const image = inject('pgliteSnapshot');
    const pglite = await PGlite.create({
      loadDataDir: image ? new Blob([await readFile(image)]) : undefined,
    });
    const db = drizzle({ client: new PgliteClient(pglite) as unknown as PGlite }) as unknown as Db;
    try {
      let built = 0;
      const times = (factor: number) => () => {
        built++;
        return sql`select ${sql.placeholder('n')}::int * ${factor} as n, ${sql.placeholder('word')}::text as word`;
      };
      for (const n of [1, 2, 3]) {
        expect(await shapedRows(db, 'test.times two', times(2), { n, word: `w${n}` })).toEqual([
          { n: n * 2, word: `w${n}` },
        ]);
      }
      expect(built).toBe(1);
      expect(await shapedRows(db, 'test.times three', times(3), { n: 5, word: null })).toEqual([
        { n: 15, word: null },
      ]);
      expect(built).toBe(2);
    } finally {
      await pglite.close();
    }
  });
});
