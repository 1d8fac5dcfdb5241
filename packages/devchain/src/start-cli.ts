import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeDevChain, type RunningDevChain, startDevChain } from './dev-chain.ts';
import { devNftServerEnv } from './nft-contracts.ts';
import { devChainPort, devChainStateFile, startsDevChain } from './start-plan.ts';
import { devServerEnv } from './tokens.ts';

/**
 * `npm start [-- --chain-port 8545 --skip-build]`: builds the web app and runs the server. On
 * the embedded database without `RPC_URL_56` (a newcomer's start, see {@link startsDevChain}) it
 * first runs the development chain as `npm run dev` does, builds the app to read chain 56 from
 * it and gives the server its settings; the chain stops with the server. Settings in the shell
 * win over the chain's. `--skip-build` serves the app already built.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BLOCK_TIME_SECONDS = 1;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'chain-port': { type: 'string', default: '8545' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const preferredPort = Number(values['chain-port']);
if (!Number.isInteger(preferredPort) || preferredPort < 0 || preferredPort > 65_535)
  throw new Error(`--chain-port ${values['chain-port']} is not a port`);

let chain: RunningDevChain | undefined;
let buildEnv: Record<string, string> = {};
let serverEnv: Record<string, string> = {};
if (startsDevChain(process.env)) {
  const port = await devChainPort(preferredPort);
  chain = await startDevChain(
    { port, blockTime: BLOCK_TIME_SECONDS, fresh: false, detached: true },
    devChainStateFile(process.env),
  );
  const { rpcUrl } = chain.setup;
  process.stdout.write(`${describeDevChain(chain, chain.anvil ? BLOCK_TIME_SECONDS : undefined)}\n`);
  buildEnv = { VITE_RPC_URL_56: rpcUrl };
  serverEnv = { ...devServerEnv(rpcUrl), ...devNftServerEnv() };
}

let current: ChildProcess | undefined;
let stopping = false;

let finishing: Promise<never> | undefined;

/** Stops the build or the server, then the chain, and exits with `code`; once, however often called. */
function finish(code: number): Promise<never> {
  stopping = true;
  finishing ??= stopAll(code);
  return finishing;
}

async function stopAll(code: number): Promise<never> {
  const pid = current?.pid;
  if (pid !== undefined) {
    try {
      // The whole group: npm does not pass a signal on to the script it runs, nor wait for it.
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await groupEnded(pid);
  }
  await chain?.anvil?.stop();
  process.exit(code);
}

/** Resolves once no process of the group `pgid` is left. */
async function groupEnded(pgid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `npm <args>` in the repository root and resolves with its exit code. */
function npm(args: string[], env: Record<string, string>): Promise<number> {
  // In a process group of its own, which finish() stops as one.
  const child = spawn('npm', args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...env, ...process.env },
    detached: true,
  });
  current = child;
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Ctrl-C and a SIGTERM both end the server (or the build) first, then the chain; Ctrl-C may
// arrive twice (from the terminal and relayed by tsx).
process.on('SIGINT', () => void finish(0));
process.on('SIGTERM', () => void finish(0));
chain?.anvil?.exited.then(() => {
  if (stopping) return;
  process.stderr.write('anvil exited\n');
  void finish(1);
});

if (!values['skip-build']) {
  const built = await npm(['run', 'build'], buildEnv);
  if (built !== 0 && !stopping) await finish(built);
}
if (!stopping) {
  const code = await npm(['run', 'start', '-w', '@colony/server'], serverEnv);
  if (!stopping) await finish(code);
}
