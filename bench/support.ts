/** Helpers the benches share: a scratch PostgreSQL database, percentiles, tables of figures. */

import pg from 'pg';

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
