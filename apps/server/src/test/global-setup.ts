import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileContracts } from '@colony/devchain/compile';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/database.ts';
import { REPO_ROOT } from '../env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The PostgreSQL server a project's suites run on, or null for in-memory PGlite; set per
     * project in the root vitest.config.ts.
     */
    databaseUrl: string | null;
    /** A migrated PGlite data directory image, or null when the suites run on PostgreSQL. */
    pgliteSnapshot: string | null;
    /**
     * A migrated database on the project's PostgreSQL server that test databases are created
     * from (`create database ... template`), or null when the suites run on PGlite.
     */
    postgresTemplate: string | null;
    /**
     * What the names of this run's test databases on PostgreSQL start with: they are dropped
     * together when the run ends (null on PGlite).
     */
    postgresRun: string | null;
  }
}

const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'colony-server');

/**
 * Creating a PGlite database runs initdb, which costs seconds of CPU; every
 * test file instead starts from one migrated image. The image is kept between
 * runs and rebuilt whenever a migration or the PGlite version changes.
 */
export default async function setup(project: TestProject) {
  // The suites that deploy test contracts (EIP-1271 wallets, tokens) would otherwise pay for
  // solc-js inside a test's timeout on a clean checkout; compiled once here, they read the cache.
  await compileContracts();
  const databaseUrl = project.getProvidedContext().databaseUrl;
  if (databaseUrl) {
    project.provide('pgliteSnapshot', null);
    project.provide('postgresTemplate', await postgresTemplate(databaseUrl));
    const run = `colony_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    project.provide('postgresRun', run);
    return () => dropRunDatabases(databaseUrl, run);
  }
  project.provide('postgresTemplate', null);
  project.provide('postgresRun', null);
  if (!project.vitest.projects.some((other) => other.name === 'server-postgres')) {
    console.info(
      'The server suites run on PGlite only; set DATABASE_URL to run them on PostgreSQL too (project server-postgres).',
    );
  }
  const file = path.join(CACHE_DIR, `pglite-${await imageKey()}.tar`);
  if (!(await exists(file))) {
    const client = await PGlite.create();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const image = await client.dumpDataDir('none');
    await client.close();
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteSnapshot', file);
}

/**
 * Likewise on PostgreSQL, where a new database would run every migration: one migrated database
 * per set of migrations, which every test database copies. It is never connected to once built
 * (PostgreSQL copies a template only while nobody is connected to it), so it is built under
 * another name and renamed when done; a run that finds it skips the migrations. Several
 * checkouts can share one server: each set of migrations has its own template.
 */
async function postgresTemplate(url: string): Promise<string> {
  const name = `colony_template_${await migrationsKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`drop database if exists "${building}"`);
    await admin.query(`create database "${building}"`);
    const buildingUrl = new URL(url);
    buildingUrl.pathname = `/${building}`;
    const database = await openDatabase({ kind: 'postgres', url: buildingUrl.toString(), poolMax: 2 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database "${building}" rename to "${name}"`);
      // Nobody connects to it by mistake, which would stop every copy while connected.
      await admin.query(`alter database "${name}" with allow_connections false`);
    } catch (error) {
      // Another run built the same template meanwhile: use theirs.
      await admin.query(`drop database if exists "${building}"`);
      const built = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!built.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * Drops every test database of the run at once. On PostgreSQL 15 dropping a database waits for a
 * checkpoint, which takes a second or more while other databases are written to; drops made
 * together share their checkpoints, where one at the end of each test file cost a second each.
 */
async function dropRunDatabases(url: string, run: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let names: string[];
  try {
    const found = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1 || '_')",
      [run],
    );
    names = found.rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
  const dropOne = async (name: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
  // A few connections at a time: enough to share checkpoints, few enough for a small server.
  for (let start = 0; start < names.length; start += DROPS_AT_ONCE) {
    await Promise.all(names.slice(start, start + DROPS_AT_ONCE).map(dropOne));
  }
}

const DROPS_AT_ONCE = 10;

async function imageKey(): Promise<string> {
  const pglite = JSON.parse(
    await readFile(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  return migrationsKey(`pglite ${pglite.version}\n`);
}

/** A hash of every migration file (and of `prefix`): changes whenever the schema a test gets does. */
async function migrationsKey(prefix = ''): Promise<string> {
  const hash = createHash('sha256');
  hash.update(prefix);
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  for (const name of files) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if ((await stat(full)).isFile()) hash.update(name).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
