import path from 'node:path';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from './env.ts';

describe('loadEnv', () => {
  it('has the documented defaults, with paths under the repository root', () => {
    const env = loadEnv({}, {});
    expect(env).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: undefined,
      DATA_DIR: path.join(REPO_ROOT, 'data'),
      APP_KEY: DEFAULT_APP_KEY,
      DEMO_DATA: true,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      RATE_LIMIT_MAX: 300,
      CONTACT_RATE_LIMIT_MAX: 5,
      CONTENT_CACHE_TTL_MS: 5000,
      TRUST_PROXY: false,
    });
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..') + path.sep);
  });

  it('reads the process environment, and overrides win', () => {
    const env = loadEnv({ PORT: '9000' }, { PORT: '7000', HOST: '127.0.0.1', DATA_DIR: '/var/lib/colony' });
    expect(env.PORT).toBe(9000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('/var/lib/colony');
  });

  it('resolves relative paths against the repository root, not the working directory', () => {
    const env = loadEnv({ DATA_DIR: 'tmp/data', WEB_DIST: './somewhere/dist' }, {});
    expect(env.DATA_DIR).toBe(path.join(REPO_ROOT, 'tmp', 'data'));
    expect(env.WEB_DIST).toBe(path.join(REPO_ROOT, 'somewhere', 'dist'));
  });

  it('turns demo data off by default on PostgreSQL, and lets either setup choose', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/colony';
    expect(loadEnv({ DATABASE_URL: url }, {}).DEMO_DATA).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, DEMO_DATA: 'true' }, {}).DEMO_DATA).toBe(true);
    expect(loadEnv({ DEMO_DATA: '0' }, {}).DEMO_DATA).toBe(false);
    expect(loadEnv({ DEMO_DATA: '1' }, {}).DEMO_DATA).toBe(true);
    expect(loadEnv({ DEMO_DATA: 'false' }, {}).DEMO_DATA).toBe(false);
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({}, { PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_DATA).toBe(true);
  });

  it('accepts port 0 (any free port)', () => {
    expect(loadEnv({ PORT: '0' }, {}).PORT).toBe(0);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadEnv(
        {
          PORT: '80000',
          DATABASE_URL: 'mysql://x',
          DEMO_DATA: 'yes',
          LOG_LEVEL: 'loud',
          RATE_LIMIT_MAX: '-1',
          TRUST_PROXY: 'maybe',
        },
        {},
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'DEMO_DATA', 'LOG_LEVEL', 'RATE_LIMIT_MAX', 'TRUST_PROXY']) {
      expect(message).toContain(`${name}:`);
    }
    expect((error as EnvError).problems).toHaveLength(6);
  });
});
