import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileContracts } from '@colony/devchain/compile';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../db/database.ts';
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
  if (project.getProvidedContext().databaseUrl) {
    project.provide('pgliteSnapshot', null);
    return;
  }
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

async function imageKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(`pglite ${pglite.version}\n`);
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
