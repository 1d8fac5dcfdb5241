import { type SQL, sql } from 'drizzle-orm';

/**
 * A literal list for CHECK constraints built from the contract's constants.
 * Constraints cannot take bind parameters, so the values are inlined; they come
 * from source code, never from input.
 */
export function sqlStringList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}
