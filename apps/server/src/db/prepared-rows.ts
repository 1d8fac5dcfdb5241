import { createHash } from 'node:crypto';
import { type QueryWithTypings, SQL, StringChunk } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** Statement names by text, so a statement read often is hashed once. */
const names = new Map<string, string>();
/** Beyond this many texts the names are forgotten (and hashed again as they come). */
const NAMES_KEPT = 1000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Appends the text and the parameters of `chunks` when they are only what raw `sql` templates
 * hold (text, nested templates, plain values); false as soon as one is anything else.
 */
function appendPlain(chunks: readonly unknown[], text: string[], params: unknown[]): boolean {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      text.push(chunk.value.join(''));
    } else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
      if (!appendPlain(chunk.queryChunks, text, params)) return false;
    } else if (chunk === undefined) {
      // Drizzle writes nothing for it.
    } else if (
      chunk === null ||
      typeof chunk === 'string' ||
      typeof chunk === 'number' ||
      typeof chunk === 'bigint' ||
      typeof chunk === 'boolean'
    ) {
      params.push(chunk);
      text.push(`$${params.length}`);
    } else {
      return false;
    }
  }
  return true;
}

/**
 * `query` as text and parameters, as the dialect writes it. A statement of raw templates only
 * (every statement of the team reads) is written in one pass here, several times faster than the
 * dialect's general walk, which stays for anything else (columns, tables, placeholders, lists).
 */
export function compileQuery(dialect: PgDialect, query: SQL): QueryWithTypings {
  const text: string[] = [];
  const params: unknown[] = [];
  if (!appendPlain([query], text, params)) return dialect.sqlToQuery(query);
  return params.length === 0
    ? { sql: text.join(''), params }
    : { sql: text.join(''), params, typings: params.map(() => 'none' as const) };
}

/**
 * Like `rows`, for a statement read often whose planning costs more than running it (the team
 * reads: a few index ranges, but many joins to plan). On PostgreSQL it is prepared on each
 * connection under a name taken from its text, so it is parsed and planned once per connection
 * instead of on every call; PGlite's client prepares every statement that way already.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  // The dialect that turns `query` into text and parameters is the database's own (not in its public type).
  const { dialect } = db as unknown as { dialect: PgDialect };
  const compiled = compileQuery(dialect, query);
  const result = await db._.session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false).execute();
  return (result as unknown as { rows: T[] }).rows;
}

/** The statements of `shapedRows`, written once per shape. */
const shapes = new Map<string, { query: QueryWithTypings; name: string }>();
/** Beyond this many shapes they are forgotten (and written again as they come). */
const SHAPES_KEPT = 200;

/**
 * `preparedRows` for a statement read very often, written into text once per shape: `build`
 * makes its text with a `sql.placeholder` for every value that changes from call to call, and
 * `shape` names everything else the text depends on (the same shape must always build the same
 * text); each call fills the placeholders from `values`. Building and writing the text of a long
 * statement costs more than a short read runs for.
 */
export async function shapedRows<T>(
  db: Db,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let statement = shapes.get(shape);
  if (!statement) {
    const { dialect } = db as unknown as { dialect: PgDialect };
    const query = compileQuery(dialect, build());
    statement = { query, name: nameOf(query.sql) };
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    shapes.set(shape, statement);
  }
  const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
  const result = await prepared.execute(values);
  return (result as unknown as { rows: T[] }).rows;
}
