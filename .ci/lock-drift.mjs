// Compares two package-lock.json files and fails only when they disagree on
// something package.json decides: a package's version, source or dependencies.
// Optional platform packages (entries with `os` or `cpu`, such as Biome's
// binaries for other systems) are listed or not depending on what the registry
// serves at the moment, so their presence alone is not drift.
//
//   node .ci/lock-drift.mjs <committed lock> <lock after npm install>
import { readFileSync } from 'node:fs';

const [committedPath, installedPath] = process.argv.slice(2);
if (!committedPath || !installedPath) {
  console.error('usage: node .ci/lock-drift.mjs <committed lock> <lock after npm install>');
  process.exit(2);
}

const read = (path) => JSON.parse(readFileSync(path, 'utf8')).packages ?? {};
const committed = read(committedPath);
const installed = read(installedPath);

const isPlatformOptional = (entry) =>
  entry.optional === true && (entry.os !== undefined || entry.cpu !== undefined);
const significant = (entry) =>
  JSON.stringify({
    version: entry.version,
    resolved: entry.resolved,
    integrity: entry.integrity,
    link: entry.link,
    dependencies: entry.dependencies,
    devDependencies: entry.devDependencies,
    peerDependencies: entry.peerDependencies,
    optionalDependencies: entry.optionalDependencies,
  });

const drift = [];
for (const path of new Set([...Object.keys(committed), ...Object.keys(installed)])) {
  const before = committed[path];
  const after = installed[path];
  if (before === undefined || after === undefined) {
    const present = before ?? after;
    if (!isPlatformOptional(present))
      drift.push(`${path}: ${before === undefined ? 'missing from' : 'extra in'} the committed lock file`);
    continue;
  }
  if (significant(before) !== significant(after)) drift.push(`${path}: differs`);
}

if (drift.length > 0) {
  console.error(`package-lock.json is out of date with package.json (${drift.length}):`);
  for (const line of drift.slice(0, 50)) console.error(`  ${line}`);
  process.exit(1);
}
console.log('package-lock.json agrees with package.json (optional platform packages aside)');
