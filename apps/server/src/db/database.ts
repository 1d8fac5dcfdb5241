import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteClient } from './pglite-client.ts';

/** The query interface shared by both drivers; queries are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Serialises schema changes and first-start data loading between server
 * processes sharing one PostgreSQL (any fixed 64-bit key works; this one spells
 * "colony").
 */
const STARTUP_LOCK_KEY = 0x636f6c6f6e79n;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations, then runs `afterMigrate` while other instances wait. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In-memory, optionally starting from a `dumpDataDir()` image (tests skip initdb that way). */
  | { kind: 'memory'; snapshot?: Blob };

export interface DatabaseOptions {
  /** Told about a pooled connection that failed while idle; the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolMax, options) : openPglite(target);
}

async function openPglite(
  target: { kind: 'pglite'; dataDir: string } | { kind: 'memory'; snapshot?: Blob },
): Promise<Database> {
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    pglite = await PGlite.create(target.dataDir);
  } else {
    pglite = await PGlite.create({ loadDataDir: target.snapshot });
  }
  const client = new PgliteClient(pglite);
  // The driver only calls `query` and `transaction`, which PgliteClient answers as PGlite does.
  const db = drizzlePglite({ client: client as unknown as PGlite });
  return {
    db,
    driver: 'pglite',
    // One process owns an embedded database, so there is nobody to wait for.
    async migrate(afterMigrate) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolMax = 10, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // Without a listener an idle client losing its connection would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzleNodePg({ client: pool });
  await db.execute(sql`select 1`);
  return {
    db,
    driver: 'postgres',
    async migrate(afterMigrate) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterMigrate?.(db);
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()])
          .catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
