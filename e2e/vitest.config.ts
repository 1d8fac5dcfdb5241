import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The scenarios run in two halves at once, each a project with its own local chain and server
 * (global setup runs once per project) and one browser at a time: the files of a half run in
 * sequence against its server, as they always have, and nothing is shared between the halves.
 * Much of a scenario waits (for the wallet, a block, the settlement, a page's answer), so two at
 * once fit a two-core machine.
 *
 * The screens half holds what pages look like and how one gets to them (the screenshots at three
 * widths, navigation, prerendering); the journeys half every other file, new ones included. The
 * two took about as long in a run of the whole suite; move a file when one grows much longer.
 */
const SCREENS = [
  'tests/*-screenshots.test.ts',
  'tests/header-navigation.test.ts',
  'tests/prerendered-pages.test.ts',
  'tests/footer.test.ts',
  'tests/deep-links.test.ts',
  'tests/language-switch.test.ts',
];

const half: TestProjectInlineConfiguration['test'] = {
  globalSetup: ['support/global-setup.ts'],
  // One browser at a time against the half's server: its files and tests run in sequence.
  fileParallelism: false,
  sequence: { concurrent: false },
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A poll waits for what a user waits for (a wallet's prompt, a page's answer); the default
  // second is shorter than the browser, the wallet and the server take on a loaded machine.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    reporters: ['verbose'],
    teardownTimeout: 30_000,
    projects: [
      { test: { ...half, name: 'screens', include: SCREENS } },
      { test: { ...half, name: 'journeys', include: ['tests/**/*.test.ts'], exclude: SCREENS } },
    ],
  },
});
