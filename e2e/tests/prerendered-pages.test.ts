import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@colony/contract/locales';
import { ROUTES } from '@colony/contract/routes';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, describeInBrowser, MOBILE, waitForAppOnNavigation } from '../support/browser-session.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { REPO_ROOT } from '../support/repo-paths.ts';
import { visibleText } from '../support/visible-text.ts';

type Json = Record<string, unknown>;
const localeFile = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'apps/web/src/locales', language, `${namespace}.json`), 'utf8'),
  ) as Json;
const at = (json: Json, key: string) =>
  key.split('.').reduce<unknown>((value, part) => (value as Json)[part], json);

const PAGES = [
  { path: '/article', locale: 'ja-JP', language: 'jp', namespace: 'news', key: 'announcements.title' },
  { path: '/support', locale: 'de-DE', language: 'de', namespace: 'support', key: 'title' },
  { path: '/', locale: 'zh-CN', language: 'cn', namespace: 'common', key: 'hero.title' },
] as const;

/** Pages prerendered as the skeleton: they show the member's own data, or what the query names. */
const SKELETONS: readonly string[] = [
  ROUTES.person,
  ROUTES.memberDetails,
  ROUTES.myAvatar,
  ROUTES.myTeam,
  ROUTES.myAssets,
  ROUTES.myOrder,
  ROUTES.queue,
  ROUTES.mmDetail,
  ROUTES.stakingDetail,
  ROUTES.articleDetail,
  ROUTES.developDetail,
  ROUTES.voteDetail,
];

describeInBrowser('prerendered pages', () => {
  let browser: Browser;
  /** Errors and console errors (a hydration mismatch is reported as one) of each page. */
  const pageProblems = new WeakMap<Page, string[]>();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(url: string, locale: string, javaScriptEnabled: boolean): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: MOBILE, javaScriptEnabled });
    await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    pageProblems.set(page, problems);
    if (javaScriptEnabled) waitForAppOnNavigation(page);
    await page.goto(url);
    return page;
  }

  it.each(PAGES)(
    'paints $path in $locale before any script runs, where the app then shows it',
    async ({ path: url, locale, language, namespace, key }) => {
      const expected = String(at(localeFile(language, namespace), key));
      const still = await open(url, locale, false);
      const heading = still.getByRole('heading', { level: 1 });
      expect(await visibleText(heading)).toContain(expected);
      expect(await still.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await still.locator('footer').count()).toBe(1);
      const staticBox = await heading.boundingBox();

      const live = await open(url, locale, true);
      const appHeading = live.getByRole('heading', { level: 1 });
      expect(await visibleText(appHeading)).toContain(expected);
      // The app takes over in place: the heading does not move.
      expect(await appHeading.boundingBox()).toEqual(staticBox);
      // Taken over as it was: no markup rendered twice, no id repeated.
      const duplicateIds = await live.evaluate(() => {
        const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicateIds).toEqual([]);
      expect(await live.evaluate(() => document.getElementById('root')?.dataset.hydrate)).toBe(locale);
      expect(pageProblems.get(live)).toEqual([]);
      await still.context().close();
      await live.context().close();
    },
  );

  it.each(LOCALES)(
    'takes every page over in %s without a mismatch, hydrating all but the skeletons',
    async (locale) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: MOBILE });
      await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        // The not-found page's own 404 status is expected.
        if (message.type() === 'error' && !/status of 404/.test(message.text())) {
          problems.push(`${page.url()}: ${message.text()}`);
        }
      });
      waitForAppOnNavigation(page);
      const hydrated: string[] = [];
      for (const path of [...Object.values(ROUTES), '/no/such/sector']) {
        await page.goto(path);
        if (await page.evaluate(() => document.getElementById('root')?.dataset.hydrate)) hydrated.push(path);
      }
      expect(problems).toEqual([]);
      expect(hydrated.sort()).toEqual(
        [...Object.values(ROUTES), '/no/such/sector'].filter((path) => !SKELETONS.includes(path)).sort(),
      );
      await context.close();
    },
  );

  it("shows a returning member's address from the first paint, before any of the app's code runs", async () => {
    const address = '0x9bDeE528cd527f37CcAb3B16023005cE710e175E';
    const context = await browser.newContext({ baseURL: baseUrl, viewport: MOBILE });
    await context.addInitScript((stored) => {
      const entry = (value: string) => JSON.stringify({ value, expiresAt: null });
      localStorage.setItem('accessAddress', entry(stored));
      localStorage.setItem('accessToken', entry('a-stored-token'));
    }, address);
    // Only the document and its inline script: the app never starts.
    await context.route(/\/(assets\/.*\.js|start-app\.js)$/, (route) => route.abort());
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/ERR_FAILED|net::/.test(message.text()))
        problems.push(message.text());
    });
    await page.goto('/');
    const remembered = page.getByTestId('remembered-session');
    await remembered.waitFor({ state: 'visible' });
    expect(
      await remembered
        .locator('.remembered-address')
        .evaluate((element) => getComputedStyle(element, '::before').content),
      // A phone's header shows the shorter form, as the app does there.
    ).toBe('"0x9b…175E"');
    expect(await page.getByRole('button', { name: 'Connect wallet' }).isVisible()).toBe(false);
    // The inline script ran under the page's Content-Security-Policy: nothing was refused.
    expect(problems).toEqual([]);

    const visitor = await browser.newContext({ baseURL: baseUrl, viewport: MOBILE });
    await visitor.route(/\/(assets\/.*\.js|start-app\.js)$/, (route) => route.abort());
    const stranger = await visitor.newPage();
    await stranger.goto('/');
    expect(await stranger.getByRole('button', { name: 'Connect wallet' }).isVisible()).toBe(true);
    expect(await stranger.getByTestId('remembered-session').isVisible()).toBe(false);
    await context.close();
    await visitor.close();
  });

  it('serves the code of the start, and only it, with the compile hint on its first line', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const start = /data-entry="([^"]+)" data-imports="([^"]*)"/.exec(html);
    expect(start, 'the start script names the entry and its imports').not.toBeNull();
    const initial = [start?.[1] ?? '', ...(start?.[2] ?? '').split(' ').filter(Boolean)];
    for (const file of initial) {
      const code = await (await fetch(`${baseUrl}${file}`)).text();
      expect(code.split('\n', 1)[0], file).toBe('//# allFunctionsCalledOnLoad');
    }
    const lazy = /import\(`\.\/(home-page-[^`]+\.js)`\)/.exec(
      await (await fetch(`${baseUrl}${start?.[1]}`)).text(),
    );
    expect(lazy, 'the entry loads the home page lazily').not.toBeNull();
    const page = await (await fetch(`${baseUrl}/assets/${lazy?.[1]}`)).text();
    expect(page.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/no/such/sector');
    expect(response?.status()).toBe(404);
    const expected = String(at(localeFile('en', 'common'), 'notFound.title'));
    expect(await visibleText(page.getByRole('heading', { level: 1 }))).toContain(expected);
    await context.close();
  });

  it('keeps the not-found page within a phone screen: its orbit never scrolls the page sideways', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: MOBILE });
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    await page.goto('/no/such/sector');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
