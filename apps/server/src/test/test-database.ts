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
 * uniquely named copy of the migrated template on the PostgreSQL server of the `server-postgres`
 * project, dropped when the run ends. The same suites run unchanged on both.
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

  const name = `${inject('postgresRun')}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy of the migrated template (global-setup.ts), so the migrations below find nothing to do.
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();

  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolMax: 5 });
  await database.migrate();
  return {
    ...database,
    url: testUrl.toString(),
    // Dropped with the run's other databases when the run ends (global-setup.ts): a drop waits
    // for a checkpoint, which the drops share when made together.
    close: () => database.close(),
  };
}
