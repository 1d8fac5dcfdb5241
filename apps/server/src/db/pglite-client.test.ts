import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { PgliteClient } from './pglite-client.ts';

const items = pgTable('item', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  amount: numeric('amount', { mode: 'bigint' }).notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  meta: jsonb('meta').$type<{ tags: string[] }>(),
});

let pglite: PGlite;
let client: PgliteClient;
let db: ReturnType<typeof drizzle>;

const preparedOnServer = async () =>
  Number(
    (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n,
  );

beforeAll(async () => {
  // Any empty database does; the tests' migrated image saves an initdb.
  const image = inject('pgliteSnapshot');
  pglite = await PGlite.create({ loadDataDir: image ? new Blob([await readFile(image)]) : undefined });
  client = new PgliteClient(pglite, { cacheSize: 4 });
  db = drizzle({ client: client as unknown as PGlite });
  await pglite.exec(
    'create table item (id integer primary key, name text not null unique, amount numeric not null, at timestamptz, meta jsonb)',
  );
});

afterAll(() => client.close());

beforeEach(async () => {
  await pglite.exec('truncate item');
});

describe('PgliteClient', () => {
  it('answers what PGlite answers, values of every kind going in and coming out alike', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await db.insert(items).values([
      { id: 1, name: 'one', amount: 12345678901234567890n, at, meta: { tags: ['a', 'b'] } },
      { id: 2, name: 'two', amount: 0n, at: null, meta: null },
    ]);
    expect(await db.select().from(items).orderBy(items.id)).toEqual([
      { id: 1, name: 'one', amount: 12345678901234567890n, at, meta: { tags: ['a', 'b'] } },
      { id: 2, name: 'two', amount: 0n, at: null, meta: null },
    ]);

    const statement = 'select id, name, at, meta from item where amount >= $1 and name = any($2) order by id';
    const params = ['0', ['one', 'two']];
    const ours = await client.query(statement, params);
    const theirs = await pglite.query(statement, params);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect((await client.query(statement, params, { rowMode: 'array' })).rows).toEqual(
      (await pglite.query(statement, params, { rowMode: 'array' })).rows,
    );
    expect((await client.query('update item set amount = amount + 1')).affectedRows).toBe(2);
  });

  it('reads answers longer than its buffer, with nulls, empty and multi-byte text, past notices', async () => {
    const statement = `select n, case when n % 3 = 0 then null when n % 3 = 1 then '' else repeat('Ωµ🚀', n % 50) end as t,
        n::numeric * 1e20 as big
      from generate_series(1, $1::int) n`;
    const ours = await client.query(statement, [20_000]);
    const theirs = await pglite.query(statement, [20_000]);
    expect(ours.rows).toHaveLength(20_000);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    // A short answer after the long one, and a notice the backend writes before the rows.
    expect((await client.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`do $$ begin raise notice 'about to answer'; end $$`));
      expect((await tx.execute(sql`select 'after' as word`)).rows).toEqual([{ word: 'after' }]);
    });
  });

  it('prepares a statement once, keeps at most its cache size, and closes the ones it drops', async () => {
    const before = client.preparedStatements;
    for (let i = 0; i < 3; i++) await db.select().from(items).where(eq(items.id, i));
    expect(client.preparedStatements).toBe(Math.min(4, before + 1));

    for (let i = 0; i < 10; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    expect(client.preparedStatements).toBe(4);
    expect(await preparedOnServer()).toBe(4);
    expect((await client.query<{ n: number }>('select $1::int + 9 as n', [1])).rows).toEqual([{ n: 10 }]);
  });

  it('passes database errors through with their code and constraint, and keeps working', async () => {
    await db.insert(items).values({ id: 1, name: 'one', amount: 1n });
    const duplicate = await client
      .query('insert into item (id, name, amount) values ($1, $2, $3)', [2, 'one', '1'])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'item_name_key' });

    const syntax = await client.query('selec $1', [1]).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query<{ n: number }>('select count(*)::int as n from item')).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('prepares a statement again when the table under it changed shape', async () => {
    const statement = 'select * from item where id = $1';
    await client.query(statement, [1]);
    await pglite.exec('alter table item add column note text');
    try {
      await db.insert(items).values({ id: 1, name: 'one', amount: 1n });
      expect((await client.query(statement, [1])).rows).toEqual([
        { id: 1, name: 'one', amount: '1', at: null, meta: null, note: null },
      ]);
    } finally {
      await pglite.exec('alter table item drop column note');
    }
  });

  it('commits a transaction, rolls one back when its body throws, and rolls back to a savepoint', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 1, name: 'one', amount: 1n });
      await tx
        .transaction(async (inner) => {
          await inner.insert(items).values({ id: 2, name: 'two', amount: 2n });
          throw new Error('undo the inner part');
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(items).values({ id: 3, name: 'three', amount: 3n });
        throw new Error('undo all of it');
      }),
    ).rejects.toThrow('undo all of it');
    expect(await db.select({ id: items.id }).from(items)).toEqual([{ id: 1 }]);
  });

  it('fails the commit of a transaction a swallowed error had aborted', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(items).values({ id: 1, name: 'one', amount: 1n });
        await tx.execute(sql`select 1/0`).catch(() => {});
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await db.select().from(items)).toEqual([]);
  });

  it('runs statements from outside a transaction after it, never inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 1, name: 'one', amount: 1n });
      await held;
      await tx.execute(sql`select 1/0`);
    });
    const outside = db.insert(items).values({ id: 2, name: 'two', amount: 2n });
    // The outside insert waits for the transaction; were it run inside, the rollback would undo it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow();
    await outside;
    expect(await db.select({ id: items.id }).from(items)).toEqual([{ id: 2 }]);
  });

  it('answers many concurrent statements, each with its own result', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.insert(items).values({ id: i, name: `n${i}`, amount: BigInt(i) }),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.select({ name: items.name }).from(items).where(eq(items.id, i)),
      ),
    );
    expect(answers.map((rows) => rows[0]?.name)).toEqual(Array.from({ length: 50 }, (_, i) => `n${i}`));
  });
});
