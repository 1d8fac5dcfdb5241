import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'colony-devchain');

const require = createRequire(import.meta.url);

/** The compiler settings; part of the cache key, since they change the bytecode. */
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Cancun: understood by anvil and by the public chains the product talks to (its transient
  // storage keeps the market's reentrancy guard cheap).
  evmVersion: 'cancun',
} as const;

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

interface Solc {
  compile(
    input: string,
    callbacks?: { import(importPath: string): { contents: string } | { error: string } },
  ): string;
}

/** An npm file a contract imported: where it was found, its package's version and a hash of its text. */
interface ImportedFile {
  file: string;
  version: string;
  sha256: string;
}

interface CacheEntry {
  imports: Record<string, ImportedFile>;
  contracts: CompiledContracts;
}

export interface CompileOptions {
  /** Where the `.sol` files are; each is compiled, by contract name. */
  contractsDir: string;
  /** Where an npm import (`@openzeppelin/contracts/...`) is looked up from, as Node looks up packages. */
  packageDir: string;
  cacheDir: string;
}

const DEFAULT_OPTIONS: CompileOptions = {
  contractsDir: CONTRACTS_DIR,
  packageDir: PACKAGE_DIR,
  cacheDir: CACHE_DIR,
};

let pending: Promise<CompiledContracts> | undefined;

/**
 * Compiles every contract in `contracts/` with solc-js, by contract name. Loading
 * the compiler costs seconds, so the output is kept under node_modules/.cache and
 * shared within a process; see {@link compileContractsIn} for what it is keyed by.
 */
export function compileContracts(): Promise<CompiledContracts> {
  pending ??= compileContractsIn(DEFAULT_OPTIONS).catch((error: unknown) => {
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

/**
 * Compiles the `.sol` files of `contractsDir`, whose npm imports are read from the packages
 * installed for `packageDir`. The cache is keyed by the compiler's version, its settings and
 * the sources, and an entry is used only while every npm file the sources imported still has
 * the text it was compiled from (so a new version of @openzeppelin/contracts, or an edited
 * copy of one of its files, compiles again). Only the contracts of `contractsDir` are returned.
 */
export async function compileContractsIn(options: CompileOptions): Promise<CompiledContracts> {
  const files = (await readdir(options.contractsDir)).filter((name) => name.endsWith('.sol')).sort();
  const sources: Record<string, { content: string }> = {};
  for (const file of files)
    sources[file] = { content: await readFile(path.join(options.contractsDir, file), 'utf8') };
  const solcVersion = (require('solc/package.json') as { version: string }).version;

  const key = createHash('sha256')
    .update(`solc ${solcVersion}\n`)
    .update(JSON.stringify(SETTINGS))
    .update(JSON.stringify(sources))
    .digest('hex');
  const cacheFile = path.join(options.cacheDir, `contracts-${key.slice(0, 16)}.json`);
  const cached = await readCache(cacheFile, options.packageDir);
  if (cached) return cached;

  const imports: Record<string, ImportedFile> = {};
  const findImport = (importPath: string) => {
    try {
      const found = readNpmImport(importPath, options.packageDir);
      imports[importPath] = found.record;
      return { contents: found.contents };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  const solc = require('solc') as Solc;
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      ...SETTINGS,
      // Only the contracts of contractsDir: the library's own need no bytecode, and their names
      // (ERC20, Strings, ...) would mix with ours.
      outputSelection: Object.fromEntries(
        files.map((file) => [file, { '*': ['abi', 'evm.bytecode.object'] }]),
      ),
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`);
  }
  const compiled: CompiledContracts = {};
  for (const file of files) {
    for (const [name, contract] of Object.entries(output.contracts?.[file] ?? {})) {
      if (compiled[name]) throw new Error(`two contracts named ${name} in ${options.contractsDir}`);
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
    }
  }

  await mkdir(options.cacheDir, { recursive: true });
  // Written aside and renamed, so a concurrent run never reads half a file.
  const partial = `${cacheFile}.${process.pid}.partial`;
  const entry: CacheEntry = { imports, contracts: compiled };
  await writeFile(partial, JSON.stringify(entry));
  await rename(partial, cacheFile);
  return compiled;
}

async function readCache(cacheFile: string, packageDir: string): Promise<CompiledContracts | undefined> {
  let entry: CacheEntry;
  try {
    entry = JSON.parse(await readFile(cacheFile, 'utf8')) as CacheEntry;
  } catch {
    return undefined; // not compiled yet
  }
  if (typeof entry.imports !== 'object' || typeof entry.contracts !== 'object') return undefined;
  for (const [importPath, recorded] of Object.entries(entry.imports)) {
    try {
      if (readNpmImport(importPath, packageDir).record.sha256 !== recorded.sha256) return undefined;
    } catch {
      return undefined;
    }
  }
  return entry.contracts;
}

/**
 * The text of `importPath` (`<package>/<file>.sol`, as a contract imports it) from the package
 * Node would find for `packageDir`. Anything else, or a path that leaves its package, is refused.
 */
export function readNpmImport(
  importPath: string,
  packageDir: string,
): { contents: string; record: ImportedFile } {
  const segments = importPath.split('/');
  const nameLength = importPath.startsWith('@') ? 2 : 1;
  const packageName = segments.slice(0, nameLength).join('/');
  const inner = segments.slice(nameLength).join('/');
  const validName = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/.test(packageName);
  if (
    !validName ||
    !inner.endsWith('.sol') ||
    path.posix.normalize(inner) !== inner ||
    inner.startsWith('..')
  ) {
    throw new Error(`${importPath} is neither a contract of contracts/ nor a .sol file of an npm package`);
  }
  const root = packageRoot(packageName, packageDir);
  if (!root) throw new Error(`${importPath}: the package ${packageName} is not installed`);
  const file = path.join(root, ...inner.split('/'));
  const contents = readFileSync(file, 'utf8');
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    contents,
    record: { file, version, sha256: createHash('sha256').update(contents).digest('hex') },
  };
}

/** The directory of `packageName` as Node finds it from `fromDir`: the nearest node_modules up the tree. */
function packageRoot(packageName: string, fromDir: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...packageName.split('/'));
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
