import { createHash } from 'node:crypto';
import type { QueryWithTypings, SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** The statements of `shapedRows`, written once per shape. */
const shapes = new Map<string, { query: QueryWithTypings; name: string }>();
/** Beyond this many shapes they are forgotten (and written again as they come). */
const SHAPES_KEPT = 200;

/**
 * Rows of a statement read very often, whose text is built and written once per shape: `build`
 * makes its text with a `sql.placeholder` for every value that changes from call to call, and
 * `shape` names everything else the text depends on (the same shape must always build the same
 * text); each call fills the placeholders from `values`. Building and writing the text of a long
 * statement costs more than a short read runs for. On PostgreSQL the statement is prepared on each
 * connection under a name taken from its text, so it is parsed and planned once per connection
 * instead of on every call (the team reads: a few index ranges, but many joins to plan); PGlite's
 * client prepares every statement that way already.
 */
export async function shapedRows<T>(
  db: Db,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let statement = shapes.get(shape);
  if (!statement) {
    // The dialect that turns a statement into text and parameters is the database's own (not in its public type).
    const { dialect } = db as unknown as { dialect: PgDialect };
    const query = dialect.sqlToQuery(build());
    const name = `prepared_${createHash('sha256').update(query.sql).digest('hex').slice(0, 32)}`;
    statement = { query, name };
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    shapes.set(shape, statement);
  }
  const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
  const result = await prepared.execute(values);
  return (result as unknown as { rows: T[] }).rows;
}
