/**
 * Helpers the benches share: a scratch PostgreSQL database, a run on each database, percentiles,
 * tables of figures and the results file.
 */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';
import { REPO_ROOT } from '../e2e/support/repo-paths.ts';

/**
 * A database of its own for a bench on the server at `databaseUrl`, created before `body` and
 * dropped after it (connections still open to it included), whatever `body` does.
 */
export async function withScratchDatabase<T>(
  label: string,
  databaseUrl: string,
  body: (url: string) => Promise<T>,
): Promise<T> {
  const name = `colony_bench_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const scratch = new URL(databaseUrl);
    scratch.pathname = `/${name}`;
    try {
      return await body(scratch.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** The `p`th percentile of `values` (nearest rank); 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Prints a table: the first column left-aligned, the others right-aligned, but for the last one
 * when `lastLeftAligned` (a column of free text).
 */
export function table(header: string[], lines: string[][], { lastLeftAligned = false } = {}): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const left = (column: number) => column === 0 || (lastLeftAligned && column === header.length - 1);
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        left(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/**
 * Runs `measure` on a fresh embedded PGlite, then on a scratch database on the PostgreSQL server
 * at `databaseUrl`, and answers what each run measured. `only` ('pglite' or 'postgres', from the
 * variable `onlyVariable`) runs one of them; without `databaseUrl` the PostgreSQL run is skipped.
 */
export async function measureOnEachDatabase<T>(
  bench: string,
  {
    only,
    onlyVariable,
    databaseUrl,
    poolMax,
  }: { only: string | undefined; onlyVariable: string; databaseUrl: string | undefined; poolMax: number },
  measure: (label: string, database: Database) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  if (only !== 'postgres') {
    const dataDir = await mkdtemp(path.join(tmpdir(), `colony-bench-${bench}-`));
    const pglite = await openDatabase({ kind: 'pglite', dataDir });
    try {
      results.push(await measure('PGlite', pglite));
    } finally {
      await pglite.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'pglite') console.log(`${onlyVariable}=pglite: the PostgreSQL run is skipped.`);
  else if (databaseUrl) {
    await withScratchDatabase(bench, databaseUrl, async (url) => {
      const postgres = await openDatabase({ kind: 'postgres', url, poolMax });
      try {
        results.push(await measure('PostgreSQL', postgres));
      } finally {
        await postgres.close();
      }
    });
  } else console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.');
  return results;
}

/** Writes a run's figures to `bench/results/<bench>-<time>.json` and prints where. */
export async function writeResult(bench: string, figures: Record<string, unknown>): Promise<void> {
  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const at = new Date().toISOString();
  const file = path.join(resultsDir, `${bench}-${at.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ at, ...figures }, null, 2)}\n`);
  console.log(`\nresult: ${path.relative(REPO_ROOT, file)}`);
}
