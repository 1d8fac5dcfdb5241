import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The configured `JWT_SECRET`, or one generated on the first start and kept in
 * `DATA_DIR`, so tokens survive restarts. Several instances must share one
 * `JWT_SECRET` instead (docs/scaling.md).
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    return storedSecret(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // `wx`: two processes starting at once keep the secret of whichever wrote first.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return storedSecret(await readFile(file, 'utf8'), file);
  }
}

function storedSecret(content: string, file: string): string {
  const secret = content.trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it or set JWT_SECRET`);
  return secret;
}
