import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { devChainPort, devChainStateFile, startsDevChain } from './start-plan.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/colony';
const NODE = 'https://bsc-node.example';

describe('whether npm start runs the development chain', () => {
  it.each([
    { database: 'embedded', rpc: 'unset', settings: {}, starts: true },
    { database: 'embedded', rpc: 'empty', settings: { DATABASE_URL: '', RPC_URL_56: '' }, starts: true },
    { database: 'embedded', rpc: 'set', settings: { RPC_URL_56: NODE }, starts: false },
    { database: 'postgres', rpc: 'unset', settings: { DATABASE_URL: POSTGRES }, starts: false },
    {
      database: 'postgres',
      rpc: 'set',
      settings: { DATABASE_URL: POSTGRES, RPC_URL_56: NODE },
      starts: false,
    },
  ])('$database database, RPC_URL_56 $rpc: $starts', ({ settings, starts }) => {
    expect(startsDevChain(settings)).toBe(starts);
  });
});

describe('where the chain of npm start is saved', () => {
  it('beside the embedded database, in DATA_DIR relative to the repository root', () => {
    expect(devChainStateFile({})).toBe(path.join(REPO_ROOT, 'data', 'devchain', 'anvil-state.json'));
    expect(devChainStateFile({ DATA_DIR: '' })).toBe(devChainStateFile({}));
    expect(devChainStateFile({ DATA_DIR: 'var/colony' })).toBe(
      path.join(REPO_ROOT, 'var', 'colony', 'devchain', 'anvil-state.json'),
    );
    expect(devChainStateFile({ DATA_DIR: '/srv/colony' })).toBe('/srv/colony/devchain/anvil-state.json');
  });
});

describe('the port of the development chain', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  /** Holds `port` (any free one for 0) with a TCP server that is no chain: it hangs up at once. */
  async function occupy(port = 0): Promise<number> {
    const server = createServer((socket) => socket.destroy());
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  it('is the preferred one while it is free, else the first free one above it', async () => {
    const taken = await occupy();
    // Free it again: the preferred port is taken when nothing listens there.
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await devChainPort(taken)).toBe(taken);

    await occupy(taken);
    const next = await devChainPort(taken);
    expect(next).toBeGreaterThan(taken);
    await occupy(next);
    expect(await devChainPort(taken)).toBeGreaterThan(next);
  });

  it('is any free port for 0', async () => {
    expect(await devChainPort(0)).toBeGreaterThan(0);
  });
});
