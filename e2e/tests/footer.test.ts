import { FOOTERLESS_PATHS } from '@colony/contract/routes';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';

const WITH_FOOTER = ['/', '/article', '/support'];

describeInBrowser('site footer', () => {
  const session = useBrowserSession(DESKTOP);

  it('is hidden exactly on /memberDetails, /person and /benefits', () => {
    expect([...FOOTERLESS_PATHS].sort()).toEqual(['/benefits', '/memberDetails', '/person']);
  });

  it.each(WITH_FOOTER)('is shown on %s', async (path) => {
    const { page } = session;
    await page.goto(path);
    const footer = page.getByTestId('site-footer');
    await footer.waitFor({ state: 'visible' });
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.isVisible()).toBe(true);
  });

  it.each(FOOTERLESS_PATHS)('is hidden on %s', async (path) => {
    const { page } = session;
    await page.goto(path);
    // The page is rendered (header present) before the footer's absence means anything.
    await page.getByTestId('site-header').waitFor({ state: 'visible' });
    await page.locator('main').waitFor({ state: 'visible' });
    await session.settle();
    expect(await page.getByTestId('site-footer').isVisible()).toBe(false);
  });

  it('comes back when leaving a footerless page', async () => {
    const { page } = session;
    await page.goto('/person');
    await page.getByTestId('site-header').waitFor({ state: 'visible' });
    await page.getByTestId('main-nav').locator('a[href="/support"]:visible').first().click();
    await page.waitForURL((url) => url.pathname === '/support');
    await page.getByTestId('site-footer').waitFor({ state: 'visible' });
  });
});
