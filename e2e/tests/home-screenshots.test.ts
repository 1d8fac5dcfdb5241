import path from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { fullPageScreenshot } from '../support/full-page-screenshot.ts';
import { ARTIFACTS_DIR } from '../support/repo-paths.ts';
import { atEachWidth } from '../support/screen-widths.ts';

const HOME_SECTIONS = [
  'home-banner',
  'home-avatars',
  'home-figures',
  'home-roadmap',
  'home-partners',
  'home-faq',
];

describeInBrowser('home at each width', () => {
  const session = useBrowserSession({ width: 1440, height: 900 });

  it('renders every section without horizontal overflow (screenshots kept)', async () => {
    const { page } = session;
    await page.goto('/');
    await session.settle();
    await page.getByTestId('site-footer').waitFor({ state: 'attached' });
    // Sections below the fold may load when scrolled into view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await session.settle();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The avatar showcase lists the catalogue, each card leading to its avatar's page.
    const cards = page.getByTestId('home-avatar');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      [1, 2, 3, 15, 16, 17].map((id) => `/avatar?id=${id}`),
    );

    await atEachWidth(
      session,
      async (width) => {
        await page.evaluate(() =>
          Promise.all(
            Array.from(document.images).map((image) =>
              image.complete ? null : image.decode().catch(() => null),
            ),
          ),
        );
        await fullPageScreenshot(page, path.join(ARTIFACTS_DIR, `home-${width}.png`));

        for (const section of HOME_SECTIONS) {
          expect(await page.getByTestId(section).count(), `${section} present`).toBeGreaterThan(0);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
      },
      { height: 900 },
    );
  });
});
