import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

export type CompiledContracts = Record<string, CompiledContract>;

/** The Solidity sources of the local chain's contracts. */
export const CONTRACTS_DIR = fileURLToPath(new URL('../contracts/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'colony-devchain');

const require = createRequire(import.meta.url);

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

let pending: Promise<CompiledContracts> | undefined;

/**
 * Compiles every contract in `contracts/` with solc-js, by contract name. Loading
 * the compiler costs seconds, so the output is kept under node_modules/.cache,
 * keyed by the sources and the compiler version, and shared within a process.
 */
export function compileContracts(): Promise<CompiledContracts> {
  pending ??= compileOrReadCache().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** One compiled contract by name; throws when `contracts/` has none of that name. */
export async function compiledContract(name: string): Promise<CompiledContract> {
  const contract = (await compileContracts())[name];
  if (!contract) throw new Error(`no contract named ${name} in ${CONTRACTS_DIR}`);
  return contract;
}

async function compileOrReadCache(): Promise<CompiledContracts> {
  const files = (await readdir(CONTRACTS_DIR)).filter((name) => name.endsWith('.sol')).sort();
  const sources: Record<string, { content: string }> = {};
  for (const file of files)
    sources[file] = { content: await readFile(path.join(CONTRACTS_DIR, file), 'utf8') };
  const solcVersion = (require('solc/package.json') as { version: string }).version;

  const key = createHash('sha256')
    .update(`solc ${solcVersion}\n`)
    .update(JSON.stringify(sources))
    .digest('hex');
  const cacheFile = path.join(CACHE_DIR, `contracts-${key.slice(0, 16)}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledContracts;
  } catch {
    // not compiled yet
  }

  const solc = require('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Cancun: understood by anvil and by the public chains the product talks to.
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`);
  }
  const compiled: CompiledContracts = {};
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
    }
  }

  await mkdir(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a concurrent run never reads half a file.
  const partial = `${cacheFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(compiled));
  await rename(partial, cacheFile);
  return compiled;
}
