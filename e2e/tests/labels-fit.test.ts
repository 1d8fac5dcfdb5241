import { LOCALES } from '@colony/contract/locales';
import { expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  describeInBrowser,
  MOBILE,
  useBrowserSession,
} from '../support/browser-session.ts';
import { cutOffText } from '../support/cut-off-text.ts';

/**
 * Labels shown whole in every language, where the space is tightest: the pool tabs on a phone,
 * and the avatar's output card, a quarter of the row on a wide screen.
 */
describeInBrowser('labels in every language at 375 px', () => {
  const session = useBrowserSession(MOBILE);

  it('shows every pool tab whole', async () => {
    const { page, context } = session;
    for (const locale of LOCALES) {
      await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
      await page.goto('/farm');
      const tabs = page.getByRole('tablist');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await tabs.waitFor();
      expect(await cutOffText(tabs), locale).toEqual([]);
    }
  });
});

describeInBrowser('labels in every language at 1440 px', () => {
  const session = useBrowserSession(DESKTOP);

  it("shows every resource name of the avatar's output whole", async () => {
    const { page, context } = session;
    for (const locale of LOCALES) {
      await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
      await page.goto('/avatar?id=1');
      const output = page.getByTestId('avatar-output');
      await output.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), locale).toBe(locale);
      expect(await cutOffText(output), locale).toEqual([]);
    }
  });
});
