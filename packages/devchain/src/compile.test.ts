import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompileOptions, compileContractsIn, readNpmImport } from './compile.ts';

const LIBRARY = (value: number) => `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
library Answer { function value() internal pure returns (uint256) { return ${value}; } }
contract LibraryOwnContract {}
`;

const CONSUMER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
import {Answer} from "@acme/lib/Answer.sol";
contract Consumer { function answer() external pure returns (uint256) { return Answer.value(); } }
`;

describe('compiling contracts that import npm packages', () => {
  let root: string;
  let options: CompileOptions;
  const libraryFile = () => path.join(root, 'node_modules', '@acme', 'lib', 'Answer.sol');

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'colony-compile-'));
    options = {
      contractsDir: path.join(root, 'pkg', 'contracts'),
      packageDir: path.join(root, 'pkg'),
      cacheDir: path.join(root, 'cache'),
    };
    await mkdir(options.contractsDir, { recursive: true });
    await mkdir(path.dirname(libraryFile()), { recursive: true });
    await writeFile(path.join(root, 'node_modules', '@acme', 'lib', 'package.json'), '{"version":"1.0.0"}');
    await writeFile(libraryFile(), LIBRARY(41));
    await writeFile(path.join(options.contractsDir, 'Consumer.sol'), CONSUMER);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("reads the import from the nearest node_modules, returns only the directory's own contracts, and recompiles when an imported file changes", async () => {
    const first = await compileContractsIn(options);
    expect(Object.keys(first)).toEqual(['Consumer']);
    expect(first.Consumer?.bytecode).toMatch(/^0x[0-9a-f]+$/);

    // The cache entry is what a second run returns while nothing that went into it changed.
    const [cacheName] = await readdir(options.cacheDir);
    const cacheFile = path.join(options.cacheDir, cacheName as string);
    const entry = JSON.parse(await readFile(cacheFile, 'utf8'));
    expect(Object.keys(entry.imports)).toEqual(['@acme/lib/Answer.sol']);
    entry.contracts.Consumer.bytecode = '0xcafe';
    await writeFile(cacheFile, JSON.stringify(entry));
    expect((await compileContractsIn(options)).Consumer?.bytecode).toBe('0xcafe');

    // A new version of the library (same sources of ours) is compiled again.
    await writeFile(libraryFile(), LIBRARY(42));
    const second = await compileContractsIn(options);
    expect(second.Consumer?.bytecode).not.toBe('0xcafe');
    expect(second.Consumer?.bytecode).not.toBe(first.Consumer?.bytecode);
  }, 120_000);

  it('reports a missing package as a compile error', async () => {
    const dir = path.join(root, 'missing');
    await mkdir(path.join(dir, 'contracts'), { recursive: true });
    await writeFile(
      path.join(dir, 'contracts', 'Lost.sol'),
      'pragma solidity ^0.8.24;\nimport "@nowhere/lib/X.sol";\ncontract Lost {}\n',
    );
    await expect(
      compileContractsIn({
        contractsDir: path.join(dir, 'contracts'),
        packageDir: dir,
        cacheDir: options.cacheDir,
      }),
    ).rejects.toThrow(/the package @nowhere\/lib is not installed/);
  }, 120_000);

  it('refuses import paths that are not a .sol file inside a package', () => {
    for (const bad of [
      '@acme/lib/../../secret.sol',
      '@acme/lib/./Answer.sol',
      '/etc/passwd',
      '@acme/lib/package.json',
      '../Answer.sol',
    ]) {
      expect(() => readNpmImport(bad, options.packageDir), bad).toThrow(/npm package/);
    }
    expect(readNpmImport('@acme/lib/Answer.sol', options.packageDir).record.version).toBe('1.0.0');
  });
});
