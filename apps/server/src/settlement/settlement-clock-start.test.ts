import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import { settleThrough } from './runner.ts';

/**
 * The server and `npm run settle`, started as operators start them on an embedded database whose
 * days were settled at 00:00 UTC, refuse another SETTLEMENT_TIME or SETTLEMENT_TIME_ZONE before
 * they settle or serve anything, naming what is stored and what is configured.
 */

const LISTENING = /listening on (http:\/\/\S+)/;
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

let dataDir: string;

function pglite() {
  return openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'colony-settlement-clock-'));
  const database = await pglite();
  try {
    await database.migrate();
    await settleThrough(database.db, {
      through: '2033-01-05',
      steps: [{ name: 'clock_probe', run: async () => ({}) }],
      economy: DEFAULT_ECONOMY,
      clock: { time: '00:00', timeZone: 'UTC' },
      allowFuture: true,
    });
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs `script` on the data directory with `settings`; a server that starts anyway is ended. */
function run(
  script: string,
  settings: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...settings,
  };
  // The child uses the embedded database of the data directory, also when the suites run on PostgreSQL.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (LISTENING.test(stdout)) child.kill('SIGKILL');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

const MOVED = { SETTLEMENT_TIME: '06:00', SETTLEMENT_TIME_ZONE: 'Asia/Singapore' };

function expectRefusal(output: { code: number | null; stdout: string; stderr: string }) {
  expect(output.stdout).not.toMatch(LISTENING);
  expect(output.code).toBe(1);
  expect(output.stderr).toContain('SETTLEMENT_TIME=06:00 SETTLEMENT_TIME_ZONE=Asia/Singapore');
  expect(output.stderr).toContain('settled at 00:00 UTC since 2033-01-05');
  // One clear line, not a stack trace.
  expect(output.stderr).not.toContain('    at ');
}

describe('a colony with settled days', () => {
  it('the server refuses to start with another settlement time and zone', async () => {
    expectRefusal(await run('src/main.ts', MOVED));
  }, 120_000);

  it('npm run settle refuses them too, and settles nothing', async () => {
    expectRefusal(await run('src/settlement/settle-cli.ts', { ...MOVED, SETTLEMENT_ALLOW_FUTURE: 'true' }));
    const database = await pglite();
    try {
      const days = await rows<{ day: string }>(
        database.db,
        sql`select distinct to_char(day, 'YYYY-MM-DD') as day from settlement_step order by day`,
      );
      expect(days.map((row) => row.day)).toEqual(['2033-01-05']);
    } finally {
      await database.close();
    }
  }, 120_000);
});
