import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret.ts';

describe('resolveJwtSecret', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'colony-secret-')), 'data');
  });
  afterEach(async () => {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('generates a secret once, keeps it readable only by the owner, and reuses it', async () => {
    const first = await resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret(undefined, dataDir)).toBe(first);
    expect(
      await Promise.all([resolveJwtSecret(undefined, dataDir), resolveJwtSecret(undefined, dataDir)]),
    ).toEqual([first, first]);
  });

  it('prefers the configured secret and writes nothing then', async () => {
    const configured = 'c'.repeat(40);
    expect(await resolveJwtSecret(configured, dataDir)).toBe(configured);
    await expect(readFile(path.join(dataDir, JWT_SECRET_FILE))).rejects.toThrow();
  });

  it('refuses a stored secret that is too short instead of using it', async () => {
    await resolveJwtSecret(undefined, dataDir);
    await writeFile(path.join(dataDir, JWT_SECRET_FILE), 'short\n');
    await expect(resolveJwtSecret(undefined, dataDir)).rejects.toThrow(/no usable secret/);
  });
});
