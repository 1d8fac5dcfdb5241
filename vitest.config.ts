import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit`: every unit and integration suite of the repository.
 * Each workspace is one project; add a workspace by adding its entry (an inline
 * project or the path of its own vitest config).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          // Short-lived PGlite instances spend more CPU optimising WebAssembly than running it;
          // the baseline compiler alone roughly halves the suite's CPU time.
          execArgv: ['--liftoff-only'],
          // Each file starts its own database; PGlite needs a few seconds on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'devchain',
          root: './packages/devchain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
