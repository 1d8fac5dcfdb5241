import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/main.ts');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e/artifacts');
