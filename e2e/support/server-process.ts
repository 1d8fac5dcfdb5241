import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { REPO_ROOT, SERVER_ENTRY, WEB_DIST } from './repo-paths.ts';

/** main.ts prints this once it accepts connections; JSON log lines may wrap the URL in quotes. */
const READY_LINE = /listening on (http:\/\/[^\s"'\\]+)/;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const KEPT_OUTPUT_LINES = 200;

export interface ServerOptions {
  /** Extra environment for the server; `undefined` removes a variable inherited from this process. */
  env?: Record<string, string | undefined>;
  /** Label used in diagnostics and in the temp directory name. */
  name?: string;
  /** Script to run instead of the API server; it must print the same ready line. */
  entry?: string;
  /** Start it with `TEST_CLOCK` and an IPC channel, so the test can move its clock (`advanceClock`). */
  clock?: boolean;
  /**
   * An initialised, empty PGlite data directory (`createPgliteTemplate`) the server's embedded
   * database starts as a copy of, instead of running initdb itself; unused on PostgreSQL.
   */
  pgliteTemplate?: string;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The last lines the server printed, for failure messages. */
  output(): string;
  /**
   * Moves the clock of the server's sign-in and sessions forward by `seconds` (tokens expire as if
   * that time had passed) and resolves once it has; only for a server started with `clock`.
   */
  advanceClock(seconds: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Creates an empty PGlite data directory in `dir`: initdb costs seconds of CPU, which every
 * embedded-database server of the run would otherwise pay again. The server migrates its copy
 * and loads its demo data as on a fresh database.
 */
export async function createPgliteTemplate(dir: string): Promise<void> {
  const pglite = await PGlite.create(dir);
  await pglite.close();
}

/**
 * Starts `apps/server/src/main.ts` (or `options.entry`) as a child process on a free port with a fresh
 * data directory and demo data, and resolves once it prints its URL.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const name = options.name ?? 'server';
  const dataDir = await mkdtemp(path.join(tmpdir(), `colony-${name}-`));
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    WEB_DIST,
    ...options.env,
    ...(options.clock ? { TEST_CLOCK: 'true' } : {}),
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  // The server keeps its embedded database in DATA_DIR/pglite.
  if (options.pgliteTemplate && !env.DATABASE_URL) {
    await cp(options.pgliteTemplate, path.join(dataDir, 'pglite'), { recursive: true });
  }

  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: options.clock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > KEPT_OUTPUT_LINES) lines.shift();
    }
  };
  const output = () => lines.join('\n');
  // Piped in both setups; the optional IPC channel only hides that from the types.
  const { stdout, stderr } = child as typeof child & { stdout: Readable; stderr: Readable };
  stderr.on('data', keep);

  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      let pending = '';
      const timer = setTimeout(
        () => reject(new Error(`${name} did not print "listening on <url>" within ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      stdout.on('data', (chunk: Buffer) => {
        keep(chunk);
        pending += chunk.toString('utf8');
        const match = READY_LINE.exec(pending);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace(/\/$/, ''));
        }
        // Only the tail can still hold a partial ready line.
        if (pending.length > 8192) pending = pending.slice(-1024);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } catch (error) {
    await terminate(child);
    await rm(dataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- ${name} output ---\n${output()}`);
  }

  return {
    url,
    dataDir,
    output,
    advanceClock(seconds) {
      if (!options.clock || !child.connected) {
        return Promise.reject(new Error(`${name} was not started with a clock to move`));
      }
      return new Promise<void>((resolve, reject) => {
        const answered = (message: unknown) => {
          if ((message as { type?: unknown }).type !== 'clockAdvanced') return;
          child.off('message', answered);
          resolve();
        };
        child.on('message', answered);
        child.send({ type: 'advanceClock', ms: seconds * 1000 }, (error) => {
          if (!error) return;
          child.off('message', answered);
          reject(error);
        });
      });
    },
    async stop() {
      await terminate(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
