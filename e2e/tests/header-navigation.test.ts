import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, MOBILE, useBrowserSession } from '../support/browser-session.ts';
import {
  ALL_INTERNAL_LINKS,
  activeHrefs,
  DROPDOWNS,
  hasActiveClass,
  LAUNCHPAD_LINK,
  linkTo,
  MY_MENU_LINKS,
  revealLink,
  TOP_LEVEL_LINKS,
  waitForHref,
} from '../support/header-navigation.ts';

/** Starting somewhere else makes the click a real navigation. */
function startFor(href: string): string {
  return href === '/support' ? '/' : '/support';
}

/** Opens a named header dropdown and returns the panel it controls. */
async function openDropdown(page: Page, name: string) {
  const trigger = page.getByTestId('main-nav').getByRole('button', { name });
  await trigger.click();
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  const panelId = await trigger.getAttribute('aria-controls');
  const panel = panelId ? page.locator(`[id="${panelId}"]`) : page.getByRole('menu');
  await panel.waitFor({ state: 'visible' });
  return { trigger, panel };
}

/** Escape closes the open header menu, leaving the page as a visitor who just arrived finds it. */
async function closeMenus(page: Page) {
  await page.keyboard.press('Escape');
  const expanded = page.getByTestId('site-header').locator('button[aria-expanded="true"]');
  await expect.poll(() => expanded.count(), { message: 'header menus still open' }).toBe(0);
}

/** Runs one link's steps, naming the link in whatever fails. */
async function forLink(href: string, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    if (error instanceof Error) error.message = `${href}: ${error.message}`;
    throw error;
  }
}

describeInBrowser('header navigation at 1440 px', () => {
  const session = useBrowserSession(DESKTOP);

  it('shows the desktop navigation and no mobile menu button', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByTestId('main-nav').waitFor({ state: 'visible' });
    expect(await page.getByTestId('mobile-menu-button').isVisible()).toBe(false);
  });

  it('every top-level link reaches its page and becomes active', async () => {
    const { page } = session;
    await page.goto(startFor(TOP_LEVEL_LINKS[0]));
    const nav = page.getByTestId('main-nav');
    // Each link is followed from the page the one before it opened.
    for (const href of TOP_LEVEL_LINKS) {
      await forLink(href, async () => {
        const link = nav.locator(`${linkTo(href)}:visible`).first();
        await link.click();
        await waitForHref(page, href);
        await expect
          .poll(() => hasActiveClass(link), { message: `${href} link has class active` })
          .toBe(true);
        expect(await activeHrefs(nav), 'links marked active').toEqual([href]);
      });
    }
  });

  for (const [name, children] of Object.entries(DROPDOWNS)) {
    it(`every ${name} dropdown link reaches its page and becomes active`, async () => {
      const { page } = session;
      await page.goto(startFor(children[0]));
      for (const href of children) {
        await forLink(href, async () => {
          const { panel } = await openDropdown(page, name);
          await panel.locator(linkTo(href)).click();
          await waitForHref(page, href);
          // A route change closes menus.
          await panel.waitFor({ state: 'hidden' });
          await session.settle();

          const reopened = await openDropdown(page, name);
          const link = reopened.panel.locator(linkTo(href));
          await expect
            .poll(() => hasActiveClass(link), { message: `${href} link has class active` })
            .toBe(true);
          expect(await activeHrefs(reopened.panel), 'links marked active').toEqual([href]);
          await closeMenus(page);
        });
      }
    });
  }

  it('Activity Center links to no launchpad while the build names none', async () => {
    const { page } = session;
    await page.goto('/');
    const { panel } = await openDropdown(page, 'Activity Center');
    await panel.locator(linkTo('/voteList')).waitFor({ state: 'visible' });
    expect(await panel.locator(LAUNCHPAD_LINK).count()).toBe(0);
  });

  it('every link of my menu reaches its page and becomes active', async () => {
    const { page } = session;
    await page.goto(startFor(MY_MENU_LINKS[0]));
    const header = page.getByTestId('site-header');
    await header.waitFor({ state: 'visible' });
    for (const href of MY_MENU_LINKS) {
      await forLink(href, async () => {
        const link = await revealLink(header, linkTo(href));
        expect(link, `no control in the header leads to ${href}`).not.toBeNull();
        await link?.click();
        await waitForHref(page, href);
        await session.settle();
        const again = await revealLink(header, linkTo(href));
        expect(again, `the link to ${href} is gone after navigating`).not.toBeNull();
        if (again) expect(await hasActiveClass(again), `${href} link has class active`).toBe(true);
        await closeMenus(page);
      });
    }
  });

  it('has a second, hidden entry to /farm besides the DeFi link', async () => {
    const { page } = session;
    await page.goto('/');
    const header = page.getByTestId('site-header');
    const nav = page.getByTestId('main-nav');
    await nav.locator(linkTo('/farm')).first().waitFor({ state: 'visible' });
    const farmLinks = header.locator(linkTo('/farm'));
    const outsideNav = await farmLinks.evaluateAll((links) =>
      links.flatMap((a, index) => (a.closest('[data-testid="main-nav"]') ? [] : [index])),
    );
    expect(outsideNav.length, 'a /farm link outside the labelled navigation').toBeGreaterThanOrEqual(1);
    await farmLinks.nth(outsideNav[0] ?? 0).click();
    await waitForHref(page, '/farm');
  });
});

describeInBrowser('mobile menu at 375 px', () => {
  const session = useBrowserSession(MOBILE);

  async function openMenu() {
    const { page } = session;
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor({ state: 'visible' });
    return menu;
  }

  it('hides the desktop navigation behind the menu button', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').waitFor({ state: 'visible' });
    expect(await page.getByTestId('main-nav').isVisible()).toBe(false);
    expect(await page.getByTestId('mobile-menu').isVisible()).toBe(false);
  });

  it('every link reaches its page, closes the menu and becomes active', async () => {
    const { page } = session;
    await page.goto(startFor(ALL_INTERNAL_LINKS[0] ?? '/'));
    for (const href of ALL_INTERNAL_LINKS) {
      await forLink(href, async () => {
        const link = await revealLink(await openMenu(), linkTo(href));
        expect(link, `the mobile menu has no link to ${href}`).not.toBeNull();
        await link?.click();
        await waitForHref(page, href);
        await page.getByTestId('mobile-menu').waitFor({ state: 'hidden' });

        // Like a visitor, look at the new page before opening the menu again.
        await session.settle();
        const menu = await openMenu();
        const again = await revealLink(menu, linkTo(href));
        expect(again, `the mobile menu lost its link to ${href}`).not.toBeNull();
        if (again) expect(await hasActiveClass(again), `${href} link has class active`).toBe(true);
        expect(await activeHrefs(menu), 'links marked active').toEqual([href]);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      });
    }
  });

  it('links to no launchpad while the build names none', async () => {
    const { page } = session;
    await page.goto('/');
    const menu = await openMenu();
    expect(await revealLink(menu, linkTo('/voteList')), 'the mobile menu has no Vote Center').not.toBeNull();
    expect(await menu.locator(LAUNCHPAD_LINK).count()).toBe(0);
  });
});
