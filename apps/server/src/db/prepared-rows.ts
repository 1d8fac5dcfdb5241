import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Like `rows`, for a statement read often whose planning costs more than running it (the team
 * reads: a few index ranges, but many joins to plan). On PostgreSQL it is prepared on each
 * connection under a name taken from its text, so it is parsed and planned once per connection
 * instead of on every call; PGlite's client prepares every statement that way already.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  // The dialect that turns `query` into text and parameters is the database's own (not in its public type).
  const { dialect } = db as unknown as { dialect: PgDialect };
  const compiled = dialect.sqlToQuery(query);
  const name = `prepared_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 32)}`;
  const result = await db._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as unknown as { rows: T[] }).rows;
}
