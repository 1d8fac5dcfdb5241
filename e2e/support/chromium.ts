import { existsSync } from 'node:fs';

/** Debian's chromium; e2e and the Lighthouse bench drive this binary, never a downloaded one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}
