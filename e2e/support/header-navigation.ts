import { LAUNCHPAD_URL } from '@colony/contract/constants';
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

const OPEN_MENU = '[role="menu"][data-state="open"], [role="menu"]:visible';

/** Dropdown triggers in the scope, the language selector excepted. */
async function menuTriggers(scope: Locator): Promise<Locator[]> {
  const candidates = scope.locator('[aria-haspopup="menu"]:visible');
  const triggers: Locator[] = [];
  for (let index = 0; index < (await candidates.count()); index++) {
    const candidate = candidates.nth(index);
    const isLanguage = await candidate.evaluate(
      (el) => el.closest('[data-testid="language-selector"]') !== null,
    );
    if (!isLanguage) triggers.push(candidate);
  }
  return triggers;
}

/**
 * Finds the visible `link` (a selector, see `linkTo`) in `scope`, opening dropdowns (or expanding
 * collapsed groups, in the mobile menu) until it appears. Returns null when no
 * control in the scope reveals such a link.
 */
export async function revealLink(scope: Locator, link: string): Promise<Locator | null> {
  const page = scope.page();
  const direct = scope.locator(`${link}:visible`);
  if ((await direct.count()) > 0) return direct.first();

  const collapsed = scope.locator('[aria-expanded="false"]:not([aria-haspopup="menu"]):visible');
  for (let round = 0; round < 10 && (await collapsed.count()) > 0; round++) {
    await collapsed.first().click();
    if ((await direct.count()) > 0) return direct.first();
  }

  for (const trigger of await menuTriggers(scope)) {
    await trigger.click();
    const menu = page.locator(OPEN_MENU);
    await menu.first().waitFor({ state: 'visible', timeout: 5000 });
    const inMenu = menu.locator(link);
    if ((await inMenu.count()) > 0) return inMenu.first();
    await page.keyboard.press('Escape');
    await menu.first().waitFor({ state: 'hidden', timeout: 5000 });
  }
  return null;
}

/** Selector of an internal link to exactly `href`. */
export function linkTo(href: string): string {
  return `a[href="${href}"]`;
}

/** Selector of the external launchpad link. */
export const LAUNCHPAD_LINK = `a[href^="${LAUNCHPAD_URL}"]`;

/** Link classes are checked by token: NavLink adds `active` next to the styling classes. */
export async function hasActiveClass(link: Locator): Promise<boolean> {
  return link.evaluate((el) => el.classList.contains('active'));
}

/** Pathnames of the links marked active in `scope`, for checking nothing else lights up. */
export async function activePathnames(scope: Locator): Promise<string[]> {
  return scope
    .locator('a.active')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** Waits until the page's path and query to equal those of `href`. */
export async function waitForHref(page: Page, href: string): Promise<void> {
  const expected = new URL(href, 'http://x');
  await page.waitForURL((url) => url.pathname === expected.pathname && url.search === expected.search);
}
