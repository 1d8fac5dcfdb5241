import { type SQL, sql } from 'drizzle-orm';

/**
 * A `timestamptz` column as the API writes times (ISO 8601 in UTC with milliseconds), formatted by
 * the database, for raw-SQL reads that answer strings. `column` is a trusted column name.
 */
export function isoTimeOf(column: string): SQL {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}
