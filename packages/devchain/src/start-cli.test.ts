import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_TREASURY } from './dev-keys.ts';
import { DEV_TOKENS } from './tokens.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** Resolves with the first match of `pattern` in what `child` prints. */
function printed(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (!match) return;
      child.stdout?.off('data', onData);
      resolve(match);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`npm start exited with ${code} before printing ${pattern}`)),
    );
  });
}

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return true;
  } catch {
    return false;
  }
}

describe('npm start on the embedded database without RPC_URL_56', () => {
  let dataDir = '';
  let start: ChildProcess | undefined;
  afterAll(async () => {
    if (start && start.exitCode === null) {
      const exited = new Promise((resolve) => start?.once('exit', resolve));
      start.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the development chain, offers deposits on it, and stops it with the server', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'colony-start-'));
    const { DATABASE_URL: _database, RPC_URL_56: _rpc, ...shell } = process.env;
    start = spawn(TSX, ['src/start-cli.ts', '--skip-build', '--chain-port', '0'], {
      cwd: path.join(REPO_ROOT, 'packages', 'devchain'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...shell,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
      },
    });
    const chain = printed(start, /RPC URL\s+(http:\/\/127\.0\.0\.1:\d+)/);
    const server = printed(start, /listening on (http:\/\/[^\s]+)/);
    const [, rpcUrl = ''] = await chain;
    const [, url = ''] = await server;

    const response = await fetch(`${url}/api/user/Recharge/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { data } = (await response.json()) as {
      data: { chains: { chainId: number; treasury: string; tokens: { address: string }[] }[] };
    };
    expect(data.chains).toContainEqual(
      expect.objectContaining({
        chainId: 56,
        treasury: DEV_TREASURY.address,
        tokens: [
          expect.objectContaining({ address: DEV_TOKENS.USDT.address }),
          expect.objectContaining({ address: DEV_TOKENS.USDC.address }),
        ],
      }),
    );
    expect(await answers(rpcUrl)).toBe(true);

    const exited = new Promise<number | null>((resolve) => start?.once('exit', resolve));
    start.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await answers(rpcUrl)).toBe(false);
    expect(await answers(url)).toBe(false);
    // Saved beside the embedded database, so the next start continues both.
    expect((await stat(path.join(dataDir, 'devchain', 'anvil-state.json'))).isFile()).toBe(true);
  }, 180_000);
});
