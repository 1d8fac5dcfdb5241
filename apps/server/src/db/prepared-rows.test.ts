import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, inject, it } from 'vitest';
import type { Db } from './database.ts';
import { PgliteClient } from './pglite-client.ts';
import { compileQuery, shapedRows } from './prepared-rows.ts';

const dialect = new PgDialect();
const items = pgTable('item', { id: integer('id').primaryKey(), name: text('name') });

describe('compileQuery', () => {
  it('writes raw templates as the dialect does: nested, raw text, every kind of plain value', () => {
    const inner = (n: number) => sql`select ${n}::int as n, ${`it's $${n}`} as label`;
    const statements = [
      sql`select 1`,
      sql`select ${null}, ${12345678901234567890n}::numeric, ${true}, ${false}, ${-1.5}, ${''}`,
      sql`with a as (${inner(1)}), b as (${inner(2)}) select * from a, b where ${undefined} true`,
      sql`select ${sql.raw('count(*)')} from (${sql`${sql`${sql`select ${7}`}`}`}) t where ${sql.join(
        [1, 2, 3].map((n) => sql`${n}`),
        sql`, `,
      )} is not null`,
      sql``,
    ];
    for (const statement of statements) {
      expect(compileQuery(dialect, statement)).toEqual(dialect.sqlToQuery(statement));
    }
  });

  it("leaves to the dialect what raw templates don't hold: columns, tables, lists, placeholders, inlined values", () => {
    const statements = [
      sql`select ${items.id} from ${items} where ${items.name} = ${'a'}`,
      sql`select * from item where id in ${[1, 2, 3]}`,
      sql`select * from item where id = ${sql.placeholder('id')}`,
      sql`select ${'inlined'}`.inlineParams(),
      sql`select * from item where id = ${1} and ${sql`name = ${'x'}`.inlineParams()}`,
    ];
    for (const statement of statements) {
      expect(compileQuery(dialect, statement)).toEqual(dialect.sqlToQuery(statement));
    }
  });
});

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
