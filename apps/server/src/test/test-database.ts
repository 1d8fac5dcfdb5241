import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';

/** A test file's database; `url` names it when it lives on PostgreSQL, for a child process to open. */
export type TestDatabase = Database & { url?: string };

/**
 * Where this project's test databases live, known before any is created: PostgreSQL in
 * `server-postgres`, in-memory PGlite in `server`. Suites name proofs that need transactions
 * to really run at once after it (on PGlite they run one after the other).
 */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  // The project decides, not the environment: with DATABASE_URL set, project `server` still runs on PGlite.
  return inject('databaseUrl') ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite in the `server` project, or a
 * uniquely named database on the PostgreSQL server of the `server-postgres` project, dropped
 * again by `close()`. The same suites run unchanged on both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = inject('databaseUrl');
  if (!url) {
    const snapshotFile = inject('pgliteSnapshot');
    const snapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
    const database = await openDatabase({ kind: 'memory', snapshot });
    await database.migrate();
    return database;
  }

  const name = `colony_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolMax: 5 });
  await database.migrate();
  return {
    ...database,
    url: testUrl.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
