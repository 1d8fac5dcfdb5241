import type { Locator, Page } from 'playwright-core';

/** Internal header entries of SPEC.md §2, as the href each link must carry. */
export const TOP_LEVEL_LINKS = [
  '/',
  '/ecosystem',
  '/farm',
  '/develop',
  '/staking',
  '/card',
  '/nft',
  '/support',
  '/article',
] as const;

/** Dropdowns named in SPEC.md §2 with the internal entries each one holds. */
export const DROPDOWNS = {
  'Activity Center': ['/activeCenter', '/voteList', '/affiliateProgram'],
  'Avatar Center': [
    '/avatar?id=1',
    '/trader',
    '/mm',
    '/ume',
    '/mc',
    '/avatar?id=15',
    '/avatar?id=16',
    '/avatar?id=17',
  ],
} as const;

export const MY_MENU_LINKS = ['/myAvatar', '/myOrder', '/myAssets', '/myTeam'] as const;

export const ALL_INTERNAL_LINKS: readonly string[] = [
  ...TOP_LEVEL_LINKS,
  ...Object.values(DROPDOWNS).flat(),
  ...MY_MENU_LINKS,
];

/**
 * Controls in the scope that show more links when pressed: disclosure buttons
 * (aria-expanded) and menu buttons. The language selector and buttons opening
 * dialogs are left alone.
 */
async function expandingControls(scope: Locator): Promise<Locator[]> {
  const candidates = scope.locator('button[aria-expanded]:visible, [aria-haspopup="menu"]:visible');
  const controls: Locator[] = [];
  const count = await candidates.count();
  for (let index = 0; index < count; index++) {
    const candidate = candidates.nth(index);
    const skip = await candidate.evaluate(
      (el) =>
        el.closest('[data-testid="language-selector"]') !== null ||
        el.getAttribute('aria-haspopup') === 'dialog',
    );
    if (!skip) controls.push(candidate);
  }
  return controls;
}

/**
 * Finds the visible `link` (a selector, see `linkTo`) in `scope`, pressing the
 * scope's dropdown and group buttons one by one until it shows. Links in menus
 * rendered elsewhere in the document (portals) count too. Returns null when no
 * control in the scope reveals such a link.
 */
export async function revealLink(scope: Locator, link: string): Promise<Locator | null> {
  const page = scope.page();
  const visible = async () => {
    for (const place of [scope.locator(`${link}:visible`), page.locator(`[role="menu"] ${link}:visible`)]) {
      if ((await place.count()) > 0) return place.first();
    }
    return null;
  };
  const direct = await visible();
  if (direct) return direct;

  for (const control of await expandingControls(scope)) {
    if ((await control.getAttribute('aria-expanded')) !== 'true') {
      await control.click();
      await page.waitForFunction(
        (el) => el?.getAttribute('aria-expanded') === 'true',
        await control.elementHandle(),
        { timeout: 5000 },
      );
    }
    const found = await visible();
    if (found) return found;
  }
  return null;
}

/** Selector of an internal link to exactly `href`. */
export function linkTo(href: string): string {
  return `a[href="${href}"]`;
}

/**
 * Selector of any launchpad link: the e2e build names no launchpad (`VITE_LAUNCHPAD_URL`), so the
 * menus must show none, least of all one to a placeholder.
 */
export const LAUNCHPAD_LINK = 'a[target="_blank"][href*="launchpad"]';

/** Link classes are checked by token: NavLink adds `active` next to the styling classes. */
export async function hasActiveClass(link: Locator): Promise<boolean> {
  return link.evaluate((el) => el.classList.contains('active'));
}

/** Path and query of the links marked active in `scope`, for checking nothing else lights up. */
export async function activeHrefs(scope: Locator): Promise<string[]> {
  return scope.locator('a.active').evaluateAll((links) =>
    links.map((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return `${url.pathname}${url.search}`;
    }),
  );
}

/** Waits until the page's path and query to equal those of `href`. */
export async function waitForHref(page: Page, href: string): Promise<void> {
  const expected = new URL(href, 'http://x');
  await page.waitForURL((url) => url.pathname === expected.pathname && url.search === expected.search);
}
