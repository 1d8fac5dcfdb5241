import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { fullPageScreenshot } from './full-page-screenshot.ts';
import { ARTIFACTS_DIR } from './repo-paths.ts';

export const baseUrl = inject('baseUrl');

/** A describe block that needs the browser; skipped (loudly, by global setup) when Chromium is absent. */
export function describeInBrowser(name: string, body: () => void) {
  describe.skipIf(!inject('browserAvailable'))(name, body);
}

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
  /**
   * Resolves once no request has been in flight for `quietMs`. Unlike Playwright's
   * `networkidle`, which fires once per document, this also covers what an in-app
   * navigation loads (route chunks, locale files, API calls).
   */
  settle(quietMs?: number): Promise<void>;
}

export interface SessionOptions {
  width?: number;
  height?: number;
  /** Another server than the shared one, read when each test starts (for servers started in `beforeAll`). */
  baseUrl?: () => string;
}

/** React's production errors for markup that does not match what the app renders (hydration). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/**
 * Registers hooks that launch one Chromium for the enclosing describe block and
 * give every test a fresh context and page. A failed test leaves a screenshot in
 * e2e/artifacts; an uncaught error in the page fails the test.
 */
export function useBrowserSession(options: SessionOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('browser did not start');
    const server = options.baseUrl?.() ?? baseUrl;
    const origin = new URL(server).origin;
    context = await browser.newContext({
      baseURL: server,
      viewport: { width: options.width ?? DESKTOP.width, height: options.height ?? DESKTOP.height },
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    // The scenarios exercise this server only; anything else (public RPC nodes, social sites) is cut off.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    pageErrors = [];
    inFlight = 0;
    page = await context.newPage();
    waitForAppOnNavigation(page);
    page.on('pageerror', (error) => pageErrors.push(error.stack || error.message || String(error)));
    // React reports a page that could not be taken over as prerendered on the console.
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) pageErrors.push(message.text());
    });
    const started = () => {
      inFlight++;
      lastActivity = Date.now();
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });

  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && page && !page.isClosed()) {
        const file = `${slug(`${task.file.name.replace(/^.*\//, '')}-${task.fullName ?? task.name}`)}.png`;
        await fullPageScreenshot(page, path.join(ARTIFACTS_DIR, 'failures', file)).catch(() => {});
      }
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    } finally {
      await context?.close();
      context = undefined;
      page = undefined;
    }
  });

  return {
    get page() {
      if (!page) throw new Error('no page: use the session inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('no context: use the session inside a test');
      return context;
    },
    async settle(quietMs = 500) {
      const deadline = Date.now() + 20_000;
      // The event that started the work may not have issued its requests yet.
      await new Promise((resolve) => setTimeout(resolve, 50));
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`network still busy after 20 s (${inFlight} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Each page arrives prerendered, and its buttons do nothing until the app has taken it over
 * (`#root[data-app=ready]`). The scenarios act as a visitor who waits for the page: `goto` and
 * `reload` resolve once the app has taken over.
 */
export function waitForAppOnNavigation(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForApp(page);
        return response;
      },
    });
  }
}

/** Waits until the app has taken over the page, for loads the page starts itself (a language switch). */
export async function waitForApp(page: Page): Promise<void> {
  if (await page.locator('#root').count()) await page.locator('#root[data-app="ready"]').waitFor();
}

function slug(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}
