import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

/** The chain id the local chain answers with: it stands in for BNB Smart Chain (DESIGN.md §6). */
export const DEV_CHAIN_ID = 56;

export interface Anvil {
  rpcUrl: string;
  chainId: number;
  port: number;
  /** Stops the node and waits for it to exit; calling it again does nothing. */
  stop(): Promise<void>;
  /** Settles when the node's process has exited, for whatever reason. */
  exited: Promise<void>;
}

export interface StartAnvilOptions {
  /** Port on 127.0.0.1; a free one is picked when absent. */
  port?: number;
  chainId?: number;
  /** Seconds between blocks; absent mines each transaction at once. */
  blockTime?: number;
  /** How long to wait for the node to answer, in milliseconds. */
  readyTimeoutMs?: number;
  /**
   * A file the chain is loaded from at start (when it exists) and saved to every few
   * seconds and at exit, blocks included, so a development chain survives restarts.
   */
  stateFile?: string;
  /** Run the node in a process group of its own, so a Ctrl-C in the terminal reaches it only through its owner. */
  detached?: boolean;
}

const require = createRequire(import.meta.url);

/** The anvil binary shipped by the npm platform package (`@foundry-rs/anvil-<os>-<arch>`). */
export function anvilBinary(): string {
  const os = process.platform === 'win32' ? 'win32' : process.platform;
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const platformPackage = `@foundry-rs/anvil-${os}-${arch}`;
  // The platform package is an optional dependency of @foundry-rs/anvil, so resolve it from there.
  const wrapper = path.dirname(require.resolve('@foundry-rs/anvil/package.json'));
  const manifest = require.resolve(`${platformPackage}/package.json`, { paths: [wrapper] });
  return path.join(path.dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

const running = new Set<ChildProcess>();
const chainIds = new Map<string, number>();

/** The chain id a node started by {@link startAnvil} answers with, by its RPC URL. */
export function chainIdOf(rpcUrl: string): number | undefined {
  return chainIds.get(rpcUrl);
}
let exitHookInstalled = false;

function killAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // A node left behind would hold its port and its memory after the tests or the dev server end.
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/** Starts a local anvil node and resolves once it answers JSON-RPC. */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<Anvil> {
  const attempts = options.port === undefined ? 3 : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await launch(port, options);
    } catch (error) {
      // Another process may have taken the free port between the probe and the spawn.
      lastError = error;
    }
  }
  throw lastError;
}

async function launch(port: number, options: StartAnvilOptions): Promise<Anvil> {
  const chainId = options.chainId ?? DEV_CHAIN_ID;
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.stateFile !== undefined) args.push('--state', options.stateFile, '--state-interval', '5');

  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: options.detached ?? false,
  });
  running.add(child);
  killAllOnExit();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));

  const rpcUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killer);
    }
  };

  try {
    await Promise.race([
      waitUntilReady(rpcUrl, chainId, options.readyTimeoutMs ?? 30_000, () => child.exitCode !== null),
      spawnFailed,
    ]);
  } catch (error) {
    await stop();
    throw new Error(`anvil did not start on port ${port}: ${(error as Error).message}\n${stderr}`.trim());
  }
  chainIds.set(rpcUrl, chainId);
  return { rpcUrl, chainId, port, stop, exited };
}

async function waitUntilReady(
  rpcUrl: string,
  chainId: number,
  timeoutMs: number,
  hasExited: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the process exited');
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1000),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result !== undefined && Number(body.result) === chainId) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer within ${timeoutMs} ms`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
