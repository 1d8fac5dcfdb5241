import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Runs a raw statement and answers its rows; both drivers answer `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
