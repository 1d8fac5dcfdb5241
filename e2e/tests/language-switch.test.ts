import { LOCALE_NAMES } from '@colony/contract/locales';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, useBrowserSession, waitForApp } from '../support/browser-session.ts';
import { visibleText } from '../support/visible-text.ts';

/** English header labels of SPEC.md §2 that no other language shares. */
const ENGLISH_LABELS = ['Get in touch', 'Announcements', 'Activity Center', 'Avatar Center', 'Staking'];
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Picks a language in the selector, whether it is a native select or a menu, and waits for the reload. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  const selector = page.getByTestId('language-selector');
  await selector.waitFor({ state: 'visible' });
  const reloaded = page.waitForEvent('load');
  const isSelect = await selector.evaluate((el) => el.tagName === 'SELECT');
  const nested = selector.locator('select');
  if (isSelect) {
    await selector.selectOption({ label: name });
  } else if ((await nested.count()) > 0) {
    await nested.selectOption({ label: name });
  } else {
    await selector.click();
    await page
      .getByRole('menuitemradio', { name, exact: true })
      .or(page.getByRole('menuitem', { name, exact: true }))
      .or(page.getByRole('option', { name, exact: true }))
      .or(page.getByRole('button', { name, exact: true }))
      .first()
      .click();
  }
  await reloaded;
  await waitForApp(page);
}

async function navText(page: Page): Promise<string> {
  const nav = page.getByTestId('main-nav');
  await nav.waitFor({ state: 'visible' });
  return visibleText(nav);
}

describeInBrowser('language switch', () => {
  const session = useBrowserSession(DESKTOP);

  it('switches the interface to Japanese and back to English, reloading each time', async () => {
    const { page } = session;
    await page.goto('/');
    const english = await navText(page);
    for (const label of ENGLISH_LABELS) expect(english).toContain(label);

    await chooseLanguage(page, LOCALE_NAMES['ja-JP']);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ja-JP');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
    await expect.poll(() => navText(page)).toMatch(JAPANESE_SCRIPT);
    const japanese = await navText(page);
    for (const label of ENGLISH_LABELS) expect(japanese).not.toContain(label);

    await chooseLanguage(page, LOCALE_NAMES['en-SG']);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-SG');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-SG');
    const back = await navText(page);
    for (const label of ENGLISH_LABELS) expect(back).toContain(label);
    expect(back).not.toMatch(JAPANESE_SCRIPT);
  });

  it('keeps the chosen language on a new visit', async () => {
    const { page } = session;
    await page.goto('/');
    await chooseLanguage(page, LOCALE_NAMES['ja-JP']);
    await page.goto('/support');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
    await expect.poll(() => navText(page)).toMatch(JAPANESE_SCRIPT);
  });
});
