import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One browser at a time against one shared server: files and tests run in sequence.
    fileParallelism: false,
    sequence: { concurrent: false },
    // The files share one worker and the modules they import (Playwright, viem, the support
    // code, none of which keeps state between files): each file no longer loads them anew.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['verbose'],
    // A poll waits for what a user waits for (a wallet's prompt, a page's answer); the default
    // second is shorter than the browser, the wallet and the server take on a loaded machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
