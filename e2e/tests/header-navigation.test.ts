import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, MOBILE, useBrowserSession } from '../support/browser-session.ts';
import {
  ALL_INTERNAL_LINKS,
  activePathnames,
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

function pathnameOf(href: string): string {
  return new URL(href, 'http://x').pathname;
}

describeInBrowser('header navigation at 1440 px', () => {
  const session = useBrowserSession(DESKTOP);

  it('shows the desktop navigation and no mobile menu button', async () => {
    const { page } = session;
    await page.goto('/');
    await expect.poll(() => page.getByTestId('main-nav').isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-menu-button').isVisible()).toBe(false);
  });

  it.each(TOP_LEVEL_LINKS)('top-level link %s reaches its page and becomes active', async (href) => {
    const { page } = session;
    await page.goto(startFor(href));
    const nav = page.getByTestId('main-nav');
    const link = nav.locator(`${linkTo(href)}:visible`).first();
    await link.click();
    await waitForHref(page, href);
    await expect.poll(() => hasActiveClass(link), { message: `${href} link has class active` }).toBe(true);
    expect(await activePathnames(nav)).toEqual(expect.arrayContaining([pathnameOf(href)]));
    for (const pathname of await activePathnames(nav)) expect(pathname).toBe(pathnameOf(href));
  });

  for (const [name, children] of Object.entries(DROPDOWNS)) {
    it.each(children)(`${name} dropdown: %s reaches its page and becomes active`, async (href) => {
      const { page } = session;
      await page.goto(startFor(href));
      const trigger = page.getByTestId('main-nav').getByRole('button', { name });
      await trigger.click();
      const menu = page.getByRole('menu');
      await menu.locator(linkTo(href)).click();
      await waitForHref(page, href);
      // A route change closes menus.
      await menu.waitFor({ state: 'hidden' });

      await trigger.click();
      const reopened = page.getByRole('menu').locator(linkTo(href));
      await expect
        .poll(() => hasActiveClass(reopened), { message: `${href} link has class active` })
        .toBe(true);
      for (const pathname of await activePathnames(page.getByRole('menu'))) {
        expect(pathname).toBe(pathnameOf(href));
      }
    });
  }

  it('Activity Center opens the external launchpad in a new tab', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByTestId('main-nav').getByRole('button', { name: 'Activity Center' }).click();
    const launchpad = page.getByRole('menu').locator(LAUNCHPAD_LINK);
    await launchpad.waitFor();
    expect(await launchpad.getAttribute('target')).toBe('_blank');
  });

  it.each(MY_MENU_LINKS)('my menu: %s reaches its page and becomes active', async (href) => {
    const { page } = session;
    await page.goto(startFor(href));
    const header = page.getByTestId('site-header');
    await header.waitFor();
    const link = await revealLink(header, linkTo(href));
    expect(link, `no control in the header leads to ${href}`).not.toBeNull();
    await link?.click();
    await waitForHref(page, href);
    const again = await revealLink(header, linkTo(href));
    expect(again, `the link to ${href} is gone after navigating`).not.toBeNull();
    if (again) expect(await hasActiveClass(again), `${href} link has class active`).toBe(true);
  });

  it('has the hidden entry to /farm besides the DeFi link', async () => {
    const { page } = session;
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await header.waitFor();
    const farmLinks = await header.locator(linkTo('/farm')).evaluateAll((links) =>
      links
        .filter((a) => !a.closest('[data-testid="mobile-menu"]'))
        .map((a) => {
          const box = a.getBoundingClientRect();
          const style = getComputedStyle(a);
          const seen =
            box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
          return { seen };
        }),
    );
    expect(farmLinks.filter((link) => link.seen).length, 'visible DeFi link').toBeGreaterThanOrEqual(1);
    expect(farmLinks.filter((link) => !link.seen).length, 'hidden /farm entry').toBeGreaterThanOrEqual(1);
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

  it.each(ALL_INTERNAL_LINKS)('%s reaches its page, closes the menu and becomes active', async (href) => {
    const { page } = session;
    await page.goto(startFor(href));
    const link = await revealLink(await openMenu(), linkTo(href));
    expect(link, `the mobile menu has no link to ${href}`).not.toBeNull();
    await link?.click();
    await waitForHref(page, href);
    await page.getByTestId('mobile-menu').waitFor({ state: 'hidden' });

    const again = await revealLink(await openMenu(), linkTo(href));
    expect(again, `the mobile menu lost its link to ${href}`).not.toBeNull();
    if (again) expect(await hasActiveClass(again), `${href} link has class active`).toBe(true);
  });

  it('opens the external launchpad in a new tab', async () => {
    const { page } = session;
    await page.goto('/');
    const launchpad = await revealLink(await openMenu(), LAUNCHPAD_LINK);
    expect(launchpad, 'the mobile menu has no launchpad link').not.toBeNull();
    expect(await launchpad?.getAttribute('target')).toBe('_blank');
  });
});
