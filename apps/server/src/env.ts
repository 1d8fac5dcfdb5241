import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { z } from 'zod';

/**
 * npm workspaces run scripts with the workspace as cwd, so relative paths in the
 * configuration are resolved against the repository root to mean the same thing
 * whichever way the server is started.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();

const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data').transform(fromRoot),
  APP_KEY: z.string().min(1).default(DEFAULT_APP_KEY),
  DEMO_DATA: flag.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().min(1).default('apps/web/dist').transform(fromRoot),
  RATE_LIMIT_MAX: positiveInt.default(300),
  CONTACT_RATE_LIMIT_MAX: positiveInt.default(5),
  TRUST_PROXY: flag.default(false),
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
});

export type Env = Omit<z.output<typeof envSchema>, 'DEMO_DATA'> & { DEMO_DATA: boolean };
export type EnvInput = Partial<Record<keyof z.input<typeof envSchema>, string | undefined>>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates the configuration. `overrides` win over the process
 * environment (tests pass their own values); an empty string counts as unset so
 * `FOO= npm start` falls back to the default.
 */
export function loadEnv(overrides: EnvInput = {}, source: NodeJS.ProcessEnv = process.env): Env {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = key in overrides ? overrides[key as keyof EnvInput] : source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const { DEMO_DATA, ...env } = result.data;
  // The embedded database is the demo setup; a real PostgreSQL starts empty unless asked.
  return { ...env, DEMO_DATA: DEMO_DATA ?? env.DATABASE_URL === undefined };
}
