import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servesDevTokens } from './dev-chain.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The settings `npm start` decides by; an empty value counts as unset, as in the server's env.ts. */
export interface StartSettings {
  DATABASE_URL?: string;
  RPC_URL_56?: string;
  DATA_DIR?: string;
}

const isSet = (value: string | undefined) => value !== undefined && value !== '';

/**
 * Whether `npm start` runs the development chain: on the embedded database (the setup that also
 * loads demo content) with no node named for chain 56, so a newcomer can deposit, buy and withdraw.
 * A production start (`DATABASE_URL` or `RPC_URL_56` set) never does.
 */
export function startsDevChain(settings: StartSettings): boolean {
  return !isSet(settings.DATABASE_URL) && !isSet(settings.RPC_URL_56);
}

/**
 * Where the chain of `npm start` is saved: `devchain/` in the server's `DATA_DIR` (relative to the
 * repository root, `./data` by default), beside the embedded database that remembers how far it
 * has read the chain, so the two continue in step.
 */
export function devChainStateFile(settings: Pick<StartSettings, 'DATA_DIR'>): string {
  const dataDir = isSet(settings.DATA_DIR) ? (settings.DATA_DIR as string) : './data';
  return path.resolve(REPO_ROOT, dataDir, 'devchain', 'anvil-state.json');
}

/** How far above the preferred port `npm start` looks for a free one. */
const PORTS_TRIED = 100;

/**
 * The port for the development chain: `preferred` when a development chain already serves
 * there (it is reused, as `npm run dev` does) or when it is free, else the first free port above
 * it. `0` picks any free port.
 */
export async function devChainPort(preferred: number): Promise<number> {
  if (preferred === 0) return listenable(0);
  if (await servesDevTokens(`http://127.0.0.1:${preferred}`)) return preferred;
  for (let port = preferred; port < Math.min(preferred + PORTS_TRIED, 65_536); port++) {
    if (await isFree(port)) return port;
  }
  return listenable(0);
}

async function isFree(port: number): Promise<boolean> {
  try {
    await listenable(port);
    return true;
  } catch {
    return false;
  }
}

/** Listens on 127.0.0.1:`port` and lets it go again; resolves with the port that was taken. */
function listenable(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const taken = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(taken));
    });
  });
}
