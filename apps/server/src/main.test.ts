import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LISTENING = /listening on (http:\/\/\S+)/;

/**
 * The real entry point, started the way the browser tests start it: any free
 * port, a fresh embedded database with demo data, then SIGTERM.
 */
describe('main', () => {
  let dataDir: string;
  let child: ChildProcess;
  let stdout = '';
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'colony-main-'));
    const economyFile = path.join(dataDir, 'economy.json');
    await writeFile(economyFile, JSON.stringify({ avatars: { '1': { dailySupply: 42 } } }));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      ECONOMY_CONFIG: economyFile,
    };
    // The child always uses its own embedded database, also when the suites run on PostgreSQL.
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    baseUrl = await new Promise<string>((resolve, reject) => {
      let stderr = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = stdout.match(LISTENING);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints one greppable line with the bound address', () => {
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stdout.split('\n').filter((line) => LISTENING.test(line))).toHaveLength(1);
  });

  it('prints the root member and its invite code in demo mode', () => {
    expect(stdout).toContain('root member 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, invite code MARSBASE');
  });

  it('serves the demo data it loaded into the new database', async () => {
    const response = await fetch(`${baseUrl}/api/news/news/index`, { method: 'POST' });
    const body = (await response.json()) as { code: number; data: { total: number } };
    expect(body.code).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });

  it('serves the economy of ECONOMY_CONFIG', async () => {
    const response = await fetch(`${baseUrl}/api/nft/Home/home`, { method: 'POST' });
    const body = (await response.json()) as { data: { avatars: { id: number; dailySupply: number }[] } };
    expect(body.data.avatars.find((avatar) => avatar.id === 1)?.dailySupply).toBe(42);
    expect(body.data.avatars.find((avatar) => avatar.id === 2)?.dailySupply).toBe(200);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toContain('shutting down');
  });
});

describe('main with TEST_CLOCK', () => {
  it('refuses to start unless a parent process can move its clock over an IPC channel', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, TEST_CLOCK: 'true', PORT: '0', HOST: '127.0.0.1' };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('TEST_CLOCK: only a parent process with an IPC channel can move the clock');
  }, 60_000);
});

describe('main with a bad ECONOMY_CONFIG', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'colony-main-economy-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the server on `file` and answers how it ended and what it printed; it must not start. */
  function start(file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ECONOMY_CONFIG: file,
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // A server that started anyway is ended here, and the test fails on its output.
      if (LISTENING.test(stdout)) child.kill('SIGKILL');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  }

  it('refuses to start, naming the file and every bad key', async () => {
    const file = path.join(dataDir, 'economy.json');
    await writeFile(file, JSON.stringify({ avatars: { '1': { dailySupply: -1, colour: 'red' } } }));
    const { code, stdout, stderr } = await start(file);
    expect(stdout).not.toMatch(LISTENING);
    expect(code).toBe(1);
    expect(stderr).toContain(`ECONOMY_CONFIG ${file}`);
    expect(stderr).toContain('avatars.1.colour: unknown key');
    expect(stderr).toContain('avatars.1.dailySupply');
  }, 120_000);

  it('refuses to start on a file that is not JSON or not there', async () => {
    const broken = path.join(dataDir, 'broken.json');
    await writeFile(broken, '{ "avatars": ');
    for (const file of [broken, path.join(dataDir, 'missing.json')]) {
      const { code, stdout, stderr } = await start(file);
      expect(stdout).not.toMatch(LISTENING);
      expect(code).toBe(1);
      expect(stderr).toContain(`ECONOMY_CONFIG ${file}`);
    }
  }, 120_000);
});
