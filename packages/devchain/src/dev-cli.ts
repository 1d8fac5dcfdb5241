import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeDevChain, devChainOptions, startDevChain } from './dev-chain.ts';
import { devNftServerEnv } from './nft-contracts.ts';
import { devServerEnv } from './tokens.ts';

/**
 * `npm run dev`: the development chain (the one `npm run chain` runs, or a new
 * one), then the server in watch mode pointed at it and the Vite dev server
 * reading it. Settings in the shell win over the chain's.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const options = devChainOptions(process.argv.slice(2));
const chain = await startDevChain(options);
const { setup, anvil } = chain;
process.stdout.write(`${describeDevChain(chain, anvil ? options.blockTime : undefined)}\n`);

const children: ChildProcess[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  );
  await anvil?.stop();
  process.exit(code);
}

function run(workspace: string, env: Record<string, string>): void {
  const child = spawn('npm', ['run', 'dev', '-w', workspace], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...env, ...process.env },
  });
  children.push(child);
  child.once('exit', (code) => {
    if (!stopping) void stopAll(code ?? 1);
  });
}

run('@colony/server', { ...devServerEnv(setup.rpcUrl), ...devNftServerEnv() });
run('@colony/web', { VITE_RPC_URL_56: setup.rpcUrl });
process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));
anvil?.exited.then(() => {
  if (stopping) return;
  process.stderr.write('anvil exited\n');
  void stopAll(1);
});
